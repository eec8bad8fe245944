import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { CaptchaPresenter, ShellEvent, SiteConfig } from '@betshell/domain';
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

// Without texts, t() answers the key: the tests read the dictionary keys the player would see.
async function renderAuth(
  options: {
    search?: string;
    pathname?: string;
    userConfig?: Partial<UserConfig>;
    config?: Partial<SiteConfig>;
    /** Answers set before the parcel mounts (it reads the address at once). */
    prepare?: (apis: ReturnType<typeof authExtrasFixture>['apis']) => void;
  } = {},
) {
  const { bus, stores, clock } = await rootStoreFixture({ language: 'en', ...options });
  const api = signInApiFixture();
  api.check.mockResolvedValue(1);
  api.userConfig.mockResolvedValue({
    ban_level: 0,
    ban_version: 0,
    isRequiredTransfer: false,
    ...options.userConfig,
  } as UserConfig);
  api.termsStatus.mockResolvedValue({ result: false, updatedAt: null });
  const { apis, unregister } = authExtrasFixture();
  options.prepare?.(apis);
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', resources: { en: { translation: {} } } });
  const navigate = jest.fn<void, [string]>();
  const load = jest.fn<void, [string]>();
  // Rendered inside act: the parcel reads the address and calls the server as it mounts.
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(
      <I18nextProvider i18n={i18n}>
        <AuthRoot
          api={api}
          extras={apis}
          bus={bus}
          stores={stores}
          clock={clock}
          storage={memoryStorage(clock)}
          navigate={navigate}
          load={load}
          visible={() => true}
          takeLogoutRequest={() => false}
          tokenUserId={() => 77}
          log={() => undefined}
        />
      </I18nextProvider>,
    );
    await settle();
  });
  return { api, apis, unregister, bus, stores, navigate, load, view };
}

describe('the forgot-password modal', () => {
  it('opens for a visitor from showForgotPasswordModal=1 and sends a link to the e-mail', async () => {
    const { apis, bus } = await renderAuth({ search: '?showForgotPasswordModal=1' });
    const events: ShellEvent[] = [];
    bus.subscribe((event) => events.push(event));
    apis.recovery.forgotPassword.mockRejectedValueOnce(httpFailure(429, 'RATE_LIMITED'));
    apis.recovery.forgotPassword.mockResolvedValue(undefined);
    expect(screen.getByRole('dialog', { name: 'forgot_password_title' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('forgot_password_email'), 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'forgot_password_send' }));
    // A refused request is no request for analytics; the one the server takes is.
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(events.filter((event) => event.type === 'analytics')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'forgot_password_send' }));
    expect(apis.recovery.forgotPassword).toHaveBeenCalledWith({ email: 'ann@example.com' });
    expect((await screen.findByRole('status')).textContent).toBe('forgot_password_link_sent');
    expect(events.filter((event) => event.type === 'analytics')).toEqual([
      { type: 'analytics', name: 'password_recovery_requested', label: 'email' },
    ]);
  });

  it('resets by an SMS code with the new password typed twice, then offers to sign in', async () => {
    const { apis } = await renderAuth({ search: '?showForgotPasswordModal=1' });
    apis.recovery.forgotPassword.mockResolvedValue(undefined);
    apis.recovery.resetPassword.mockResolvedValue(undefined);
    await userEvent.click(screen.getByRole('tab', { name: 'forgot_password_by_phone' }));
    await userEvent.type(screen.getByLabelText('auth_field_phone'), '+79990001122');
    await userEvent.click(screen.getByRole('button', { name: 'forgot_password_send' }));
    await userEvent.type(await screen.findByLabelText('auth_field_sms_code'), '123456');
    await userEvent.type(screen.getByLabelText('forgot_password_new'), 'NewPass123');
    await userEvent.type(screen.getByLabelText('forgot_password_repeat'), 'NewPass123');
    await userEvent.click(screen.getByRole('button', { name: 'forgot_password_save' }));
    expect(apis.recovery.resetPassword).toHaveBeenCalledWith({
      phone: '+79990001122',
      code: '123456',
      password: 'NewPass123',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'auth_submit' }));
    expect(screen.getByRole('dialog', { name: 'auth_login_title' })).toBeTruthy();
  });

  it('does not open for a signed-in player', async () => {
    const { bus } = await renderAuth();
    act(() => bus.next({ type: 'session', change: 'signed-in', userId: 3 }));
    act(() =>
      bus.next(navigationEventFixture('/en/', 'en', { search: '?showForgotPasswordModal=1' })),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens from the login modal, and closing it takes the parameter out of the address', async () => {
    const { bus, navigate } = await renderAuth();
    act(() => bus.next({ type: 'sign-in', change: 'open-login' }));
    await userEvent.click(screen.getByRole('button', { name: 'forgot_password_link' }));
    expect(navigate).toHaveBeenCalledWith('/en/?showForgotPasswordModal=1');
    act(() =>
      bus.next(navigationEventFixture('/en/', 'en', { search: '?showForgotPasswordModal=1' })),
    );
    expect(screen.getByRole('dialog', { name: 'forgot_password_title' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'auth_close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(navigate).toHaveBeenLastCalledWith('/en/');
  });
});

describe('the captcha dialog', () => {
  it('is registered with the platform and unregistered with the parcel', async () => {
    const { apis, unregister, view } = await renderAuth();
    expect(apis.registerCaptcha).toHaveBeenCalledTimes(1);
    view.unmount();
    expect(unregister).toHaveBeenCalled();
  });

  it('shows the image the server drew and answers the HTTP client with the checked answer', async () => {
    const { apis } = await renderAuth();
    apis.captcha.update.mockResolvedValue({ captchaId: 'c1', image: 'data:image/svg+xml,x' });
    apis.captcha.validate.mockResolvedValue({ success: true, error_message: null });
    const presenter = apis.registerCaptcha.mock.calls[0]![0];
    let solved!: ReturnType<CaptchaPresenter['solve']>;
    await act(async () => {
      solved = presenter.solve({ code: 111, message: 'Solve it' });
      await settle();
    });
    expect(screen.getByRole('img', { name: 'captcha_image_alt' }).getAttribute('src')).toBe(
      'data:image/svg+xml,x',
    );
    await userEvent.type(screen.getByLabelText('captcha_field'), 'ab12c');
    await userEvent.click(screen.getByRole('button', { name: 'captcha_submit' }));
    await expect(solved).resolves.toEqual({ captchaId: 'c1', answer: 'ab12c' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the user transfer', () => {
  it('asks a marked player for a phone with a captcha, then the code, and lands with the token', async () => {
    const { apis, bus, load } = await renderAuth({ userConfig: { isRequiredTransfer: true } });
    apis.captcha.update.mockResolvedValue({ captchaId: 'c9', image: 'data:image/svg+xml,y' });
    apis.captcha.validate.mockResolvedValue({ success: true, error_message: null });
    apis.transfer.sendCode.mockResolvedValue(undefined);
    apis.transfer.checkCode.mockResolvedValue({ redirectToken: 'rt1' });
    await act(async () => {
      bus.next({ type: 'session', change: 'signed-in', userId: 77 });
      await settle();
    });
    expect(await screen.findByRole('dialog', { name: 'transfer_title' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('auth_field_phone'), '9990001122');
    await userEvent.type(screen.getByLabelText('captcha_field'), 'xy');
    await userEvent.click(screen.getByRole('button', { name: 'auth_send_sms' }));
    expect(apis.transfer.sendCode).toHaveBeenCalledWith(77, {
      country_code: '+7',
      phone: '9990001122',
      captcha: 'c9:xy',
    });
    await userEvent.type(await screen.findByLabelText('auth_field_sms_code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'transfer_confirm' }));
    expect(apis.transfer.checkCode).toHaveBeenCalledWith(77, '123456');
    expect(load).toHaveBeenCalledWith('/en/?transfered=1&redirectToken=rt1');
  });

  it('signs the player in on the landing address and takes the token out of it', async () => {
    const { apis, stores, navigate } = await renderAuth({
      search: '?transfered=1&redirectToken=rt1',
      prepare: (fixture) =>
        fixture.transfer.userData.mockResolvedValue({ status: 'transferred', user: { id: 77 } }),
    });
    await act(settle);
    expect(apis.transfer.userData).toHaveBeenCalledWith('rt1');
    expect(stores.session.userId).toBe(77);
    expect(navigate).toHaveBeenCalledWith('/en/');
  });

  it('tells the player when the landing token was refused', async () => {
    const { stores } = await renderAuth({
      search: '?transfered=1&redirectToken=old',
      prepare: (fixture) =>
        fixture.transfer.userData.mockRejectedValue(httpFailure(400, 'INVALID_LINK')),
    });
    await act(settle);
    expect(stores.session.authorised).toBe(false);
    expect(stores.notifications.shown.map((shown) => shown.message)).toContainEqual({
      key: 'sign_in_error_invalid_link',
    });
  });
});

describe('the configured routes after sign-in', () => {
  it('send a player who signs in on a source route to its target', async () => {
    const { api, bus, navigate } = await renderAuth({
      config: { signInRedirects: [{ source: 'casino-lobby', target: '/slots' }] },
    });
    api.login.mockResolvedValue({ success: true, userId: 6 });
    act(() =>
      bus.next(
        navigationEventFixture('/en/casino-lobby', 'en', {
          page: settledRouteFixture({ name: 'casino-lobby', area: 'casino' }),
        }),
      ),
    );
    act(() => bus.next({ type: 'sign-in', change: 'open-login' }));
    await userEvent.type(screen.getByLabelText('auth_field_login'), '6');
    await userEvent.type(screen.getByLabelText('auth_field_password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'auth_submit' }));
    expect(navigate).toHaveBeenCalledWith('/en/slots');
  });

  it('leave the return url the player asked for before any configured route', async () => {
    const { api, navigate } = await renderAuth({
      search: '?showLoginModal=1&returnUrl=%2Fen%2Foffice%2Faccount',
      config: { signInRedirects: [{ source: 'home', target: '/slots' }] },
    });
    api.login.mockResolvedValue({ success: true, userId: 6 });
    await userEvent.type(screen.getByLabelText('auth_field_login'), '6');
    await userEvent.type(screen.getByLabelText('auth_field_password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'auth_submit' }));
    expect(navigate).toHaveBeenCalledWith('/en/office/account');
  });
});

describe('Google sign-in in the login modal', () => {
  it('is offered only when the site has a Google client id', async () => {
    const { bus, navigate } = await renderAuth({
      prepare: (apis) => apis.googleClientId.mockResolvedValue('client-1'),
    });
    await act(async () => {
      bus.next({ type: 'sign-in', change: 'open-login' });
      await settle();
    });
    await userEvent.click(screen.getByRole('link', { name: 'auth_social_google' }));
    expect(navigate).toHaveBeenCalledWith('/en/registration/socialregistration');
  });

  it('is not offered when the site has none', async () => {
    const { apis, bus } = await renderAuth();
    await act(async () => {
      bus.next({ type: 'sign-in', change: 'open-login' });
      await settle();
    });
    expect(apis.googleClientId).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: 'auth_social_google' })).toBeNull();
  });
});
