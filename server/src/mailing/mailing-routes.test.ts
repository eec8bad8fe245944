import { MAILING_FLAGS_OFF } from '@betshell/domain/office-security';
import { createTestPlayer } from '../test-support/auth-fixtures';
import { setUpAuthTestApp, signedInPlayer, signedInVisitor } from '../test-support/auth-test-setup';
import { createTestVisitor, type TestVisitor } from '../test-support/test-visitor';

describe('the mailing flags', () => {
  const setup = setUpAuthTestApp();
  let serial = 0;

  const mailingOf = async (visitor: TestVisitor) =>
    (await visitor.get('/web-api/user/config')).json<{
      result: { user_mailing: Record<string, boolean> };
    }>().result.user_mailing;
  const put = (visitor: TestVisitor, payload: unknown) =>
    visitor.request({ method: 'PUT', url: '/web-api/user/mailing', payload: payload as object });
  const playerWith = async (contacts: { email?: string; phone?: string }) => {
    const player = await createTestPlayer(setup.testApp, contacts);
    return signedInVisitor(setup.testApp, String(player.id));
  };
  const uniquePhone = () => `7916${String(5_550_000 + ++serial).padStart(7, '0')}`;

  it('are all off for a new player, who opts in', async () => {
    const { visitor } = await signedInPlayer(setup);
    expect(await mailingOf(visitor)).toEqual(MAILING_FLAGS_OFF);
  });

  it('keep the flags a change names and leave the others, so the user config answers them', async () => {
    const visitor = await playerWith({
      email: `mailing-${++serial}@example.com`,
      phone: uniquePhone(),
    });
    const first = await put(visitor, { enable_mail_news: true, enable_sms_news: true });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      mailing: { ...MAILING_FLAGS_OFF, enable_mail_news: true, enable_sms_news: true },
    });
    await put(visitor, { enable_mail_bets: true });
    await put(visitor, { enable_sms_news: false });
    expect(await mailingOf(visitor)).toEqual({
      enable_mail_news: true,
      enable_mail_deposit: false,
      enable_mail_bets: true,
      enable_sms_news: false,
    });
  });

  it('refuse the e-mail letters to a player without an e-mail, with a code the browser names', async () => {
    const visitor = await playerWith({ phone: uniquePhone() });
    const response = await put(visitor, { enable_mail_deposit: true });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('MAILING_NEEDS_EMAIL');
    expect(await mailingOf(visitor)).toEqual(MAILING_FLAGS_OFF);
  });

  it('refuse the SMS news to a player without a confirmed phone', async () => {
    const visitor = await playerWith({ email: `mailing-${++serial}@example.com` });
    const response = await put(visitor, { enable_mail_news: true, enable_sms_news: true });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: string } }>().error.code).toBe(
      'MAILING_NEEDS_CONFIRMED_PHONE',
    );
    // The refused change is not made in part.
    expect(await mailingOf(visitor)).toEqual(MAILING_FLAGS_OFF);
  });

  it('let any player turn a flag off', async () => {
    const { visitor } = await signedInPlayer(setup);
    const response = await put(visitor, { enable_mail_news: false, enable_sms_news: false });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['a flag that is not a boolean', { enable_mail_news: 'yes' }],
    ['a flag the spec does not name', { enable_push_news: true }],
    ['no flag at all', {}],
    ['a body that is not an object', [true]],
  ])('answer 400 with the error body to %s', async (_, payload) => {
    const { visitor } = await signedInPlayer(setup);
    const response = await put(visitor, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: { code: unknown; message: unknown } }>();
    expect(body.error.code).toBeDefined();
    expect(typeof body.error.message).toBe('string');
  });

  it('refuse a visitor who is not signed in', async () => {
    const visitor = createTestVisitor(setup.testApp.app);
    await visitor.arrive();
    const response = await put(visitor, { enable_mail_news: false });
    expect(response.statusCode).toBe(401);
  });
});
