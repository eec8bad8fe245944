import { answeredCaptcha, arrivedVisitor, setUpAuthTestApp } from '../test-support/auth-test-setup';
import { CAPTCHA_HEADER, FINGERPRINT_ERROR_CODE } from '@betshell/domain';
import { CAPTCHA_CODE } from '@betshell/domain/auth';
import {
  authenticatorCode,
  createTestPlayer,
  lastSmsCode,
  TEST_AUTH_SETTINGS,
  TEST_PASSWORD,
} from '../test-support/auth-fixtures';
import { createTestVisitor, type TestVisitor } from '../test-support/test-visitor';
import { newTwoFactorSecret } from './two-factor';
import { createPlayerRepository } from '../players/player-repository';

describe('logging in', () => {
  const setup = setUpAuthTestApp();
  const { clock } = setup;

  let visitor: TestVisitor;
  beforeEach(async () => {
    visitor = await arrivedVisitor(setup.testApp);
  });

  const login = (payload: object, headers?: Record<string, string>) =>
    visitor.post('/auth-api/v1/login', payload, headers);
  const check = () => visitor.get('/auth-api/v1/check');

  it('by e-mail and password starts a session that the check reports', async () => {
    const player = await createTestPlayer(setup.testApp, { email: 'anna@example.com' });

    const response = await login({
      form: 'login_password',
      uLogin: 'Anna@Example.com',
      uPassword: TEST_PASSWORD,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, userId: player.id });
    const cookie = response.cookies.find((c) => c.name === 'betshell_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBeUndefined();
    expect((await check()).json()).toEqual({ user_id: player.id });
  });

  it('by numeric account id, remembered: the cookie outlives the browser', async () => {
    const player = await createTestPlayer(setup.testApp);

    const response = await login({
      form: 'login_password',
      uLogin: String(player.id),
      uPassword: TEST_PASSWORD,
      save: true,
    });

    expect(response.json()).toEqual({ success: true, userId: player.id });
    expect(response.cookies.find((c) => c.name === 'betshell_session')?.maxAge).toBe(12 * 3600);
  });

  it('by phone and password', async () => {
    const player = await createTestPlayer(setup.testApp, { phone: '79001110001' });

    const response = await login({
      form: 'phone_password',
      phone_number: '+7 900 111-00-01',
      uPassword: TEST_PASSWORD,
    });

    expect(response.json()).toEqual({ success: true, userId: player.id });
  });

  it('by SMS code from the outbox, once', async () => {
    const player = await createTestPlayer(setup.testApp, { phone: '79001110002' });
    await visitor.post('/auth-api/v1/sms', { phone: '79001110002', purpose: 'login' });
    const code = await lastSmsCode(setup.testApp, '79001110002');

    const first = await login({ form: 'sms', phone_number: '79001110002', 'sms-code': code });
    const again = await createTestVisitorLogin({
      form: 'sms',
      phone_number: '79001110002',
      'sms-code': code,
    });

    expect(first.json()).toEqual({ success: true, userId: player.id });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: { code: 'INVALID_SMS_CODE' } });
  });

  it('by SMS refuses a code past its ten minutes', async () => {
    await createTestPlayer(setup.testApp, { phone: '79001110003' });
    await visitor.post('/auth-api/v1/sms', { phone: '79001110003', purpose: 'login' });
    const code = await lastSmsCode(setup.testApp, '79001110003');
    clock.advance(10 * 60_000);

    const response = await login({ form: 'sms', phone_number: '79001110003', 'sms-code': code });

    expect(response.json()).toMatchObject({ error: { code: 'SMS_CODE_EXPIRED' } });
  });

  it('with two-factor on asks for the code after a correct password, then lets the right code in', async () => {
    const player = await createTestPlayer(setup.testApp, { email: 'two@example.com' });
    const { secret } = newTwoFactorSecret('two@example.com');
    await createPlayerRepository(setup.testApp.database).change(player.id, {
      twoFactorSecret: secret,
    });
    const credentials = { uLogin: 'two@example.com', uPassword: TEST_PASSWORD };

    const first = await login({ form: 'login_password', ...credentials });
    const wrongCode = await login({
      form: 'login_password_two_step_code',
      ...credentials,
      code: '000000',
    });
    const noSession = await check();
    const right = await login({
      form: 'login_password_two_step_code',
      ...credentials,
      code: authenticatorCode(secret, clock.now()),
    });

    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: false, form: 'login_password_two_step_code' });
    expect(wrongCode.json()).toMatchObject({ error: { code: 'INVALID_TWO_FACTOR_CODE' } });
    expect(noSession.statusCode).toBe(401);
    expect(right.json()).toEqual({ success: true, userId: player.id });
  });

  it('with two-factor on never asks a wrong password for the code', async () => {
    const player = await createTestPlayer(setup.testApp, { email: 'two2@example.com' });
    await createPlayerRepository(setup.testApp.database).change(player.id, {
      twoFactorSecret: newTwoFactorSecret('x').secret,
    });

    const response = await login({
      form: 'login_password',
      uLogin: 'two2@example.com',
      uPassword: 'wrong-1234',
    });

    expect(response.json()).toMatchObject({ error: { code: 'INVALID_CREDENTIALS' } });
  });

  it.each([
    [
      'a wrong password',
      { form: 'login_password', uLogin: 'wrong@example.com', uPassword: 'not-it-123' },
    ],
    [
      'an unknown account',
      { form: 'login_password', uLogin: 'nobody@example.com', uPassword: TEST_PASSWORD },
    ],
    [
      'an unknown phone',
      { form: 'phone_password', phone_number: '79990000000', uPassword: TEST_PASSWORD },
    ],
  ])('answers 400 INVALID_CREDENTIALS for %s, the same either way', async (_case, payload) => {
    await createTestPlayer(setup.testApp, { email: 'wrong@example.com' }).catch(() => undefined);

    const response = await login(payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'INVALID_CREDENTIALS',
        message: 'The login or the password is wrong',
        details: { captchaRequired: false },
      },
    });
  });

  it.each([
    ['no uPassword', { form: 'login_password', uLogin: 'a@b.cd' }, 'BAD_REQUEST'],
    [
      'a login that is neither',
      { form: 'login_password', uLogin: 'me', uPassword: 'x' },
      'INVALID_LOGIN',
    ],
    [
      'a phone that is not one',
      { form: 'phone_password', phone_number: '12', uPassword: 'x' },
      'INVALID_PHONE',
    ],
    [
      'an SMS code of five digits',
      { form: 'sms', phone_number: '79001110009', 'sms-code': '12345' },
      'BAD_REQUEST',
    ],
    ['an unknown form', { form: 'password', uLogin: 'a@b.cd', uPassword: 'x' }, 'BAD_REQUEST'],
    [
      'an unknown field',
      { form: 'login_password', uLogin: 'a@b.cd', uPassword: 'x', admin: true },
      'BAD_REQUEST',
    ],
  ])('answers 400 for %s', async (_case, payload, code) => {
    const response = await login(payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code } });
  });

  describe('after 5 failures for one account', () => {
    const email = 'locked@example.com';
    const fail = () =>
      login({ form: 'login_password', uLogin: email, uPassword: 'wrong-password-1' });
    const right = (headers?: Record<string, string>) =>
      login({ form: 'login_password', uLogin: email, uPassword: TEST_PASSWORD }, headers);
    const solvedCaptcha = () => answeredCaptcha(setup.testApp, visitor);

    beforeAll(async () => {
      await createTestPlayer(setup.testApp, { email });
    });

    it('asks for a captcha (400, code 111) even with the right password', async () => {
      const failures = [];
      for (let i = 0; i < 5; i++) failures.push(await fail());

      const response = await right();

      expect(failures[3]?.json()).toMatchObject({ error: { details: { captchaRequired: false } } });
      expect(failures[4]?.json()).toMatchObject({ error: { details: { captchaRequired: true } } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: CAPTCHA_CODE.requiredAfterFailures },
      });
    });

    it('refuses a wrong captcha answer with 112 and a spent one with 113', async () => {
      const captchaId = await solvedCaptcha();

      const wrong = await right({ [CAPTCHA_HEADER]: `${captchaId}:wrong` });
      const spent = await right({ [CAPTCHA_HEADER]: `${captchaId}:wrong` });

      expect(wrong.json()).toMatchObject({ error: { code: CAPTCHA_CODE.wrongAnswer } });
      expect(spent.json()).toMatchObject({ error: { code: CAPTCHA_CODE.expired } });
    });

    it('lets the right password in with a solved captcha, and forgets the failures', async () => {
      const captchaId = await solvedCaptcha();

      const response = await right({ [CAPTCHA_HEADER]: `${captchaId}:ABCDE` });
      const next = await fail();

      expect(response.json()).toMatchObject({ success: true });
      expect(next.json()).toMatchObject({ error: { code: 'INVALID_CREDENTIALS' } });
    });

    it('lets the account in without a captcha 15 minutes after the failures', async () => {
      for (let i = 0; i < 5; i++) await fail();
      clock.advance(15 * 60_000 + 1);

      expect((await right()).json()).toMatchObject({ success: true });
    });
  });

  it('asks for a captcha after 20 failures from one address, whatever the account', async () => {
    for (let i = 0; i < 20; i++) {
      await login({
        form: 'login_password',
        uLogin: `guess${i}@example.com`,
        uPassword: 'guess-123',
      });
    }

    const response = await login({
      form: 'login_password',
      uLogin: 'other@example.com',
      uPassword: 'guess-123',
    });

    expect(response.json()).toMatchObject({ error: { code: CAPTCHA_CODE.requiredAfterFailures } });
  });

  it('answers 400 with code 120 without a valid fingerprint token', async () => {
    const player = await createTestPlayer(setup.testApp, { email: 'print@example.com' });
    const payload = {
      form: 'login_password',
      uLogin: 'print@example.com',
      uPassword: TEST_PASSWORD,
    };
    visitor.fingerprint = undefined;
    const missing = await login(payload);
    visitor.fingerprint = 'forged';
    const forged = await login(payload);
    await visitor.arrive();
    const fresh = await login(payload);

    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: { code: FINGERPRINT_ERROR_CODE } });
    expect(forged.json()).toMatchObject({ error: { code: FINGERPRINT_ERROR_CODE } });
    expect(fresh.json()).toEqual({ success: true, userId: player.id });
  });

  it('answers 403 without the CSRF header, and with one of another browser', async () => {
    const payload = { form: 'login_password', uLogin: 'a@b.cd', uPassword: 'x' };
    const missing = await visitor.request({
      method: 'POST',
      url: '/auth-api/v1/login',
      payload,
      noCsrf: true,
    });
    const other = createTestVisitor(setup.testApp.app);
    await other.arrive();
    const foreign = await visitor.post('/auth-api/v1/login', payload, {
      'x-csrf-token': other.cookies.get('csrf_token') ?? '',
    });

    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ error: { code: 'CSRF_TOKEN_MISSING' } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ error: { code: 'CSRF_TOKEN_INVALID' } });
  });

  it('answers 429 past the per-account limit of 15 minutes', async () => {
    const answers = [];
    for (let i = 0; i < TEST_AUTH_SETTINGS.rateLimitPerAccountPer15Minutes + 1; i++) {
      const other = createTestVisitor(setup.testApp.app);
      await other.arrive();
      answers.push(
        await other.post('/auth-api/v1/login', {
          form: 'login_password',
          uLogin: 'busy@example.com',
        }),
      );
    }

    expect(answers.at(-2)?.statusCode).toBe(400);
    expect(answers.at(-1)?.statusCode).toBe(429);
    expect(answers.at(-1)?.json()).toMatchObject({
      error: { code: 'TOO_MANY_REQUESTS', details: { retryAfterSeconds: 900 } },
    });
  });

  it('answers 429 past the per-address limit of a minute, and again after it', async () => {
    // Without a password: refused at once, and never a failure that would ask for a captcha.
    const payload = (i: number) => ({ form: 'login_password', uLogin: `many${i}@example.com` });
    const answers = [];
    for (let i = 0; i < TEST_AUTH_SETTINGS.rateLimitPerAddressPerMinute + 1; i++) {
      answers.push((await login(payload(i))).statusCode);
    }
    clock.advance(60_000);
    const later = await login(payload(0));

    // The fingerprint call of arrive() counted too: one address, one budget.
    const limit = TEST_AUTH_SETTINGS.rateLimitPerAddressPerMinute;
    expect(answers.slice(0, limit - 1).every((status) => status === 400)).toBe(true);
    expect(answers.slice(limit - 1)).toEqual([429, 429]);
    expect(later.statusCode).toBe(400);
  });

  /** A login from a second browser, which gets its own fingerprint and CSRF token. */
  async function createTestVisitorLogin(payload: object) {
    const other = createTestVisitor(setup.testApp.app);
    await other.arrive();
    return other.post('/auth-api/v1/login', payload);
  }
});
