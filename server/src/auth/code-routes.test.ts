import { arrivedVisitor, setUpAuthTestApp } from '../test-support/auth-test-setup';
import {
  createTestPlayer,
  lastEmailToken,
  lastMessageTo,
  lastSmsCode,
  TEST_PASSWORD,
} from '../test-support/auth-fixtures';
import { createTestVisitor, type TestVisitor } from '../test-support/test-visitor';

describe('codes and links: SMS, forgot and reset password', () => {
  const setup = setUpAuthTestApp();
  const { clock } = setup;

  let visitor: TestVisitor;
  beforeEach(async () => {
    visitor = await arrivedVisitor(setup.testApp);
  });

  const login = (who: TestVisitor, uLogin: string, uPassword: string) =>
    who.post('/auth-api/v1/login', { form: 'login_password', uLogin, uPassword });

  it('sends one SMS a minute to a phone, and says how long to wait', async () => {
    const first = await visitor.post('/auth-api/v1/sms', {
      phone: '79002220001',
      purpose: 'register',
    });
    const soon = await visitor.post('/auth-api/v1/sms', {
      phone: '79002220001',
      purpose: 'register',
    });
    clock.advance(60_000);
    const later = await visitor.post('/auth-api/v1/sms', {
      phone: '79002220001',
      purpose: 'register',
    });

    expect(first.json()).toEqual({ success: true, expiresInSeconds: 600 });
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({
      error: { code: 'SMS_TOO_SOON', details: { retryAfterSeconds: 60 } },
    });
    expect(later.statusCode).toBe(200);
  });

  it('answers a login code for an unknown phone as for a known one, and sends nothing', async () => {
    const response = await visitor.post('/auth-api/v1/sms', {
      phone: '79002220002',
      purpose: 'login',
    });

    expect(response.json()).toEqual({ success: true, expiresInSeconds: 600 });
    expect(await lastMessageTo(setup.testApp, '79002220002')).toBeUndefined();
  });

  it('needs a session to send a code for binding a phone', async () => {
    const response = await visitor.post('/auth-api/v1/sms', {
      phone: '79002220003',
      purpose: 'bind_phone',
    });

    expect(response.statusCode).toBe(401);
  });

  it('resets a password by e-mail link, once, and signs out every session', async () => {
    const player = await createTestPlayer(setup.testApp, { email: 'forgot@example.com' });
    const signedIn = createTestVisitor(setup.testApp.app);
    await signedIn.arrive();
    await login(signedIn, 'forgot@example.com', TEST_PASSWORD);

    const forgot = await visitor.post('/auth-api/v1/password/forgot', {
      email: 'Forgot@example.com',
    });
    const token = await lastEmailToken(setup.testApp, 'forgot@example.com');
    const reset = await visitor.post('/auth-api/v1/password/reset', {
      token,
      password: 'brand-new-1',
    });
    const reused = await visitor.post('/auth-api/v1/password/reset', {
      token,
      password: 'brand-new-2',
    });

    expect(forgot.json()).toEqual({ success: true });
    expect(reset.json()).toEqual({ success: true });
    expect(reused.json()).toMatchObject({ error: { code: 'INVALID_LINK' } });
    expect((await signedIn.get('/auth-api/v1/check')).json()).toMatchObject({
      error: { details: { reason: 'password-changed' } },
    });
    expect((await login(visitor, String(player.id), TEST_PASSWORD)).statusCode).toBe(400);
    expect((await login(visitor, String(player.id), 'brand-new-1')).json()).toMatchObject({
      success: true,
    });
  });

  it('refuses a reset link past its hour', async () => {
    await createTestPlayer(setup.testApp, { email: 'slow@example.com' });
    await visitor.post('/auth-api/v1/password/forgot', { email: 'slow@example.com' });
    const token = await lastEmailToken(setup.testApp, 'slow@example.com');
    clock.advance(60 * 60_000);

    const response = await visitor.post('/auth-api/v1/password/reset', {
      token,
      password: 'brand-new-1',
    });

    expect(response.json()).toMatchObject({ error: { code: 'LINK_EXPIRED' } });
  });

  it('resets a password by SMS code', async () => {
    const player = await createTestPlayer(setup.testApp, { phone: '79002220004' });
    await visitor.post('/auth-api/v1/password/forgot', { phone: '+7 900 222 00 04' });
    const code = await lastSmsCode(setup.testApp, '79002220004');

    const wrong = await visitor.post('/auth-api/v1/password/reset', {
      phone: '79002220004',
      code: '999999',
      password: 'sms-new-pass-1',
    });
    const right = await visitor.post('/auth-api/v1/password/reset', {
      phone: '79002220004',
      code,
      password: 'sms-new-pass-1',
    });

    expect(wrong.json()).toMatchObject({ error: { code: 'INVALID_SMS_CODE' } });
    expect(right.json()).toEqual({ success: true });
    expect((await login(visitor, String(player.id), 'sms-new-pass-1')).json()).toMatchObject({
      success: true,
    });
  });

  it('spends an SMS code after five wrong tries', async () => {
    await createTestPlayer(setup.testApp, { phone: '79002220005' });
    await visitor.post('/auth-api/v1/password/forgot', { phone: '79002220005' });
    const code = await lastSmsCode(setup.testApp, '79002220005');
    for (let i = 0; i < 5; i++) {
      await visitor.post('/auth-api/v1/password/reset', {
        phone: '79002220005',
        code: code === '000000' ? '111111' : '000000',
        password: 'sms-new-pass-1',
      });
    }

    const response = await visitor.post('/auth-api/v1/password/reset', {
      phone: '79002220005',
      code,
      password: 'sms-new-pass-1',
    });

    expect(response.json()).toMatchObject({ error: { code: 'INVALID_SMS_CODE' } });
  });

  it('answers forgot the same for an address nobody has, and mails nothing', async () => {
    const response = await visitor.post('/auth-api/v1/password/forgot', {
      email: 'ghost@example.com',
    });

    expect(response.json()).toEqual({ success: true });
    expect(await lastMessageTo(setup.testApp, 'ghost@example.com')).toBeUndefined();
  });

  it('refuses a weak new password before spending the link', async () => {
    await createTestPlayer(setup.testApp, { email: 'weak@example.com' });
    await visitor.post('/auth-api/v1/password/forgot', { email: 'weak@example.com' });
    const token = await lastEmailToken(setup.testApp, 'weak@example.com');

    const weak = await visitor.post('/auth-api/v1/password/reset', { token, password: 'abc' });
    const strong = await visitor.post('/auth-api/v1/password/reset', {
      token,
      password: 'strong-pass-1',
    });

    expect(weak.json()).toMatchObject({
      error: { code: 'WEAK_PASSWORD', details: { problem: 'too-short' } },
    });
    expect(strong.json()).toEqual({ success: true });
  });
});
