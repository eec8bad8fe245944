import { CAPTCHA_LOCKOUT, CAPTCHA_CODE, ONE_TIME_SECRET } from '@betshell/domain/auth';
import { arrivedVisitor, setUpAuthTestApp } from '../test-support/auth-test-setup';
import { createTestPlayer, lastSmsCode, TEST_PASSWORD } from '../test-support/auth-fixtures';

/** The attempts the newest code of a phone has had, as the database counted them. */
async function codeAttempts(
  setup: ReturnType<typeof setUpAuthTestApp>,
  purpose: string,
  phone: string,
): Promise<number> {
  const [row] = await setup.testApp.database.query<{ attempts: number }>(
    'select attempts from one_time_secrets where purpose = $1 and target = $2 order by id desc limit 1',
    [purpose, phone],
  );
  return Number(row?.attempts);
}

const codeOtherThan = (code: string, i: number) =>
  String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

describe('attempts at a secret are counted before the secret is compared', () => {
  const setup = setUpAuthTestApp();

  it('lets a burst of 24 parallel wrong passwords compare 5, then asks even the right one for a captcha', async () => {
    const player = await createTestPlayer(setup.testApp, { email: 'burst@example.com' });
    const visitor = await arrivedVisitor(setup.testApp);
    const guess = (uPassword: string) =>
      visitor.post('/auth-api/v1/login', {
        form: 'login_password',
        uLogin: String(player.id),
        uPassword,
      });

    const burst = await Promise.all(Array.from({ length: 24 }, (_, i) => guess(`wrong-${i}`)));
    const right = await guess(TEST_PASSWORD);

    const codes = burst.map((answer) => answer.json<{ error: { code: unknown } }>().error.code);
    expect(codes.filter((code) => code === 'INVALID_CREDENTIALS')).toHaveLength(
      CAPTCHA_LOCKOUT.failuresPerAccount,
    );
    expect(codes.filter((code) => code === CAPTCHA_CODE.requiredAfterFailures)).toHaveLength(
      24 - CAPTCHA_LOCKOUT.failuresPerAccount,
    );
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ error: { code: CAPTCHA_CODE.requiredAfterFailures } });
  });

  it('lets 30 parallel SMS login guesses try the code 5 times, and the right code among the last ones does not sign in', async () => {
    const phone = '79003330001';
    await createTestPlayer(setup.testApp, { phone });
    const visitor = await arrivedVisitor(setup.testApp);
    await visitor.post('/auth-api/v1/sms', { phone, purpose: 'login' });
    const code = await lastSmsCode(setup.testApp, phone);
    const guesses = [...Array.from({ length: 29 }, (_, i) => codeOtherThan(code, i)), code];

    const burst = await Promise.all(
      guesses.map((guess) =>
        visitor.post('/auth-api/v1/login', {
          form: 'sms',
          phone_number: phone,
          'sms-code': guess,
        }),
      ),
    );

    const compared = burst.filter(
      (answer) =>
        answer.json<{ error?: { code: unknown } }>().error?.code !==
        CAPTCHA_CODE.requiredAfterFailures,
    );
    expect(compared.length).toBeLessThanOrEqual(CAPTCHA_LOCKOUT.failuresPerAccount);
    expect(await codeAttempts(setup, 'login', phone)).toBeLessThanOrEqual(
      ONE_TIME_SECRET.codeMaxAttempts,
    );
    expect(burst.at(-1)?.statusCode).toBe(400);
    expect((await visitor.get('/auth-api/v1/check')).statusCode).toBe(401);
  });

  it('lets 30 parallel SMS password-reset guesses try the code 5 times, never more', async () => {
    const phone = '79003330002';
    await createTestPlayer(setup.testApp, { phone });
    const visitor = await arrivedVisitor(setup.testApp);
    await visitor.post('/auth-api/v1/password/forgot', { phone });
    const code = await lastSmsCode(setup.testApp, phone);

    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        visitor.post('/auth-api/v1/password/reset', {
          phone,
          code: codeOtherThan(code, i),
          password: 'new-password-1',
        }),
      ),
    );
    const right = await visitor.post('/auth-api/v1/password/reset', {
      phone,
      code,
      password: 'new-password-1',
    });

    expect(burst.every((answer) => answer.statusCode === 400)).toBe(true);
    expect(await codeAttempts(setup, 'reset', phone)).toBe(ONE_TIME_SECRET.codeMaxAttempts);
    expect(right.json()).toMatchObject({ error: { code: 'INVALID_SMS_CODE' } });
  });

  it('gives a signed-in attempt back: the right password does not count against the account', async () => {
    const player = await createTestPlayer(setup.testApp, { email: 'often@example.com' });
    const visitor = await arrivedVisitor(setup.testApp);
    const answers = [];
    for (let i = 0; i < CAPTCHA_LOCKOUT.failuresPerAccount + 2; i++) {
      answers.push(
        await visitor.post('/auth-api/v1/login', {
          form: 'login_password',
          uLogin: String(player.id),
          uPassword: TEST_PASSWORD,
        }),
      );
    }

    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
  });
});
