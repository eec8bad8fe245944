import { CAPTCHA_HEADER } from '@betshell/domain';
import { CAPTCHA_CODE } from '@betshell/domain/auth';
import { answeredCaptcha, setUpAuthTestApp, signedInPlayer } from '../test-support/auth-test-setup';
import { opsRequest } from '../test-support/build-test-app';
import {
  authenticatorCode,
  createTestPlayer,
  lastEmailToken,
  lastSmsCode,
  TEST_PASSWORD,
} from '../test-support/auth-fixtures';
import { createTestVisitor, type TestVisitor } from '../test-support/test-visitor';

describe('the office security API', () => {
  const setup = setUpAuthTestApp();
  const { clock } = setup;

  let visitor: TestVisitor;
  let userId: number;
  beforeEach(async () => {
    // A one-click player: no e-mail, no phone, activation type 0.
    ({ userId, visitor } = await signedInPlayer(setup));
  });

  const config = async () =>
    (await visitor.get('/web-api/user/config')).json<{ result: Record<string, unknown> }>().result;
  const loginFresh = async (payload: object) => {
    const other = createTestVisitor(setup.testApp.app);
    await other.arrive();
    return other.post('/auth-api/v1/login', payload);
  };

  it('turns two-factor on with a code, after which login asks for the TOTP code', async () => {
    const start = await visitor.post('/web-api/office/security/two-factor/start', {
      password: TEST_PASSWORD,
    });
    const { secret, otpauthUri } = start.json<{ secret: string; otpauthUri: string }>();
    const wrong = await visitor.post('/web-api/office/security/two-factor/confirm', {
      code: '000000',
    });
    const confirmed = await visitor.post('/web-api/office/security/two-factor/confirm', {
      code: authenticatorCode(secret, clock.now()),
    });
    const credentials = { uLogin: String(userId), uPassword: TEST_PASSWORD };
    const step = await loginFresh({ form: 'login_password', ...credentials });
    const done = await loginFresh({
      form: 'login_password_two_step_code',
      ...credentials,
      code: authenticatorCode(secret, clock.now()),
    });

    expect(otpauthUri).toMatch(
      new RegExp(`^otpauth://totp/betshell:${userId}\\?.*secret=${secret}`),
    );
    expect(wrong.json()).toMatchObject({ error: { code: 'INVALID_TWO_FACTOR_CODE' } });
    expect(confirmed.json()).toMatchObject({
      protection_level: 20,
      protection_methods: { enable_two_factor_auth: true },
    });
    expect(step.json()).toEqual({ success: false, form: 'login_password_two_step_code' });
    expect(done.json()).toEqual({ success: true, userId });
  });

  describe('guessing the password of a signed-in session', () => {
    const errorCodes = (answers: { json<T>(): T }[]) =>
      answers.map((answer) => answer.json<{ error?: { code: unknown } }>().error?.code);

    it('gets 5 comparisons of 60 parallel two-factor starts, then a captcha even for the right password', async () => {
      const burst = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          visitor.post('/web-api/office/security/two-factor/start', { password: `guess-${i}` }),
        ),
      );
      const right = await visitor.post('/web-api/office/security/two-factor/start', {
        password: TEST_PASSWORD,
      });

      const codes = errorCodes(burst);
      expect(codes.filter((code) => code === 'INVALID_CREDENTIALS')).toHaveLength(5);
      expect(codes.filter((code) => code === CAPTCHA_CODE.requiredAfterFailures)).toHaveLength(55);
      expect(right.statusCode).toBe(400);
      expect(right.json()).toMatchObject({ error: { code: CAPTCHA_CODE.requiredAfterFailures } });
      expect(right.json()).not.toHaveProperty('secret');
    });

    it('shares the count with sign-in: failed password changes ask the login form for a captcha', async () => {
      const burst = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          visitor.post('/web-api/office/security/password', {
            oldPassword: `guess-${i}`,
            newPassword: 'changed-pass-1',
          }),
        ),
      );
      const login = await loginFresh({
        form: 'login_password',
        uLogin: String(userId),
        uPassword: TEST_PASSWORD,
      });

      expect(errorCodes(burst).filter((code) => code === 'INVALID_CREDENTIALS')).toHaveLength(5);
      expect(login.json()).toMatchObject({ error: { code: CAPTCHA_CODE.requiredAfterFailures } });
    });

    it('lets the right password through with a solved captcha', async () => {
      for (let i = 0; i < 5; i++) {
        await visitor.post('/web-api/office/security/two-factor/start', { password: 'wrong-1' });
      }
      const captchaId = await answeredCaptcha(setup.testApp, visitor);

      const right = await visitor.post(
        '/web-api/office/security/two-factor/start',
        { password: TEST_PASSWORD },
        { [CAPTCHA_HEADER]: `${captchaId}:abcde` },
      );

      expect(right.statusCode).toBe(200);
    });
  });

  it('turns two-factor off with the password and a code', async () => {
    const { secret } = (
      await visitor.post('/web-api/office/security/two-factor/start', { password: TEST_PASSWORD })
    ).json<{ secret: string }>();
    await visitor.post('/web-api/office/security/two-factor/confirm', {
      code: authenticatorCode(secret, clock.now()),
    });

    const off = await visitor.post('/web-api/office/security/two-factor/off', {
      password: TEST_PASSWORD,
      code: authenticatorCode(secret, clock.now()),
    });
    const login = await loginFresh({
      form: 'login_password',
      uLogin: String(userId),
      uPassword: TEST_PASSWORD,
    });

    expect(off.json()).toMatchObject({ protection_methods: { enable_two_factor_auth: false } });
    expect(login.json()).toEqual({ success: true, userId });
  });

  it('changes the password with the old one, and signs the other browsers out', async () => {
    const other = createTestVisitor(setup.testApp.app);
    await other.arrive();
    await other.post('/auth-api/v1/login', {
      form: 'login_password',
      uLogin: String(userId),
      uPassword: TEST_PASSWORD,
    });

    const wrongOld = await visitor.post('/web-api/office/security/password', {
      oldPassword: 'nope-1234',
      newPassword: 'changed-pass-1',
    });
    const changed = await visitor.post('/web-api/office/security/password', {
      oldPassword: TEST_PASSWORD,
      newPassword: 'changed-pass-1',
    });

    expect(wrongOld.json()).toMatchObject({ error: { code: 'INVALID_CREDENTIALS' } });
    expect(changed.json()).toMatchObject({ protection_methods: { is_changed_password: true } });
    expect((await visitor.get('/auth-api/v1/check')).statusCode).toBe(200);
    expect((await other.get('/auth-api/v1/check')).statusCode).toBe(401);
  });

  it('binds a phone with its SMS code: activation type 0 becomes 3', async () => {
    const phone = `7900333${String(userId).slice(-4)}`;
    await visitor.post('/auth-api/v1/sms', { phone, purpose: 'bind_phone' });
    const code = await lastSmsCode(setup.testApp, phone);

    const response = await visitor.post('/web-api/office/security/phone', { phone, code });

    expect(response.json()).toMatchObject({ protection_methods: { enable_phone_binding: true } });
    expect(await config()).toMatchObject({
      phone_number: phone,
      phone_code: '7',
      activation_type: 3,
    });
  });

  it('sets an e-mail to confirm (0 becomes 1), then confirms it by the link', async () => {
    const email = `office${userId}@example.com`;
    const set = await visitor.post('/web-api/office/security/email', {
      email,
      password: TEST_PASSWORD,
    });
    const before = await config();
    await visitor.post('/auth-api/v1/activate', {
      token: await lastEmailToken(setup.testApp, email),
    });

    expect(set.json()).toMatchObject({ protection_methods: { enable_email_auth: false } });
    expect(before).toMatchObject({
      user_email: email,
      activation_type: 1,
      remaining_days_to_activate: 30,
    });
    expect(await config()).toMatchObject({
      protection_methods: { enable_email_auth: true },
      remaining_days_to_activate: null,
    });
  });

  it('sets a secure question, and reaches full protection with every method', async () => {
    const phone = `7900444${String(userId).slice(-4)}`;
    const email = `full${userId}@example.com`;
    await visitor.post('/web-api/office/security/secure-question', {
      question: 'First pet?',
      answer: 'Rex',
      password: TEST_PASSWORD,
    });
    await visitor.post('/web-api/office/security/email', { email, password: TEST_PASSWORD });
    await visitor.post('/auth-api/v1/activate', {
      token: await lastEmailToken(setup.testApp, email),
    });
    await visitor.post('/auth-api/v1/sms', { phone, purpose: 'bind_phone' });
    await visitor.post('/web-api/office/security/phone', {
      phone,
      code: await lastSmsCode(setup.testApp, phone),
    });
    await visitor.post('/web-api/office/security/password', {
      oldPassword: TEST_PASSWORD,
      newPassword: 'full-pass-12',
    });
    const { secret } = (
      await visitor.post('/web-api/office/security/two-factor/start', { password: 'full-pass-12' })
    ).json<{ secret: string }>();
    const last = await visitor.post('/web-api/office/security/two-factor/confirm', {
      code: authenticatorCode(secret, clock.now()),
    });

    expect(last.json()).toEqual({
      protection_level: 100,
      protection_methods: {
        is_changed_password: true,
        enable_two_factor_auth: true,
        enable_phone_binding: true,
        enable_security_question: true,
        enable_email_auth: true,
      },
    });
    expect(await config()).toMatchObject({ is_active_secure_question: true, activation_type: 2 });
  });

  it('refuses an e-mail of another account, and a visitor', async () => {
    await createTestPlayer(setup.testApp, { email: `taken${userId}@example.com` });

    const taken = await visitor.post('/web-api/office/security/email', {
      email: `taken${userId}@example.com`,
      password: TEST_PASSWORD,
    });
    const stranger = await createTestVisitor(setup.testApp.app).post(
      '/web-api/office/security/email',
      {
        email: 'x@y.zz',
        password: 'x',
      },
    );

    expect(taken.statusCode).toBe(409);
    expect(stranger.statusCode).toBe(403);
  });

  it("ends every session of a player at an operator's word", async () => {
    const response = await opsRequest(setup.testApp, 'POST', `/players/${userId}/disconnect`);

    expect(response.json()).toEqual({ ended: 1 });
    expect((await visitor.get('/auth-api/v1/check')).json()).toMatchObject({
      error: { details: { reason: 'operator' } },
    });
  });
});
