import { type UserConfig } from '@betshell/domain/auth';
import { MAILING_FLAGS_OFF, type MailingApi } from '@betshell/domain/office-security';
import { userConfigFixture } from '@betshell/domain/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMailingHttpApi } from './mailing-http-api';
import { MailingSection } from './mailing-section';
import {
  httpFailure,
  loadedSecurityStore,
  mailingApiFake,
  renderWithKeys,
  analyticsRecorder,
} from './office-security-fixture';

const reachable = userConfigFixture({
  user_email: 'player@example.com',
  phone_number: '79001234567',
  protection_methods: { ...userConfigFixture().protection_methods, enable_phone_binding: true },
  user_mailing: { ...MAILING_FLAGS_OFF, enable_mail_bets: true },
});

const checkbox = (flag: string) =>
  within(screen.getByRole('group', { name: 'mailing_title' })).getByRole('checkbox', {
    name: `mailing_flag_${flag}`,
  });

/**
 * The section over a store loaded with `config`, saving through `mailingApi` (nothing unless the
 * test names it); answers the bus, to read the analytics events it got.
 */
async function renderSection(config: UserConfig, mailingApi: Partial<MailingApi> = {}) {
  const bus = analyticsRecorder();
  await renderWithKeys(
    <MailingSection
      bus={bus}
      security={await loadedSecurityStore(config)}
      mailingApi={mailingApiFake(mailingApi)}
    />,
  );
  return bus;
}

describe('the mailing section of the office settings', () => {
  it('shows each flag as the user config answers it', async () => {
    await renderSection(reachable);
    expect((checkbox('enable_mail_bets') as HTMLInputElement).checked).toBe(true);
    for (const flag of ['enable_mail_news', 'enable_mail_deposit', 'enable_sms_news']) {
      expect((checkbox(flag) as HTMLInputElement).checked).toBe(false);
      expect((checkbox(flag) as HTMLInputElement).disabled).toBe(false);
    }
  });

  it('saves a change as soon as the player ticks it, and says so', async () => {
    const saveMailing = jest.fn(() =>
      Promise.resolve({ ...reachable.user_mailing, enable_sms_news: true }),
    );
    const bus = await renderSection(reachable, { saveMailing });
    await userEvent.click(checkbox('enable_sms_news'));
    expect(saveMailing).toHaveBeenCalledWith({ enable_sms_news: true });
    expect(await screen.findByText('mailing_saved_on')).toBeTruthy();
    expect(bus.events).toEqual([
      { type: 'analytics', name: 'mailing_saved', label: 'enable_sms_news:on' },
    ]);
    expect((checkbox('enable_sms_news') as HTMLInputElement).checked).toBe(true);
  });

  it('disables what the player cannot receive, with the reason', async () => {
    await renderSection(userConfigFixture());
    const news = checkbox('enable_mail_news') as HTMLInputElement;
    expect(news.disabled).toBe(true);
    expect(document.getElementById(news.getAttribute('aria-describedby')!)?.textContent).toBe(
      'mailing_needs_email',
    );
    const sms = checkbox('enable_sms_news') as HTMLInputElement;
    expect(sms.disabled).toBe(true);
    expect(document.getElementById(sms.getAttribute('aria-describedby')!)?.textContent).toBe(
      'mailing_needs_confirmed_phone',
    );
  });

  it('keeps the box as it was and says why when the change is refused', async () => {
    const bus = await renderSection(reachable, {
      saveMailing: () => Promise.reject(httpFailure('MAILING_NEEDS_EMAIL')),
    });
    await userEvent.click(checkbox('enable_mail_news'));
    expect((await screen.findByRole('alert')).textContent).toBe('mailing_needs_email');
    expect((checkbox('enable_mail_news') as HTMLInputElement).checked).toBe(false);
    expect(bus.events).toEqual([]);
  });
});

describe('the mailing call over HTTP', () => {
  it('puts the change and answers the stored flags', async () => {
    const put = jest.fn(() =>
      Promise.resolve({ data: { success: true, mailing: reachable.user_mailing } }),
    );
    const api = createMailingHttpApi({ put } as never);
    expect(await api.saveMailing({ enable_mail_bets: true })).toEqual(reachable.user_mailing);
    expect(put).toHaveBeenCalledWith('/web-api/user/mailing', { enable_mail_bets: true });
  });
});
