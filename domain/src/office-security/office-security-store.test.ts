import type { AnalyticsBusEvent } from '../analytics/analytics-events-of';
import type { HttpFailure } from '../http/http-failure';
import { userConfigFixture } from '../testing';
import type { OfficeSecurityApi, Protection } from './office-security-api';
import { OfficeSecurityStore } from './office-security-store';

let published: AnalyticsBusEvent[] = [];
const bus = { next: (event: AnalyticsBusEvent) => published.push(event) };
beforeEach(() => {
  published = [];
});

// Like the platform's PlatformHttpError: an Error carrying the failure of the catalogue.
const failure = (errorCode: string, code = 400): Error & HttpFailure =>
  Object.assign(new Error(errorCode), {
    status: 'http-error' as const,
    code,
    errorCode,
    messageKey: 'http_error_bad_request',
  });

const protection = (level: number, on: Partial<Protection['protection_methods']>): Protection => ({
  protection_level: level,
  protection_methods: {
    is_changed_password: false,
    enable_two_factor_auth: false,
    enable_phone_binding: false,
    enable_security_question: false,
    enable_email_auth: false,
    ...on,
  },
});

function apiFake(overrides: Partial<OfficeSecurityApi> = {}): jest.Mocked<OfficeSecurityApi> {
  const rejectAll = () => Promise.reject(new Error('not expected'));
  return {
    fetchUserConfig: jest.fn(() => Promise.resolve(userConfigFixture())),
    changePassword: jest.fn(rejectAll),
    startTwoFactor: jest.fn(rejectAll),
    confirmTwoFactor: jest.fn(rejectAll),
    turnOffTwoFactor: jest.fn(rejectAll),
    sendPhoneCode: jest.fn(rejectAll),
    bindPhone: jest.fn(rejectAll),
    setEmail: jest.fn(rejectAll),
    setSecureQuestion: jest.fn(rejectAll),
    setHideBalance: jest.fn(() => Promise.resolve()),
    ...overrides,
  } as jest.Mocked<OfficeSecurityApi>;
}

async function loadedStore(overrides: Partial<OfficeSecurityApi> = {}) {
  const api = apiFake(overrides);
  const log = jest.fn();
  const store = new OfficeSecurityStore(api, log, bus);
  await store.load();
  return { api, log, store };
}

describe('the office security store', () => {
  it('refreshes the config quietly, keeping the load state of the page it serves', async () => {
    const { api, log, store } = await loadedStore();
    api.fetchUserConfig.mockResolvedValueOnce(userConfigFixture({ protection_level: 100 }));
    const refreshing = store.refresh();
    expect(store.loadState).toBe('loaded');
    await refreshing;
    expect(store.status).toBe('full');
    api.fetchUserConfig.mockRejectedValueOnce(failure('NETWORK'));
    await store.refresh();
    expect([store.loadState, store.status]).toEqual(['loaded', 'full']);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('hides the balance for every reader at once, keeps the choice over an older config, and shows it again when the server refuses', async () => {
    let answer: (config: ReturnType<typeof userConfigFixture>) => void = () => undefined;
    const setHideBalance = jest.fn((hide: boolean) =>
      hide ? Promise.resolve() : Promise.reject(failure('NETWORK')),
    );
    const { api, log, store } = await loadedStore({ setHideBalance });
    expect(store.balanceHidden).toBe(false);
    api.fetchUserConfig.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const refreshing = store.refresh();
    await store.setHideBalance(true);
    expect([store.balanceHidden, store.config?.user_hide_balance]).toEqual([true, true]);
    expect(setHideBalance).toHaveBeenCalledWith(true);
    answer(userConfigFixture({ user_hide_balance: false }));
    await refreshing;
    expect(store.balanceHidden).toBe(true);
    await store.setHideBalance(false);
    expect(store.balanceHidden).toBe(true);
    expect(log).toHaveBeenCalledWith('fail save hide balance', expect.anything());
  });

  it('is loading until the user config arrives, then knows the protection status', async () => {
    let answer: (config: ReturnType<typeof userConfigFixture>) => void = () => undefined;
    const api = apiFake({
      fetchUserConfig: () => new Promise((resolve) => (answer = resolve)),
    });
    const store = new OfficeSecurityStore(api, jest.fn(), bus);
    expect(store.status).toBe('none');
    const loading = store.load();
    expect(store.loadState).toBe('loading');
    answer(userConfigFixture({ protection_level: 40 }));
    await loading;
    expect(store.loadState).toBe('loaded');
    expect(store.status).toBe('normal');
  });

  it('logs a failed user config and keeps a sentence for the player', async () => {
    const { store, log } = await loadedStore({
      fetchUserConfig: () => Promise.reject(failure('INTERNAL', 500)),
    });
    expect(store.loadState).toBe('failed');
    expect(store.loadErrorKey).toBe('http_error_bad_request');
    expect(log).toHaveBeenCalledWith('user config not loaded', expect.anything());
  });

  it('names the methods that would raise the protection level', async () => {
    const { store } = await loadedStore({
      fetchUserConfig: () =>
        Promise.resolve(userConfigFixture(protection(40, { is_changed_password: true }))),
    });
    expect(store.missingMethods).toEqual([
      'enable_two_factor_auth',
      'enable_phone_binding',
      'enable_security_question',
      'enable_email_auth',
    ]);
  });

  it('takes the new protection a change answers', async () => {
    const changePassword = jest.fn(() =>
      Promise.resolve(protection(20, { is_changed_password: true })),
    );
    const { store } = await loadedStore({ changePassword });
    await expect(store.changePassword('old1pass', 'new2pass')).resolves.toBe(true);
    expect(changePassword).toHaveBeenCalledWith('old1pass', 'new2pass');
    expect(store.done).toBe('password');
    expect(store.config?.protection_methods.is_changed_password).toBe(true);
    expect(store.missingMethods).not.toContain('is_changed_password');
  });

  it('says why a change failed, in the sentence of its error code', async () => {
    const { store } = await loadedStore({
      changePassword: () => Promise.reject(failure('INVALID_CREDENTIALS')),
    });
    await expect(store.changePassword('wrong', 'new2pass')).resolves.toBe(false);
    expect(store.failure).toEqual({
      action: 'password',
      messageKey: 'office_security_error_wrong_password',
    });
    expect(store.pending).toBeNull();
  });

  it('falls back to the HTTP catalogue for errors without a sentence of their own', async () => {
    const { store } = await loadedStore({
      changePassword: () => Promise.reject(failure('SOMETHING_ELSE')),
    });
    await store.changePassword('a', 'b');
    expect(store.failure?.messageKey).toBe('http_error_bad_request');
  });

  it('keeps the two-factor secret until the code confirms it, then two-factor is on', async () => {
    const { store } = await loadedStore({
      startTwoFactor: () => Promise.resolve({ secret: 'ABC', otpauthUri: 'otpauth://totp/x' }),
      confirmTwoFactor: () => Promise.resolve(protection(20, { enable_two_factor_auth: true })),
    });
    await store.startTwoFactor('pass1word');
    expect(store.enrolment).toEqual({ secret: 'ABC', otpauthUri: 'otpauth://totp/x' });
    expect(store.twoFactorOn).toBe(false);
    await store.confirmTwoFactor('123456');
    expect(store.enrolment).toBeNull();
    expect(store.twoFactorOn).toBe(true);
  });

  it('keeps the secret when the confirming code is wrong', async () => {
    const { store } = await loadedStore({
      startTwoFactor: () => Promise.resolve({ secret: 'ABC', otpauthUri: 'otpauth://totp/x' }),
      confirmTwoFactor: () => Promise.reject(failure('INVALID_TWO_FACTOR_CODE')),
    });
    await store.startTwoFactor('pass1word');
    await store.confirmTwoFactor('000000');
    expect(store.enrolment?.secret).toBe('ABC');
    expect(store.failure?.messageKey).toBe('office_security_error_wrong_two_factor_code');
  });

  it('binds the phone the code was sent to', async () => {
    const bindPhone = jest.fn(() =>
      Promise.resolve(protection(20, { enable_phone_binding: true })),
    );
    const { store } = await loadedStore({ sendPhoneCode: () => Promise.resolve(), bindPhone });
    await expect(store.bindPhone('123456')).resolves.toBe(false);
    await store.sendPhoneCode('+7 900 123-45-67');
    expect(store.phoneCodeSentTo).toBe('+7 900 123-45-67');
    await store.bindPhone('123456');
    expect(bindPhone).toHaveBeenCalledWith('+7 900 123-45-67', '123456');
    expect(store.phoneCodeSentTo).toBeNull();
    expect(store.config?.phone_number).toBe('79001234567');
  });

  it('remembers where the e-mail confirmation went, and that a secure question is set', async () => {
    const { store } = await loadedStore({
      setEmail: () => Promise.resolve(protection(0, {})),
      setSecureQuestion: () => Promise.resolve(protection(20, { enable_security_question: true })),
    });
    await store.setEmail('me@example.com', 'pass1word');
    expect(store.emailSentTo).toBe('me@example.com');
    await store.setSecureQuestion('First pet?', 'Rex', 'pass1word');
    expect(store.config?.is_active_secure_question).toBe(true);
    expect(store.done).toBe('secure-question');
  });

  it('tells analytics of each change the server took, and of no refused one or half-done step', async () => {
    const { store } = await loadedStore({
      changePassword: () => Promise.resolve(protection(20, { is_changed_password: true })),
      startTwoFactor: () => Promise.resolve({ secret: 'ABC', otpauthUri: 'otpauth://totp/x' }),
      confirmTwoFactor: () => Promise.resolve(protection(40, { enable_two_factor_auth: true })),
      turnOffTwoFactor: () => Promise.reject(failure('INVALID_TWO_FACTOR_CODE')),
      sendPhoneCode: () => Promise.resolve(),
      bindPhone: () => Promise.resolve(protection(60, { enable_phone_binding: true })),
      setEmail: () => Promise.resolve(protection(60, {})),
      setSecureQuestion: () => Promise.resolve(protection(80, { enable_security_question: true })),
    });
    await store.changePassword('old1pass', 'new2pass');
    await store.startTwoFactor('new2pass');
    await store.confirmTwoFactor('123456');
    await store.turnOffTwoFactor('new2pass', '000000');
    await store.sendPhoneCode('+7 900 123-45-67');
    await store.bindPhone('123456');
    await store.setEmail('me@example.com', 'new2pass');
    await store.setSecureQuestion('First pet?', 'Rex', 'new2pass');
    expect(published.map((event) => event.name)).toEqual([
      'password_changed',
      'two_factor_on',
      'phone_bound',
      'email_bound',
      'secure_question_set',
    ]);
  });

  it('tells analytics that two-factor was turned off', async () => {
    const { store } = await loadedStore({
      turnOffTwoFactor: () => Promise.resolve(protection(0, {})),
    });
    await store.turnOffTwoFactor('pass1word', '123456');
    expect(published).toEqual([{ type: 'analytics', name: 'two_factor_off' }]);
  });

  it('runs one change at a time', async () => {
    let finish: (value: Protection) => void = () => undefined;
    const turnOffTwoFactor = jest.fn(() => Promise.resolve(protection(0, {})));
    const { store } = await loadedStore({
      changePassword: () => new Promise<Protection>((resolve) => (finish = resolve)),
      turnOffTwoFactor,
    });
    const first = store.changePassword('a', 'b');
    expect(store.pending).toBe('password');
    await expect(store.turnOffTwoFactor('a', '123456')).resolves.toBe(false);
    expect(turnOffTwoFactor).not.toHaveBeenCalled();
    finish(protection(20, { is_changed_password: true }));
    await first;
    expect(store.pending).toBeNull();
  });

  it('forgets the previous player when it loads again', async () => {
    const { store } = await loadedStore({
      startTwoFactor: () => Promise.resolve({ secret: 'ABC', otpauthUri: 'otpauth://totp/x' }),
    });
    await store.startTwoFactor('pass1word');
    const reload = store.load();
    expect(store.config).toBeNull();
    expect(store.enrolment).toBeNull();
    await reload;
    expect(store.loadState).toBe('loaded');
  });
});
