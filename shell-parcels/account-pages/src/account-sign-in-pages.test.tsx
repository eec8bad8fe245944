import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { ShellEvent, SiteConfig } from '@betshell/domain';
import {
  httpFailure,
  navigationEventFixture,
  rootStoreFixture,
  settle,
  settledRouteFixture,
} from '@betshell/domain/testing';
import { AccountPages, type AccountPagesApi } from './account-pages';
import type { GoogleIdentity } from './google-sign-in-button';

// Without texts, t() answers the key: the tests read the dictionary keys the player would see.
async function renderPage(
  name: string,
  options: {
    search?: string;
    params?: Record<string, string>;
    signedIn?: boolean;
    googleClientId?: string | null;
    config?: Partial<SiteConfig>;
    google?: GoogleIdentity;
    prepare?: (api: ReturnType<typeof apiFixture>) => void;
  } = {},
) {
  const { bus, stores } = await rootStoreFixture({ language: 'en', config: options.config ?? {} });
  const events: ShellEvent[] = [];
  bus.subscribe((event) => events.push(event));
  if (options.signedIn) act(() => bus.next({ type: 'session', change: 'signed-in', userId: 5 }));
  const api = apiFixture();
  options.prepare?.(api);
  act(() =>
    bus.next(
      navigationEventFixture(`/en/${name}`, 'en', {
        search: options.search ?? '',
        page: settledRouteFixture({ name, area: 'account', params: options.params ?? {} }),
      }),
    ),
  );
  const navigate = jest.fn<void, [string]>();
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', resources: { en: { translation: {} } } });
  // Rendered inside act: the pages call the server as they mount.
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <AccountPages
          api={api}
          bus={bus}
          stores={stores}
          navigate={navigate}
          social={{
            googleClientId: options.googleClientId ?? null,
            loadGoogle: () =>
              options.google ? Promise.resolve(options.google) : Promise.reject(new Error('off')),
          }}
        />
      </I18nextProvider>,
    );
    await settle();
  });
  return { api, events, stores, navigate };
}

/** The two boxes every registration needs. */
async function acceptTheTerms() {
  await userEvent.click(screen.getByLabelText('registration_accept_terms'));
  await userEvent.click(screen.getByLabelText('registration_confirm_age'));
}

const analyticsOf = (events: ShellEvent[]) => events.filter((event) => event.type === 'analytics');

function apiFixture() {
  return {
    register: jest.fn(),
    confirmTerms: jest.fn(),
    recovery: {
      sendSms: jest.fn(),
      forgotPassword: jest.fn(),
      resetPassword: jest.fn(),
      activate: jest.fn(),
    },
    stopNewsletter: jest.fn(),
    welcomeOffers: jest.fn(() => Promise.resolve([])),
  } satisfies AccountPagesApi;
}

describe('the password reset page', () => {
  it('sets the new password with the token of the e-mailed link, then offers to sign in', async () => {
    const { api, events } = await renderPage('user-passwordreset', { search: '?token=tok1' });
    api.recovery.resetPassword.mockResolvedValue(undefined);
    await userEvent.type(screen.getByLabelText('forgot_password_new'), 'NewPass123');
    await userEvent.type(screen.getByLabelText('forgot_password_repeat'), 'NewPass123');
    await userEvent.click(screen.getByRole('button', { name: 'forgot_password_save' }));
    expect(api.recovery.resetPassword).toHaveBeenCalledWith({
      token: 'tok1',
      password: 'NewPass123',
    });
    expect((await screen.findByRole('status')).textContent).toBe('forgot_password_changed');
    expect(analyticsOf(events)).toEqual([
      { type: 'analytics', name: 'password_reset_done', label: 'link' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'auth_submit' }));
    expect(events).toContainEqual({ type: 'sign-in', change: 'open-login' });
  });

  it('says when the link has expired, and tells analytics of no reset', async () => {
    const { api, events } = await renderPage('user-passwordreset', { search: '?token=old' });
    api.recovery.resetPassword.mockRejectedValue(httpFailure(400, 'LINK_EXPIRED'));
    await userEvent.type(screen.getByLabelText('forgot_password_new'), 'NewPass123');
    await userEvent.type(screen.getByLabelText('forgot_password_repeat'), 'NewPass123');
    await userEvent.click(screen.getByRole('button', { name: 'forgot_password_save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('sign_in_error_link_expired');
    expect(analyticsOf(events)).toEqual([]);
  });

  it('without a link, resets by an SMS code sent to the phone', async () => {
    const { api, events } = await renderPage('user-passwordreset');
    api.recovery.forgotPassword.mockResolvedValue(undefined);
    api.recovery.resetPassword.mockResolvedValue(undefined);
    await userEvent.type(screen.getByLabelText('auth_field_phone'), '+79990001122');
    await userEvent.click(screen.getByRole('button', { name: 'forgot_password_send' }));
    expect(api.recovery.forgotPassword).toHaveBeenCalledWith({ phone: '+79990001122' });
    await userEvent.type(await screen.findByLabelText('auth_field_sms_code'), '123456');
    await userEvent.type(screen.getByLabelText('forgot_password_new'), 'NewPass123');
    await userEvent.type(screen.getByLabelText('forgot_password_repeat'), 'NewPass123');
    await userEvent.click(screen.getByRole('button', { name: 'forgot_password_save' }));
    expect(api.recovery.resetPassword).toHaveBeenCalledWith({
      phone: '+79990001122',
      code: '123456',
      password: 'NewPass123',
    });
    await screen.findByText('forgot_password_changed');
    expect(analyticsOf(events)).toEqual([
      { type: 'analytics', name: 'password_recovery_requested', label: 'phone' },
      { type: 'analytics', name: 'password_reset_done', label: 'code' },
    ]);
  });
});

describe('the activation pages', () => {
  it('confirm the e-mail of the link on arrival', async () => {
    const { api } = await renderPage('user-activation', {
      search: '?token=act1',
      params: { type: 'activate' },
      prepare: (fixture) =>
        fixture.recovery.activate.mockResolvedValue({ userId: 5, activation_type: 1 }),
    });
    await act(settle);
    expect(api.recovery.activate).toHaveBeenCalledWith({ token: 'act1' });
    expect((await screen.findByRole('status')).textContent).toContain('activation_email_done');
  });

  it('say when the link was already used', async () => {
    await renderPage('user-activation', {
      search: '?token=used',
      prepare: (fixture) =>
        fixture.recovery.activate.mockRejectedValue(httpFailure(400, 'INVALID_LINK')),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('sign_in_error_invalid_link');
  });

  it('ask a visitor to sign in before confirming a phone', async () => {
    const { events } = await renderPage('user-accountverify');
    await userEvent.click(screen.getByRole('button', { name: 'auth_submit' }));
    expect(events).toContainEqual({ type: 'sign-in', change: 'open-login' });
  });

  it('confirm the phone of a signed-in player with an SMS code', async () => {
    const { api } = await renderPage('user-accountverify', { signedIn: true });
    api.recovery.sendSms.mockResolvedValue(undefined);
    api.recovery.activate.mockResolvedValue({ userId: 5, activation_type: 2 });
    await userEvent.type(screen.getByLabelText('auth_field_phone'), '+79990001122');
    await userEvent.click(screen.getByRole('button', { name: 'auth_send_sms' }));
    expect(api.recovery.sendSms).toHaveBeenCalledWith('+79990001122', 'activate_phone');
    await userEvent.type(await screen.findByLabelText('auth_field_sms_code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'activation_confirm' }));
    expect(api.recovery.activate).toHaveBeenCalledWith({ phone: '+79990001122', code: '654321' });
    expect((await screen.findByRole('status')).textContent).toContain('activation_all_done');
  });
});

describe('the registration page', () => {
  it('registers by phone: an SMS code to the phone, then the code and a password', async () => {
    const { api, events, navigate } = await renderPage('registration');
    api.recovery.sendSms.mockResolvedValue(undefined);
    api.register.mockResolvedValue({ success: true, userId: 8 });
    await userEvent.click(screen.getByRole('tab', { name: 'registration_type_phone_reg' }));
    await acceptTheTerms();
    await userEvent.type(screen.getByLabelText('auth_field_phone'), '+79990001122');
    await userEvent.click(screen.getByRole('button', { name: 'auth_send_sms' }));
    expect(api.recovery.sendSms).toHaveBeenCalledWith('+79990001122', 'register');
    await userEvent.type(await screen.findByLabelText('auth_field_sms_code'), '111222');
    await userEvent.type(screen.getByLabelText('registration_password'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'registration_submit' }));
    expect(api.register).toHaveBeenCalledWith({
      type: 'phone_reg',
      termsAccepted: true,
      ageConfirmed: true,
      currency: 'USD',
      countryId: 1,
      bonusChoice: 1,
      phone: '+79990001122',
      smsCode: '111222',
      password: 'Secret123',
    });
    expect(navigate).toHaveBeenCalledWith('/en/');
    expect(analyticsOf(events)).toEqual([
      { type: 'analytics', name: 'registration_success', label: 'phone_reg' },
      { type: 'analytics', name: 'bonus_chosen', label: 'sport' },
    ]);
  });

  it('sends the promo code typed, and tells analytics nothing of a refused registration', async () => {
    const { api, events } = await renderPage('registration');
    api.register.mockRejectedValue(httpFailure(400, 'VALIDATION'));
    await userEvent.type(screen.getByLabelText('registration_promocode'), ' SPRING ');
    await userEvent.click(screen.getByLabelText('registration_bonus_casino'));
    await acceptTheTerms();
    await userEvent.click(screen.getByRole('button', { name: 'registration_submit' }));
    expect(api.register).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'one_click', promocode: 'SPRING', bonusChoice: 2 }),
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(analyticsOf(events)).toEqual([]);
  });

  it('goes on to the configured target of the registration route', async () => {
    const { api, navigate } = await renderPage('registration', {
      config: { signInRedirects: [{ source: 'registration', target: '/office/recharge' }] },
    });
    api.register.mockResolvedValue({ success: true, userId: 8, login: '8', password: 'Pw8abcde' });
    await acceptTheTerms();
    await userEvent.click(screen.getByRole('button', { name: 'registration_submit' }));
    await userEvent.click(await screen.findByRole('button', { name: 'registration_continue' }));
    expect(navigate).toHaveBeenCalledWith('/en/office/recharge');
  });

  it('says why the SMS for a phone registration was refused', async () => {
    const { api } = await renderPage('registration');
    api.recovery.sendSms.mockRejectedValue(httpFailure(409, 'PHONE_TAKEN'));
    await userEvent.click(screen.getByRole('tab', { name: 'registration_type_phone_reg' }));
    await acceptTheTerms();
    await userEvent.type(screen.getByLabelText('auth_field_phone'), '+79990001122');
    await userEvent.click(screen.getByRole('button', { name: 'auth_send_sms' }));
    expect((await screen.findByRole('alert')).textContent).toBe('auth_error_phone_taken');
  });

  it('has the server e-mail the one-click credentials, and offers them as an image', async () => {
    const getContext = jest
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockReturnValue({ fillRect: jest.fn(), fillText: jest.fn() } as never);
    const toDataURL = jest
      .spyOn(HTMLCanvasElement.prototype, 'toDataURL')
      .mockReturnValue('data:image/png;base64,AAAA');
    try {
      const { api } = await renderPage('registration');
      api.register.mockResolvedValue({
        success: true,
        userId: 9,
        login: '9',
        password: 'Pw9abcde',
      });
      await userEvent.click(screen.getByLabelText('registration_save_option_email'));
      await userEvent.type(screen.getByLabelText('registration_email'), 'ann@example.com');
      await acceptTheTerms();
      await userEvent.click(screen.getByRole('button', { name: 'registration_submit' }));
      expect(api.register).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'one_click', saveOption: 2, email: 'ann@example.com' }),
      );
      expect((await screen.findByRole('status')).textContent).toBe(
        'registration_credentials_emailed',
      );
      const image = screen.getByRole('link', { name: 'registration_save_image' });
      expect(image.getAttribute('href')).toBe('data:image/png;base64,AAAA');
      expect(image.getAttribute('download')).toBe('betshell-account.png');
    } finally {
      getContext.mockRestore();
      toDataURL.mockRestore();
    }
  });

  it('offers Google only when the site has a client id', async () => {
    await renderPage('registration');
    expect(screen.queryByRole('tab', { name: 'registration_type_soc_reg' })).toBeNull();
  });

  it('registers with the Google credential on registration/socialregistration', async () => {
    let callback: ((answer: { credential: string }) => void) | undefined;
    const google: GoogleIdentity = {
      initialize: (options) => {
        callback = options.callback;
      },
      renderButton: jest.fn(),
    };
    const { api, events } = await renderPage('registration', {
      params: { type: 'socialregistration' },
      googleClientId: 'client-1',
      google,
    });
    api.register.mockResolvedValue({ success: true, userId: 10 });
    await act(settle);
    await userEvent.selectOptions(screen.getByLabelText('registration_currency'), 'KZT');
    await userEvent.type(screen.getByLabelText('registration_promocode'), 'WELCOME');
    await acceptTheTerms();
    // Nothing starts before Google answers with the player's credential.
    expect(analyticsOf(events)).toEqual([]);
    expect(
      screen.getByRole('tab', { name: 'registration_type_soc_reg' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(google.renderButton).toHaveBeenCalled();
    await act(async () => {
      callback?.({ credential: 'google-jwt' });
      await settle();
    });
    expect(api.register).toHaveBeenCalledWith({
      type: 'soc_reg',
      termsAccepted: true,
      ageConfirmed: true,
      currency: 'KZT',
      bonusChoice: 1,
      promocode: 'WELCOME',
      countryId: 1,
      network: 'google',
      credential: 'google-jwt',
    });
    expect(analyticsOf(events)[0]).toEqual({
      type: 'analytics',
      name: 'social_registration_start',
      label: 'google',
      socialData: {
        currencyId: 398,
        countryId: 1,
        regType: 'soc_reg',
        promocode: 'WELCOME',
        countryCode: 'RU',
      },
    });
    expect(analyticsOf(events).map((event) => event.name)).toEqual([
      'social_registration_start',
      'registration_success',
      'bonus_chosen',
      'promo_code_checked',
    ]);
  });

  it("holds Google's answer until the terms are accepted and the age confirmed", async () => {
    let callback: ((answer: { credential: string }) => void) | undefined;
    const google: GoogleIdentity = {
      initialize: (options) => {
        callback = options.callback;
      },
      renderButton: jest.fn(),
    };
    const { api, events } = await renderPage('registration', {
      params: { type: 'socialregistration' },
      googleClientId: 'client-1',
      google,
    });
    api.register.mockResolvedValue({ success: true, userId: 11 });
    await act(settle);
    await act(async () => {
      callback?.({ credential: 'google-jwt' });
      await settle();
    });
    expect(api.register).not.toHaveBeenCalled();
    expect(analyticsOf(events)).toEqual([]);
    expect(screen.getByRole('alert').textContent).toBe('registration_acceptance_required');

    await acceptTheTerms();
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => {
      callback?.({ credential: 'google-jwt' });
      await settle();
    });
    expect(api.register).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'soc_reg', termsAccepted: true, ageConfirmed: true }),
    );
  });

  it('starts no social registration when Google cannot be reached', async () => {
    const { events } = await renderPage('registration', {
      params: { type: 'socialregistration' },
      googleClientId: 'client-1',
    });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'sign_in_error_social_unavailable',
    );
    expect(analyticsOf(events)).toEqual([]);
  });
});
