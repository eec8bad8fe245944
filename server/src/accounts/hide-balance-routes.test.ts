import { setUpAuthTestApp, signedInPlayer } from '../test-support/auth-test-setup';
import { createTestVisitor } from '../test-support/test-visitor';

describe('hiding the balance', () => {
  const setup = setUpAuthTestApp();

  const userConfig = async (visitor: Awaited<ReturnType<typeof signedInPlayer>>['visitor']) =>
    (await visitor.get('/web-api/user/config')).json<{ result: { user_hide_balance: boolean } }>()
      .result;

  it('keeps the choice, so the user config answers it', async () => {
    const { visitor } = await signedInPlayer(setup);
    expect((await userConfig(visitor)).user_hide_balance).toBe(false);
    const hidden = await visitor.request({
      method: 'PUT',
      url: '/web-api/user/hide-balance',
      payload: { hide: true },
    });
    expect(hidden.statusCode).toBe(200);
    expect((await userConfig(visitor)).user_hide_balance).toBe(true);
    await visitor.request({
      method: 'PUT',
      url: '/web-api/user/hide-balance',
      payload: { hide: false },
    });
    expect((await userConfig(visitor)).user_hide_balance).toBe(false);
  });

  it('answers 400 with the error body to a choice that is not a flag', async () => {
    const { visitor } = await signedInPlayer(setup);
    const response = await visitor.request({
      method: 'PUT',
      url: '/web-api/user/hide-balance',
      payload: { hide: 'yes' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: unknown } }>().error.code).toBeDefined();
  });

  it('refuses a visitor who is not signed in', async () => {
    const visitor = createTestVisitor(setup.testApp.app);
    await visitor.arrive();
    const response = await visitor.request({
      method: 'PUT',
      url: '/web-api/user/hide-balance',
      payload: { hide: true },
    });
    expect(response.statusCode).toBe(401);
  });
});
