import { userConfigFixture } from '@betshell/domain/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  httpFailure,
  loadedSecurityStore,
  protectionOf,
  renderWithKeys,
  fill,
  analyticsRecorder,
} from './office-security-fixture';
import { SecurityPage } from './security-page';

describe('the office security page', () => {
  it('shows the protection status and what would raise it', async () => {
    const security = await loadedSecurityStore(
      userConfigFixture(protectionOf({ is_changed_password: true, enable_phone_binding: true })),
    );
    await renderWithKeys(<SecurityPage security={security} />);
    expect(screen.getByText('office_security_status_normal')).toBeTruthy();
    const raise = screen.getByRole('list', { name: 'office_security_raise_title' });
    expect(
      within(raise)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'office_security_raise_enable_two_factor_auth',
      'office_security_raise_enable_security_question',
      'office_security_raise_enable_email_auth',
    ]);
  });

  it('says the protection is bad for a new player, and full with every method on', async () => {
    const bad = await loadedSecurityStore(userConfigFixture());
    const { unmount } = await renderWithKeys(<SecurityPage security={bad} />);
    expect(screen.getByText('office_security_status_bad')).toBeTruthy();
    unmount();
    const full = await loadedSecurityStore(
      userConfigFixture(
        protectionOf({
          is_changed_password: true,
          enable_two_factor_auth: true,
          enable_phone_binding: true,
          enable_security_question: true,
          enable_email_auth: true,
        }),
      ),
    );
    await renderWithKeys(<SecurityPage security={full} />);
    expect(screen.getByText('office_security_status_full')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'office_security_raise_title' })).toBeNull();
  });

  it('changes the password and confirms it', async () => {
    const changePassword = jest.fn(() =>
      Promise.resolve(protectionOf({ is_changed_password: true })),
    );
    const bus = analyticsRecorder();
    const security = await loadedSecurityStore(userConfigFixture(), { changePassword }, bus);
    await renderWithKeys(<SecurityPage security={security} />);
    const form = screen.getByRole('form', { name: 'office_security_password_title' });
    await fill(within(form).getByLabelText('office_security_old_password'), 'old1pass');
    await fill(within(form).getByLabelText('office_security_new_password'), 'new2pass');
    await fill(within(form).getByLabelText('office_security_repeat_password'), 'new2pass');
    await userEvent.click(within(form).getByRole('button'));
    expect(changePassword).toHaveBeenCalledWith('old1pass', 'new2pass');
    expect(await within(form).findByRole('status')).toHaveProperty(
      'textContent',
      'office_security_password_done',
    );
    expect(bus.events).toEqual([{ type: 'analytics', name: 'password_changed' }]);
    expect(screen.queryByText('office_security_raise_is_changed_password')).toBeNull();
  });

  it('refuses differing or weak new passwords before asking the server', async () => {
    const changePassword = jest.fn();
    const security = await loadedSecurityStore(userConfigFixture(), { changePassword });
    await renderWithKeys(<SecurityPage security={security} />);
    const form = screen.getByRole('form', { name: 'office_security_password_title' });
    await fill(within(form).getByLabelText('office_security_old_password'), 'old1pass');
    await fill(within(form).getByLabelText('office_security_new_password'), 'new2pass');
    await fill(within(form).getByLabelText('office_security_repeat_password'), 'other2pass');
    await userEvent.click(within(form).getByRole('button'));
    expect(within(form).getByRole('alert').textContent).toBe(
      'office_security_error_passwords_differ',
    );

    await fill(within(form).getByLabelText('office_security_new_password'), 'password');
    await fill(within(form).getByLabelText('office_security_repeat_password'), 'password');
    await userEvent.click(within(form).getByRole('button'));
    expect(within(form).getByRole('alert').textContent).toBe('office_security_error_weak_password');
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('says so when the current password is wrong, and tells analytics nothing', async () => {
    const bus = analyticsRecorder();
    const security = await loadedSecurityStore(
      userConfigFixture(),
      { changePassword: () => Promise.reject(httpFailure('INVALID_CREDENTIALS')) },
      bus,
    );
    await renderWithKeys(<SecurityPage security={security} />);
    const form = screen.getByRole('form', { name: 'office_security_password_title' });
    await fill(within(form).getByLabelText('office_security_old_password'), 'wrong1pass');
    await fill(within(form).getByLabelText('office_security_new_password'), 'new2pass');
    await fill(within(form).getByLabelText('office_security_repeat_password'), 'new2pass');
    await userEvent.click(within(form).getByRole('button'));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'office_security_error_wrong_password',
    );
    expect(bus.events).toEqual([]);
  });

  it('turns two-factor on: shows the key and the address, then confirms with a code', async () => {
    const confirmTwoFactor = jest.fn(() =>
      Promise.resolve(protectionOf({ enable_two_factor_auth: true })),
    );
    const bus = analyticsRecorder();
    const security = await loadedSecurityStore(
      userConfigFixture(),
      {
        startTwoFactor: () =>
          Promise.resolve({ secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/betshell:1' }),
        confirmTwoFactor,
      },
      bus,
    );
    await renderWithKeys(<SecurityPage security={security} />);
    const start = screen.getByRole('form', { name: 'office_security_two_factor_on_title' });
    await fill(within(start).getByLabelText('office_security_password'), 'pass1word');
    await userEvent.click(within(start).getByRole('button'));
    const confirm = await screen.findByRole('form', {
      name: 'office_security_two_factor_confirm_title',
    });
    expect(within(confirm).getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    expect(within(confirm).getByText('otpauth://totp/betshell:1')).toBeTruthy();
    // The secret shown is a step, not yet a change.
    expect(bus.events).toEqual([]);
    await fill(within(confirm).getByLabelText('office_security_two_factor_code'), '123456');
    await userEvent.click(within(confirm).getByRole('button'));
    expect(confirmTwoFactor).toHaveBeenCalledWith('123456');
    expect(await screen.findByText('office_security_two_factor_on_done')).toBeTruthy();
    expect(bus.events).toEqual([{ type: 'analytics', name: 'two_factor_on' }]);
    expect(screen.getByRole('form', { name: 'office_security_two_factor_off_title' })).toBeTruthy();
  });

  it('turns two-factor off with the password and a code, and says a wrong code', async () => {
    const turnOffTwoFactor = jest
      .fn()
      .mockRejectedValueOnce(httpFailure('INVALID_TWO_FACTOR_CODE'))
      .mockResolvedValueOnce(protectionOf({}));
    const bus = analyticsRecorder();
    const security = await loadedSecurityStore(
      userConfigFixture(protectionOf({ enable_two_factor_auth: true })),
      { turnOffTwoFactor },
      bus,
    );
    await renderWithKeys(<SecurityPage security={security} />);
    const off = screen.getByRole('form', { name: 'office_security_two_factor_off_title' });
    await fill(within(off).getByLabelText('office_security_password'), 'pass1word');
    await fill(within(off).getByLabelText('office_security_two_factor_code'), '000000');
    await userEvent.click(within(off).getByRole('button'));
    expect((await within(off).findByRole('alert')).textContent).toBe(
      'office_security_error_wrong_two_factor_code',
    );
    expect(bus.events).toEqual([]);

    await fill(within(off).getByLabelText('office_security_two_factor_code'), '654321');
    await userEvent.click(within(off).getByRole('button'));
    expect(turnOffTwoFactor).toHaveBeenLastCalledWith('pass1word', '654321');
    expect(await screen.findByText('office_security_two_factor_off_done')).toBeTruthy();
    expect(bus.events).toEqual([{ type: 'analytics', name: 'two_factor_off' }]);
  });

  it('sets the secure question with the password', async () => {
    const setSecureQuestion = jest.fn(() =>
      Promise.resolve(protectionOf({ enable_security_question: true })),
    );
    const bus = analyticsRecorder();
    const security = await loadedSecurityStore(userConfigFixture(), { setSecureQuestion }, bus);
    await renderWithKeys(<SecurityPage security={security} />);
    const form = screen.getByRole('form', { name: 'office_security_question_title' });
    expect(within(form).getByText('office_security_question_is_not_set')).toBeTruthy();
    await fill(within(form).getByLabelText('office_security_question'), 'First pet?');
    await fill(within(form).getByLabelText('office_security_answer'), 'Rex');
    await fill(within(form).getByLabelText('office_security_password'), 'pass1word');
    await userEvent.click(within(form).getByRole('button'));
    expect(setSecureQuestion).toHaveBeenCalledWith('First pet?', 'Rex', 'pass1word');
    expect(await within(form).findByText('office_security_question_done')).toBeTruthy();
    expect(within(form).getByText('office_security_question_is_set')).toBeTruthy();
    expect(bus.events).toEqual([{ type: 'analytics', name: 'secure_question_set' }]);
  });
});
