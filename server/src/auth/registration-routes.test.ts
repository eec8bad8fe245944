import { readRegistrationAcceptance } from '../players/registration-acceptance';
import { publishTerms } from '../user-config/terms-publication';
import { buildTestApp, opsRequest, type TestApp } from '../test-support/build-test-app';
import { DATABASE_SETUP_TIMEOUT_MS } from '../test-support/create-test-database';
import {
  lastEmailToken,
  lastMessageTo,
  lastSmsCode,
  TEST_AUTH_SETTINGS,
} from '../test-support/auth-fixtures';
import {
  createGoogleTestKeys,
  TEST_GOOGLE_CLIENT_ID,
  type GoogleTestKeys,
} from '../test-support/google-test-keys';
import { createTestClock } from '../test-support/test-clock';
import { createTestVisitor, type TestVisitor } from '../test-support/test-visitor';

describe('registering', () => {
  let testApp: TestApp;
  let google: GoogleTestKeys;
  const clock = createTestClock(new Date('2026-11-22T10:00:00Z'));

  beforeAll(async () => {
    google = await createGoogleTestKeys();
    testApp = await buildTestApp({
      clock: clock.now,
      auth: {
        ...TEST_AUTH_SETTINGS,
        googleClientId: TEST_GOOGLE_CLIENT_ID,
        googleKeySet: { file: google.file },
      },
    });
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(() => testApp.close());

  let visitor: TestVisitor;
  beforeEach(async () => {
    visitor = createTestVisitor(testApp.app);
    await visitor.arrive();
  });

  const register = (payload: object) => visitor.post('/auth-api/v1/register', payload);
  const accepted = { termsAccepted: true, ageConfirmed: true };
  const base = { currency: 'RUB', countryId: 1, bonusChoice: 1, ...accepted };
  const playerRow = async (id: number) =>
    (
      await testApp.database.query<Record<string, unknown>>('select * from players where id = $1', [
        id,
      ])
    )[0];

  describe('in bulk', () => {
    const oneClick = (who: TestVisitor) =>
      who.post('/auth-api/v1/register', { type: 'one_click', ...base });
    const repeat = (status: number, times: number): number[] =>
      Array.from({ length: times }, () => status);
    const statuses = (answers: { statusCode: number }[]) =>
      answers.map((answer) => answer.statusCode).sort();

    it('refuses a parallel burst from one browser past 3 accounts an hour with 429', async () => {
      // Ten: the address's own limit, so that every refusal is the browser's, whatever order the
      // database serves the burst in.
      const burst = await Promise.all(Array.from({ length: 10 }, () => oneClick(visitor)));

      expect(statuses(burst)).toEqual([...repeat(200, 3), ...repeat(429, 7)]);
      expect(burst.find((answer) => answer.statusCode === 429)?.json()).toEqual({
        error: {
          code: 'TOO_MANY_REGISTRATIONS',
          message: 'Too many accounts were opened from this browser: try again later',
          details: { retryAfterSeconds: 3600 },
        },
      });
    });

    it('refuses a parallel burst from one address past 10 accounts an hour, whatever the browsers, and lets it in after the hour', async () => {
      const browsers = await Promise.all(
        Array.from({ length: 14 }, async () => {
          const browser = createTestVisitor(testApp.app);
          browser.address = '10.77.0.1';
          await browser.arrive();
          return browser;
        }),
      );

      const burst = await Promise.all(browsers.map(oneClick));
      clock.advance(60 * 60_000);
      const later = await oneClick(browsers[0]!);

      expect(statuses(burst)).toEqual([...repeat(200, 10), ...repeat(429, 4)]);
      expect(burst.find((answer) => answer.statusCode === 429)?.json()).toMatchObject({
        error: { code: 'TOO_MANY_REGISTRATIONS' },
      });
      expect(later.statusCode).toBe(200);
    });
  });

  describe('one_click', () => {
    it('answers a generated login and password once, and they sign in', async () => {
      const response = await register({ type: 'one_click', ...base });
      const answer = response.json<{ userId: number; login: string; password: string }>();
      const row = await playerRow(answer.userId);
      const other = createTestVisitor(testApp.app);
      await other.arrive();
      const login = await other.post('/auth-api/v1/login', {
        form: 'login_password',
        uLogin: answer.login,
        uPassword: answer.password,
      });

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(answer).toEqual({
        success: true,
        userId: expect.any(Number) as unknown,
        login: String(answer.userId),
        password: expect.stringMatching(/^[A-Za-z2-9]{10}$/) as unknown,
      });
      expect(row).toMatchObject({
        registration_type: 'one_click',
        activation_type: 0,
        bonus_choice: 1,
        currency: 'RUB',
      });
      expect(String(row?.['password_hash'])).toMatch(/^\$argon2id\$/);
      expect((await visitor.get('/auth-api/v1/check')).json()).toEqual({ user_id: answer.userId });
      expect(login.json()).toEqual({ success: true, userId: answer.userId });
    });

    it('mails the credentials when the save option is e-mail (2), in the default Russian when the page names no language', async () => {
      const response = await register({
        type: 'one_click',
        ...base,
        saveOption: 2,
        email: 'keep@example.com',
      });
      const { login, password } = response.json<{ login: string; password: string }>();

      const letter = await lastMessageTo(testApp, 'keep@example.com');
      expect(letter?.subject).toBe('Ваш логин и пароль');
      expect(letter?.body).toContain(`Логин: ${login}\nПароль: ${password}\n`);
    });

    describe('when a write fails half-way', () => {
      const count = async (table: string) =>
        Number(
          (await testApp.database.query<{ n: string }>(`select count(*) as n from ${table}`))[0]?.n,
        );
      const counts = async () => ({
        players: await count('players'),
        acceptances: await count('registration_acceptances'),
        accounts: await count('accounts'),
        outbox: await count('outbox'),
        sessions: await count('sessions'),
      });
      // The failure comes from the database itself, at the last write (the session), after the
      // player, its main account and the credentials letter are written.
      const withFailingSessionInserts = async <T>(work: () => Promise<T>): Promise<T> => {
        await testApp.database.exec(`
          create function fail_session_insert() returns trigger language plpgsql as $$
          begin raise exception 'injected failure'; end $$;
          create trigger fail_session_insert before insert on sessions
            for each row execute function fail_session_insert();`);
        try {
          return await work();
        } finally {
          await testApp.database.exec(`
            drop trigger fail_session_insert on sessions;
            drop function fail_session_insert();`);
        }
      };

      it('keeps no player, acceptance, account, letter or session, and sets no cookie', async () => {
        const before = await counts();
        const response = await withFailingSessionInserts(() =>
          register({ type: 'one_click', ...base, saveOption: 2, email: 'half-way@example.com' }),
        );

        expect(response.statusCode).toBe(500);
        expect(response.headers['set-cookie']).toBeUndefined();
        expect(await counts()).toEqual(before);
        expect(await lastMessageTo(testApp, 'half-way@example.com')).toBeUndefined();
      });

      it('leaves the SMS code of a phone registration unused, so a retry works', async () => {
        await visitor.post('/auth-api/v1/sms', { phone: '380501234599', purpose: 'register' });
        const code = await lastSmsCode(testApp, '380501234599');
        const attempt = () =>
          register({
            type: 'phone_reg',
            ...base,
            phone: '380501234599',
            smsCode: code,
            password: 'phone-pass-1',
          });
        const before = await counts();
        const failed = await withFailingSessionInserts(attempt);
        expect(failed.statusCode).toBe(500);
        expect(await counts()).toEqual(before);

        const retried = await attempt();
        expect(retried.statusCode).toBe(200);
        expect(await playerRow(retried.json<{ userId: number }>().userId)).toMatchObject({
          phone: '380501234599',
        });
      });
    });

    it('needs the address for the e-mail save option', async () => {
      const response = await register({ type: 'one_click', ...base, saveOption: 2 });

      expect(response.statusCode).toBe(400);
    });
  });

  describe('phone_reg', () => {
    it('takes the phone, its SMS code and a password; the phone is confirmed', async () => {
      await visitor.post('/auth-api/v1/sms', { phone: '+380 50 123 4567', purpose: 'register' });
      const code = await lastSmsCode(testApp, '380501234567');

      const response = await register({
        type: 'phone_reg',
        ...base,
        phone: '380501234567',
        smsCode: code,
        password: 'phone-pass-1',
      });

      const { userId } = response.json<{ userId: number }>();
      expect(await playerRow(userId)).toMatchObject({
        phone: '380501234567',
        phone_confirmed: true,
        activation_type: 3,
      });
    });

    it('refuses a wrong code, and a phone that has an account', async () => {
      const wrong = await register({
        type: 'phone_reg',
        ...base,
        phone: '380501234568',
        smsCode: '000000',
        password: 'phone-pass-1',
      });
      const taken = await visitor.post('/auth-api/v1/sms', {
        phone: '380501234567',
        purpose: 'register',
      });

      expect(wrong.json()).toMatchObject({ error: { code: 'INVALID_SMS_CODE' } });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ error: { code: 'PHONE_TAKEN' } });
    });
  });

  describe('full_reg', () => {
    const full = {
      type: 'full_reg',
      ...base,
      bonusChoice: 2,
      email: 'Full@Example.com',
      password: 'full-pass-1',
      name: 'Ivan',
      surname: 'Petrov',
      birthday: '2000-01-31',
      phone: '+7 900 555-00-01',
    };

    it('stores the player, mails an activation link and texts a code', async () => {
      const response = await register(full);
      const { userId } = response.json<{ userId: number }>();

      expect(await playerRow(userId)).toMatchObject({
        email: 'full@example.com',
        email_confirmed: false,
        phone: '79005550001',
        activation_type: 2,
        bonus_choice: 2,
        name: 'Ivan',
        birthday: '2000-01-31',
      });
      expect((await lastMessageTo(testApp, 'full@example.com'))?.subject).toBe(
        'Подтвердите e-mail',
      );
      expect(await lastSmsCode(testApp, '79005550001')).toMatch(/^\d{6}$/);
    });

    it('writes the letter and the SMS in Kazakh when the player registers on a Kazakh page, the link leading to the Kazakh activation page', async () => {
      // The browser's `lng` cookie follows the language of the page it is on.
      visitor.cookies.set('lng', 'kz');
      await register({ ...full, email: 'kz@example.com', phone: '+7 900 555-00-07' });

      const letter = await lastMessageTo(testApp, 'kz@example.com');
      expect(letter?.subject).toBe('E-mail мекенжайыңызды растаңыз');
      expect(letter?.body).toMatch(/сілтемеге өтіңіз: \/kz\/user\/activate\?token=[\w-]+\n/);
      expect((await lastMessageTo(testApp, '79005550007'))?.body).toMatch(
        /^betshell коды: \d{6}\./,
      );
    });

    it('activates the e-mail through the outbox link, once', async () => {
      const token = await lastEmailToken(testApp, 'full@example.com');

      const first = await visitor.post('/auth-api/v1/activate', { token });
      const again = await visitor.post('/auth-api/v1/activate', { token });

      expect(first.json()).toMatchObject({ success: true, activation_type: 2 });
      expect(again.json()).toMatchObject({ error: { code: 'INVALID_LINK' } });
    });

    it('activates the phone with its code while signed in', async () => {
      const email = 'phone-later@example.com';
      await register({ ...full, email, phone: '+7 900 555-00-02' });
      const code = await lastSmsCode(testApp, '79005550002');

      const response = await visitor.post('/auth-api/v1/activate', { phone: '79005550002', code });

      expect(response.json()).toMatchObject({ success: true, activation_type: 2 });
    });

    it('refuses an activation link past its day', async () => {
      await register({ ...full, email: 'late@example.com', phone: undefined });
      const token = await lastEmailToken(testApp, 'late@example.com');
      clock.advance(24 * 3_600_000);

      const response = await visitor.post('/auth-api/v1/activate', { token });

      expect(response.json()).toMatchObject({ error: { code: 'LINK_EXPIRED' } });
    });

    it('gives an e-mail-only player activation type 1', async () => {
      const response = await register({ ...full, email: 'mailonly@example.com', phone: undefined });

      expect(await playerRow(response.json<{ userId: number }>().userId)).toMatchObject({
        activation_type: 1,
      });
    });

    it.each([
      ['under the age limit', { birthday: '2010-01-01' }, 'UNDER_AGE'],
      ['with an impossible birthday', { birthday: '2000-02-30' }, 'INVALID_BIRTHDAY'],
      ['with a weak password', { password: 'short' }, 'WEAK_PASSWORD'],
      ['with an e-mail that is not one', { email: 'nobody' }, 'INVALID_EMAIL'],
      ['without a surname', { surname: undefined }, 'BAD_REQUEST'],
      ['with an unknown currency', { currency: 'GBP' }, 'UNKNOWN_CURRENCY'],
      ['with an unknown country', { countryId: 999 }, 'UNKNOWN_COUNTRY'],
      ['with a bonus choice of 3', { bonusChoice: 3 }, 'BAD_REQUEST'],
    ])('answers 400 %s', async (_case, change, code) => {
      const response = await register({
        ...full,
        email: 'refused@example.com',
        phone: undefined,
        ...change,
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code } });
    });

    it('follows the age limit of the site config', async () => {
      await opsRequest(testApp, 'PUT', '/config/ageLimit', { value: 21 });
      const refused = await register({
        ...full,
        email: 'twenty@example.com',
        phone: undefined,
        birthday: '2006-01-01',
      });
      await opsRequest(testApp, 'PUT', '/config/ageLimit', { value: 18 });

      expect(refused.json()).toMatchObject({
        error: { code: 'UNDER_AGE', details: { ageLimit: 21 } },
      });
    });

    it('answers 409 for an e-mail that has an account', async () => {
      const response = await register({ ...full, email: 'full@example.com', phone: undefined });

      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: { code: 'EMAIL_TAKEN' } });
    });
  });

  describe('soc_reg', () => {
    it('registers a Google account once, then signs the same person in', async () => {
      const credential = await google.credential(
        {
          sub: 'g-1',
          email: 'g1@gmail.com',
          email_verified: true,
          given_name: 'Gala',
        },
        { at: clock.now() },
      );

      const first = await register({ type: 'soc_reg', ...base, network: 'google', credential });
      const second = await register({ type: 'soc_reg', ...base, network: 'google', credential });
      const { userId } = first.json<{ userId: number }>();

      expect(second.json()).toEqual({ success: true, userId });
      expect(await playerRow(userId)).toMatchObject({
        email: 'g1@gmail.com',
        email_confirmed: true,
        activation_type: 1,
        name: 'Gala',
        password_hash: null,
      });
    });

    it.each([
      [
        'a forged signature',
        (keys: GoogleTestKeys) => keys.forged({ sub: 'g-2' }, { at: clock.now() }),
      ],
      [
        'another audience',
        (keys: GoogleTestKeys) =>
          keys.credential({ sub: 'g-2' }, { audience: 'other', at: clock.now() }),
      ],
      [
        'another issuer',
        (keys: GoogleTestKeys) =>
          keys.credential({ sub: 'g-2' }, { issuer: 'https://evil.example', at: clock.now() }),
      ],
      [
        'an expired credential',
        (keys: GoogleTestKeys) =>
          keys.credential({ sub: 'g-2' }, { at: new Date(clock.now().getTime() - 7_200_000) }),
      ],
    ])('refuses %s', async (_case, make) => {
      const response = await register({
        type: 'soc_reg',
        ...base,
        network: 'google',
        credential: await make(google),
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'INVALID_SOCIAL_CREDENTIAL' } });
    });

    it('refuses a network of the list that this site cannot verify, and one not on the list', async () => {
      const vk = await register({ type: 'soc_reg', ...base, network: 'vk', credential: 'x' });
      const myspace = await register({
        type: 'soc_reg',
        ...base,
        network: 'myspace',
        credential: 'x',
      });

      expect(vk.json()).toMatchObject({ error: { code: 'SOCIAL_NETWORK_UNAVAILABLE' } });
      expect(myspace.json()).toMatchObject({ error: { code: 'UNKNOWN_SOCIAL_NETWORK' } });
    });
  });

  describe('the terms and the age limit', () => {
    const playerCount = async () =>
      Number(
        (await testApp.database.query<{ n: string }>('select count(*) as n from players'))[0]?.n,
      );

    it.each([
      ['without the terms accepted', { ageConfirmed: true }],
      ['without the age confirmed', { termsAccepted: true }],
      ['with the terms refused', { termsAccepted: false, ageConfirmed: true }],
    ])('refuses a registration %s with a 400 and keeps no player', async (_case, boxes) => {
      const before = await playerCount();
      const response = await register({
        type: 'one_click',
        currency: 'RUB',
        countryId: 1,
        bonusChoice: 1,
        ...boxes,
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'BAD_REQUEST',
          message: expect.any(String) as unknown,
          details: expect.any(Array) as unknown,
        },
      });
      expect(await playerCount()).toBe(before);
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it.each([
      ['phone_reg', { phone: '+79001234999', smsCode: '123456', password: 'secret-2026' }],
      [
        'full_reg',
        {
          email: 'unaccepted@example.com',
          password: 'secret-2026',
          name: 'Una',
          surname: 'Ccepted',
          birthday: '1990-01-01',
        },
      ],
      ['soc_reg', { network: 'google', credential: 'x' }],
    ])('refuses a %s registration without them too', async (type, fields) => {
      const response = await register({
        type,
        currency: 'RUB',
        countryId: 1,
        bonusChoice: 0,
        ...fields,
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
    });

    it('records when the player accepted which terms and which age limit, with the account', async () => {
      await opsRequest(testApp, 'PUT', '/config/ageLimit', { value: 21 });
      const first = await register({ type: 'one_click', ...base });
      await opsRequest(testApp, 'PUT', '/config/ageLimit', { value: 18 });
      // Published before the clock's now, so the players registered now have nothing to confirm.
      await publishTerms(testApp.database, new Date('2026-11-01T00:00:00Z'));
      const second = await register({ type: 'one_click', ...base });

      expect(
        await readRegistrationAcceptance(testApp.database, first.json<{ userId: number }>().userId),
      ).toMatchObject({ acceptedAt: clock.now(), termsVersion: 'initial', ageLimit: 21 });
      expect(
        await readRegistrationAcceptance(
          testApp.database,
          second.json<{ userId: number }>().userId,
        ),
      ).toMatchObject({
        acceptedAt: clock.now(),
        termsVersion: '2026-11-01T00:00:00.000Z',
        ageLimit: 18,
      });
    });
  });

  it('answers 403 REGISTRATION_CLOSED while the site config disallows registration', async () => {
    await opsRequest(testApp, 'PUT', '/config/registrationAllowed', { value: false });
    const response = await register({ type: 'one_click', ...base });
    await opsRequest(testApp, 'PUT', '/config/registrationAllowed', { value: true });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'REGISTRATION_CLOSED' } });
  });
});
