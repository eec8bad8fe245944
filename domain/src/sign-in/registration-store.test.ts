import { createShellEventBus, type ShellEvent } from '../bus/shell-event';
import { httpFailure, signInApiFixture } from '../testing/sign-in-api-fixture';
import { RegistrationStore, credentialsFileText } from './registration-store';

function registration() {
  const api = signInApiFixture();
  const bus = createShellEventBus();
  const events: ShellEvent[] = [];
  bus.subscribe((event) => events.push(event));
  return { api, events, store: new RegistrationStore({ api, bus }) };
}

const accepted = { termsAccepted: true, ageConfirmed: true } as const;
const oneClick = {
  type: 'one_click',
  currency: 'RUB',
  countryId: 1,
  bonusChoice: 1,
  ...accepted,
} as const;

describe('the registration page', () => {
  it("keeps a one-click player's generated credentials to show them, and signs the page in when the player goes on", async () => {
    const { api, events, store } = registration();
    api.register.mockResolvedValue({
      success: true,
      userId: 12,
      login: '12',
      password: 'Xy7pass12',
    });
    expect(await store.register(oneClick)).toBe(true);
    expect(api.register).toHaveBeenCalledWith(oneClick);
    expect(store.credentials).toEqual({ login: '12', password: 'Xy7pass12' });
    // Signed in only once the player goes on, so the credentials stay on the screen till then.
    expect(events.filter((event) => event.type === 'session')).toEqual([]);
    store.forgetCredentials();
    expect(store.credentials).toBeNull();
    expect(events.filter((event) => event.type === 'session')).toEqual([
      { type: 'session', change: 'signed-in', userId: 12 },
    ]);
  });

  it('shows why a registration was refused', async () => {
    const { api, events, store } = registration();
    api.register.mockRejectedValue(httpFailure(400, 'UNDER_AGE'));
    expect(await store.register({ ...oneClick, type: 'full_reg' })).toBe(false);
    expect(store.errorKey).toBe('auth_error_under_age');
    expect(store.submitting).toBe(false);
    expect(events).toEqual([]);
  });

  it("writes the credentials file with the player's labels", () => {
    expect(
      credentialsFileText(
        { login: '12', password: 'pw' },
        { login: 'Login', password: 'Password' },
      ),
    ).toBe('Login: 12\nPassword: pw\n');
  });

  it('signs the page in at once for a registration without generated credentials', async () => {
    const { api, events, store } = registration();
    api.register.mockResolvedValue({ success: true, userId: 13 });
    await store.register({ ...oneClick, type: 'full_reg' });
    expect(store.credentials).toBeNull();
    expect(events.at(-1)).toEqual({ type: 'session', change: 'signed-in', userId: 13 });
  });

  it('announces the registration and the bonus chosen on the answer, before any session', async () => {
    const { api, events, store } = registration();
    api.register.mockResolvedValue({ success: true, userId: 12, login: '12', password: 'pw' });
    await store.register({ ...oneClick, bonusChoice: 2 });
    expect(events).toEqual([
      { type: 'analytics', name: 'registration_success', label: 'one_click' },
      { type: 'analytics', name: 'bonus_chosen', label: 'casino' },
    ]);
  });

  it('says why a promo code refused the registration, and counts the check', async () => {
    const { api, events, store } = registration();
    api.register.mockRejectedValue(
      httpFailure(400, 'PROMO_CODE_REFUSED', {
        refusal: 'expired',
        messageKey: 'bonus_promo_refused_expired',
      }),
    );
    expect(await store.register({ ...oneClick, promocode: 'OLD' })).toBe(false);
    expect(store.errorKey).toBe('bonus_promo_refused_expired');
    expect(events).toEqual([
      { type: 'analytics', name: 'promo_code_checked', label: 'registration:expired' },
    ]);
  });

  it('starts a social registration with the data of the form, kept whatever the answer', async () => {
    const { api, events, store } = registration();
    api.register.mockRejectedValue(httpFailure(400, 'INVALID_SOCIAL_CREDENTIAL'));
    await store.register({
      type: 'soc_reg',
      ...accepted,
      currency: 'USD',
      countryId: 2,
      bonusChoice: 0,
      promocode: ' SPRING ',
      network: 'google',
      credential: 'jwt',
    });
    expect(events).toEqual([
      {
        type: 'analytics',
        name: 'social_registration_start',
        label: 'google',
        socialData: {
          currencyId: 840,
          countryId: 2,
          regType: 'soc_reg',
          promocode: 'SPRING',
          countryCode: 'UA',
        },
      },
    ]);
  });
});
