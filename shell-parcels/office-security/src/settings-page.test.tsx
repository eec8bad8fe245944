import { userConfigFixture } from '@betshell/domain/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  httpFailure,
  loadedSecurityStore,
  protectionOf,
  renderWithKeys,
  fill,
  mailingApiFake,
  analyticsRecorder,
} from './office-security-fixture';
import { SettingsPage } from './settings-page';

describe('the office settings page', () => {
  it('binds a phone with the code sent to it by SMS', async () => {
    const sendPhoneCode = jest.fn(() => Promise.resolve());
    const bindPhone = jest.fn(() => Promise.resolve(protectionOf({ enable_phone_binding: true })));
    const bus = analyticsRecorder();
    const security = await loadedSecurityStore(
      userConfigFixture(),
      { sendPhoneCode, bindPhone },
      bus,
    );
    await renderWithKeys(
      <SettingsPage bus={bus} security={security} mailingApi={mailingApiFake()} />,
    );
    expect(screen.getByTestId('bound-phone').textContent).toBe('office_settings_phone_not_bound');
    const send = screen.getByRole('form', { name: 'office_settings_phone_send_title' });
    await fill(within(send).getByLabelText('office_settings_phone'), '+79001234567');
    await userEvent.click(within(send).getByRole('button'));
    expect(sendPhoneCode).toHaveBeenCalledWith('+79001234567');
    const confirm = await screen.findByRole('form', { name: 'office_settings_phone_code_title' });
    expect(bus.events).toEqual([]);
    await fill(within(confirm).getByLabelText('office_settings_phone_code'), '123456');
    await userEvent.click(within(confirm).getByRole('button'));
    expect(bindPhone).toHaveBeenCalledWith('+79001234567', '123456');
    expect(await screen.findByText('office_settings_phone_done')).toBeTruthy();
    expect(screen.getByTestId('bound-phone').textContent).toBe('office_settings_phone_bound');
    expect(bus.events).toEqual([{ type: 'analytics', name: 'phone_bound' }]);
  });

  it('keeps the code form and says why when the code is wrong, binding nothing', async () => {
    const bus = analyticsRecorder();
    const security = await loadedSecurityStore(
      userConfigFixture(),
      {
        sendPhoneCode: () => Promise.resolve(),
        bindPhone: () => Promise.reject(httpFailure('INVALID_SMS_CODE')),
      },
      bus,
    );
    await renderWithKeys(
      <SettingsPage bus={bus} security={security} mailingApi={mailingApiFake()} />,
    );
    const send = screen.getByRole('form', { name: 'office_settings_phone_send_title' });
    await fill(within(send).getByLabelText('office_settings_phone'), '+79001234567');
    await userEvent.click(within(send).getByRole('button'));
    const confirm = await screen.findByRole('form', { name: 'office_settings_phone_code_title' });
    await fill(within(confirm).getByLabelText('office_settings_phone_code'), '000000');
    await userEvent.click(within(confirm).getByRole('button'));
    expect((await within(confirm).findByRole('alert')).textContent).toBe(
      'office_security_error_wrong_sms_code',
    );
    expect(bus.events).toEqual([]);
  });

  it('says when a phone belongs to another account', async () => {
    const security = await loadedSecurityStore(userConfigFixture(), {
      sendPhoneCode: () => Promise.reject(httpFailure('PHONE_TAKEN', 409)),
    });
    await renderWithKeys(
      <SettingsPage bus={analyticsRecorder()} security={security} mailingApi={mailingApiFake()} />,
    );
    const send = screen.getByRole('form', { name: 'office_settings_phone_send_title' });
    await fill(within(send).getByLabelText('office_settings_phone'), '+79001234567');
    await userEvent.click(within(send).getByRole('button'));
    expect((await within(send).findByRole('alert')).textContent).toBe(
      'office_security_error_phone_taken',
    );
  });

  it('sets the e-mail with the password and says a confirmation link was sent', async () => {
    const setEmail = jest.fn(() => Promise.resolve(protectionOf({})));
    const bus = analyticsRecorder();
    const security = await loadedSecurityStore(userConfigFixture(), { setEmail }, bus);
    await renderWithKeys(
      <SettingsPage bus={bus} security={security} mailingApi={mailingApiFake()} />,
    );
    const form = screen.getByRole('form', { name: 'office_settings_email_title' });
    expect(within(form).getByTestId('email-state').textContent).toBe('office_settings_email_none');
    await fill(within(form).getByLabelText('office_settings_email'), 'me@example.com');
    await fill(within(form).getByLabelText('office_security_password'), 'pass1word');
    await userEvent.click(within(form).getByRole('button'));
    expect(setEmail).toHaveBeenCalledWith('me@example.com', 'pass1word');
    expect(await within(form).findByText('office_settings_email_sent')).toBeTruthy();
    expect(within(form).getByTestId('email-state').textContent).toBe(
      'office_settings_email_unconfirmed',
    );
    expect(bus.events).toEqual([{ type: 'analytics', name: 'email_bound' }]);
  });

  it('shows a confirmed e-mail as confirmed', async () => {
    const security = await loadedSecurityStore(
      userConfigFixture({
        user_email: 'me@example.com',
        ...protectionOf({ enable_email_auth: true }),
      }),
    );
    await renderWithKeys(
      <SettingsPage bus={analyticsRecorder()} security={security} mailingApi={mailingApiFake()} />,
    );
    expect(screen.getByTestId('email-state').textContent).toBe('office_settings_email_confirmed');
  });
});
