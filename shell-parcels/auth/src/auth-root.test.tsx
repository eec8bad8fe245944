import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { UserConfig } from '@betshell/domain/auth';
import {
  httpFailure,
  memoryStorage,
  navigationEventFixture,
  rootStoreFixture,
  settle,
  settledRouteFixture,
  signInApiFixture,
} from '@betshell/domain/testing';
import { authExtrasFixture } from './auth-extras-fixture';
import { AuthRoot } from './auth-root';

const en = {
  auth_close: 'Close',
  auth_login_title: 'Sign in',
  auth_two_step_title: 'Confirmation code',
  auth_form_login_password: 'E-mail or ID',
  auth_form_phone_password: 'Phone',
  auth_form_sms: 'SMS code',
  auth_field_login: 'E-mail or account ID',
  auth_field_phone: 'Phone number',
  auth_field_password: 'Password',
  auth_field_sms_code: 'Code from the SMS',
  auth_field_two_step_code: 'Code from the authenticator app',
  auth_field_remember: 'Remember me',
  auth_send_sms: 'Send code',
  auth_submit: 'Sign in',
  auth_error_invalid_credentials: 'Wrong login or password.',
};

async function renderAuth(
  options: { search?: string; pathname?: string; logoutAsked?: boolean } = {},
) {
  const { bus, stores, clock } = await rootStoreFixture({ language: 'en', ...options });
  const api = signInApiFixture();
  api.check.mockResolvedValue(1);
  api.userConfig.mockResolvedValue({ ban_level: 0, ban_version: 0 } as UserConfig);
  api.termsStatus.mockResolvedValue({ result: false, updatedAt: null });
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: { translation: { ...en, http_error_request: 'The request failed.' } } },
    interpolation: { escapeValue: false },
  });
  const navigate = jest.fn<void, [string]>();
  const load = jest.fn<void, [string]>();
  const logoutRequest = { asked: options.logoutAsked ?? false };
  const takeLogoutRequest = () => {
    const asked = logoutRequest.asked;
    logoutRequest.asked = false;
    return asked;
  };
  render(
    <I18nextProvider i18n={i18n}>
      <AuthRoot
        api={api}
        extras={authExtrasFixture().apis}
        bus={bus}
        stores={stores}
        clock={clock}
        storage={memoryStorage(clock)}
        navigate={navigate}
        load={load}
        visible={() => true}
        tokenUserId={() => null}
        takeLogoutRequest={takeLogoutRequest}
        log={() => undefined}
      />
    </I18nextProvider>,
  );
  return { api, bus, stores, navigate, load, logoutRequest };
}

const openLogin = (bus: Awaited<ReturnType<typeof renderAuth>>['bus']) =>
  act(() => bus.next({ type: 'sign-in', change: 'open-login' }));

describe('the sign-in parcel', () => {
  it('shows no modal until asked', async () => {
    await renderAuth();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the login modal when the header asks, and signs the player in by login and password', async () => {
    const { api, bus, stores, navigate } = await renderAuth();
    api.login.mockResolvedValue({ success: true, userId: 501 });
    openLogin(bus);
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('E-mail or account ID'), '501');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(api.login).toHaveBeenCalledWith({
      form: 'login_password',
      uLogin: '501',
      uPassword: 'secret123',
      save: true,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stores.session.authorised).toBe(true);
    expect(stores.session.userId).toBe(501);
    // Opened over an ordinary page without a return url: the player stays where they were.
    expect(navigate).not.toHaveBeenCalled();
  });

  it('tells the player a wrong password was refused', async () => {
    const { api, bus } = await renderAuth();
    api.login.mockRejectedValue(httpFailure(400, 'INVALID_CREDENTIALS'));
    openLogin(bus);
    await userEvent.type(screen.getByLabelText('E-mail or account ID'), '501');
    await userEvent.type(screen.getByLabelText('Password'), 'nope1234');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong login or password.');
  });

  it('opens from showLoginModal=1 and goes to the return url after sign-in', async () => {
    const { api, navigate } = await renderAuth({
      search: '?showLoginModal=1&returnUrl=%2Fen%2Foffice%2Faccount',
    });
    api.login.mockResolvedValue({ success: true, userId: 9 });
    await userEvent.click(screen.getByRole('tab', { name: 'Phone' }));
    await userEvent.type(screen.getByLabelText('Phone number'), '+79990001122');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(api.login).toHaveBeenCalledWith(
      expect.objectContaining({ form: 'phone_password', phone_number: '+79990001122' }),
    );
    expect(navigate).toHaveBeenCalledWith('/en/office/account');
  });

  it('signs in by SMS: sends the code to the phone, then sends the code', async () => {
    const { api, bus } = await renderAuth();
    api.sendLoginSms.mockResolvedValue();
    api.login.mockResolvedValue({ success: true, userId: 3 });
    openLogin(bus);
    await userEvent.click(screen.getByRole('tab', { name: 'SMS code' }));
    await userEvent.type(screen.getByLabelText('Phone number'), '+79990001122');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(api.sendLoginSms).toHaveBeenCalledWith('+79990001122');
    await userEvent.type(await screen.findByLabelText('Code from the SMS'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(api.login).toHaveBeenCalledWith({
      form: 'sms',
      phone_number: '+79990001122',
      'sms-code': '123456',
      save: true,
    });
  });

  it('asks a two-step player for the code from the authenticator', async () => {
    const { api, bus } = await renderAuth();
    api.login
      .mockResolvedValueOnce({ success: false, form: 'login_password_two_step_code' })
      .mockResolvedValueOnce({ success: true, userId: 4 });
    openLogin(bus);
    await userEvent.type(screen.getByLabelText('E-mail or account ID'), 'a@b.example');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Confirmation code' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Code from the authenticator app'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(api.login).toHaveBeenLastCalledWith({
      form: 'login_password_two_step_code',
      uLogin: 'a@b.example',
      uPassword: 'secret123',
      save: true,
      code: '654321',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens on the login page and leaves it for the previous page after sign-in', async () => {
    const { api, bus, navigate } = await renderAuth();
    api.login.mockResolvedValue({ success: true, userId: 5 });
    act(() => bus.next(navigationEventFixture('/en/live', 'en')));
    act(() =>
      bus.next(
        navigationEventFixture('/en/login', 'en', {
          page: settledRouteFixture({ name: 'login', area: 'account' }),
        }),
      ),
    );
    await userEvent.type(screen.getByLabelText('E-mail or account ID'), '5');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(navigate).toHaveBeenCalledWith('/en/live');
  });

  it('logs out when the header asks: disconnect, signed out, home', async () => {
    const { api, bus, stores, navigate } = await renderAuth();
    api.disconnect.mockResolvedValue();
    act(() => bus.next({ type: 'session', change: 'signed-in', userId: 8 }));
    await act(async () => {
      bus.next({ type: 'sign-in', change: 'logout' });
      await settle();
    });
    expect(api.disconnect).toHaveBeenCalled();
    expect(stores.session.authorised).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/en/');
  });

  it('logs out on mount when the player asked before the parcel listened, and only once', async () => {
    const { api, logoutRequest } = await renderAuth({ logoutAsked: true });
    await act(async () => {
      await settle();
    });
    expect(api.disconnect).toHaveBeenCalledTimes(1);
    expect(logoutRequest.asked).toBe(false);
  });

  it('does not log out on mount when nobody asked', async () => {
    const { api } = await renderAuth();
    await act(async () => {
      await settle();
    });
    expect(api.disconnect).not.toHaveBeenCalled();
  });

  it('closes with its close button', async () => {
    const { bus } = await renderAuth();
    openLogin(bus);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
