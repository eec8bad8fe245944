import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RegistrationReminderStore } from '@betshell/domain/chrome';
import { memoryStorage, navigationEventFixture, rootStoreFixture } from '@betshell/domain/testing';
import { RegistrationReminder } from './registration-reminder';

const DELAY_S = 30;

async function renderReminder() {
  const { bus, stores, clock } = await rootStoreFixture({
    language: 'en',
    config: { registrationReminderDelaySeconds: DELAY_S, registrationReminderIntervalMinutes: 60 },
  });
  bus.next(navigationEventFixture('/en/', 'en'));
  const reminder = new RegistrationReminderStore({
    siteConfig: stores.siteConfig,
    session: stores.session,
    navigation: stores.navigation,
    clock,
    storage: { local: memoryStorage(clock), session: memoryStorage(clock) },
  });
  reminder.start();
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    resources: {
      en: {
        translation: {
          registration_reminder_title: 'Not registered yet?',
          registration_reminder_text: 'Join in a minute.',
          registration_reminder_register: 'Register',
          registration_reminder_close: 'Close',
        },
      },
    },
  });
  const navigate = jest.fn<void, [string]>();
  render(
    <I18nextProvider i18n={i18n}>
      <RegistrationReminder reminder={reminder} stores={stores} navigate={navigate} />
    </I18nextProvider>,
  );
  const wait = (ms: number) => act(() => clock.advance(ms));
  return { bus, navigate, wait };
}

const dialog = () => screen.queryByRole('dialog', { name: 'Not registered yet?' });

describe('the registration reminder', () => {
  it('appears for an anonymous visitor after the configured delay', async () => {
    const { wait } = await renderReminder();
    wait(DELAY_S * 1000 - 1);
    expect(dialog()).toBeNull();
    wait(1);
    expect(dialog()?.textContent).toContain('Join in a minute.');
  });

  it('leaves the focus where the visitor has it, and closes on Escape', async () => {
    const { wait } = await renderReminder();
    const before = document.activeElement;
    wait(DELAY_S * 1000);
    expect(dialog()?.getAttribute('aria-modal')).toBeNull();
    expect(document.activeElement).toBe(before);
    await userEvent.click(
      screen.getByRole('button', { name: 'Register' }).parentElement as Element,
    );
    await userEvent.keyboard('{Escape}');
    expect(dialog()).toBeNull();
  });

  it('opens registration from its button', async () => {
    const { wait, navigate } = await renderReminder();
    wait(DELAY_S * 1000);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(navigate).toHaveBeenCalledWith('/en/registration');
    expect(dialog()).toBeNull();
  });

  it('closes until the next allowed time', async () => {
    const { wait } = await renderReminder();
    wait(DELAY_S * 1000);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog()).toBeNull();
    wait(59 * 60_000);
    expect(dialog()).toBeNull();
    wait(60_000);
    expect(dialog()).not.toBeNull();
  });

  it('never appears to a signed-in player', async () => {
    const { bus, wait } = await renderReminder();
    act(() => bus.next({ type: 'session', change: 'signed-in', userId: 3 }));
    wait(DELAY_S * 1000 * 10);
    expect(dialog()).toBeNull();
  });
});
