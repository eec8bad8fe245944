import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { AGE_CONFIRMATION_KEY, AgeRestrictionStore } from '@betshell/domain';
import { manualClock, memoryStorage, rootStoreFixture } from '@betshell/domain/testing';
import { AgePopup } from './age-popup';

const texts = {
  age_restriction_title: 'Age restriction',
  age_restriction_text: 'This site is only for people aged {{age}} and over.',
  age_restriction_remember: 'Remember me on this device',
  age_restriction_confirm: 'I am {{age}} or older',
};

async function renderPopup(ageLimit = 18) {
  const { stores } = await rootStoreFixture({ config: { ageLimit }, language: 'en' });
  const clock = manualClock();
  const storage = { local: memoryStorage(clock), session: memoryStorage(clock) };
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: { translation: texts } },
    interpolation: { escapeValue: false },
  });
  const open = () =>
    render(
      <I18nextProvider i18n={i18n}>
        <AgePopup store={new AgeRestrictionStore(stores.siteConfig, storage)} />
      </I18nextProvider>,
    );
  open();
  return { storage, open };
}

describe('the age-restriction popup', () => {
  it('asks with a title and the site age limit', async () => {
    await renderPopup(21);
    const dialog = screen.getByRole('dialog', { name: 'Age restriction' });
    expect(dialog.textContent).toContain('This site is only for people aged 21 and over.');
    expect(screen.getByRole('button', { name: 'I am 21 or older' })).toBeTruthy();
  });

  it('closes neither on Escape nor on a click beside it: the visitor must answer', async () => {
    const { storage } = await renderPopup();
    const dialog = screen.getByRole('dialog', { name: 'Age restriction' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'I am 18 or older' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog.parentElement as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'Age restriction' })).toBe(dialog);
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
    expect(storage.local.get(AGE_CONFIRMATION_KEY)).toBeUndefined();
  });

  it('is dismissed once and remembered on this device by default', async () => {
    const { storage, open } = await renderPopup();
    await userEvent.click(screen.getByRole('button', { name: 'I am 18 or older' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(storage.local.get(AGE_CONFIRMATION_KEY)).toBe('18');
    open();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is remembered for the browser session only when the visitor turns "remember me" off', async () => {
    const { storage } = await renderPopup();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me on this device' }));
    await userEvent.click(screen.getByRole('button', { name: 'I am 18 or older' }));
    expect(storage.local.get(AGE_CONFIRMATION_KEY)).toBeUndefined();
    expect(storage.session.get(AGE_CONFIRMATION_KEY)).toBe('18');
  });

  it('does not show on a site without an age limit', async () => {
    await renderPopup(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
