import { setUpAuthTestApp, signedInPlayer, signedInVisitor } from '../test-support/auth-test-setup';
import { createTestVisitor, type TestVisitor } from '../test-support/test-visitor';

const PATH = '/web-api/user/settings';

describe('the display settings of /web-api/user/settings', () => {
  const setup = setUpAuthTestApp();

  const read = async (visitor: TestVisitor) => {
    const response = await visitor.get(PATH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json<Record<string, unknown>>();
  };
  const put = (visitor: TestVisitor, payload: unknown) =>
    visitor.request({ method: 'PUT', url: PATH, payload: payload as object });

  it('are empty for a player who never chose one', async () => {
    const { visitor } = await signedInPlayer(setup);
    expect(await read(visitor)).toEqual({});
  });

  it('keep what a change names and leave the rest, for every browser of the player', async () => {
    const { visitor, userId } = await signedInPlayer(setup);
    const first = await put(visitor, { appTheme: 1, timeZone: 5.5 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ appTheme: 1, timeZone: 5.5 });
    await put(visitor, { is12h: true, appFontSize: 2 });
    await put(visitor, { timeZone: -3.75, showGameId: true });

    const otherBrowser = await signedInVisitor(setup.testApp, String(userId));
    expect(await read(otherBrowser)).toEqual({
      appTheme: 1,
      appFontSize: 2,
      timeZone: -3.75,
      is12h: true,
      showGameId: true,
    });
  });

  it('keep the left and right panels hidden or shown, each on its own', async () => {
    const { visitor, userId } = await signedInPlayer(setup);
    await put(visitor, { leftPanelHidden: true });
    await put(visitor, { rightPanelHidden: true });
    await put(visitor, { leftPanelHidden: false });

    const otherBrowser = await signedInVisitor(setup.testApp, String(userId));
    expect(await read(otherBrowser)).toEqual({ leftPanelHidden: false, rightPanelHidden: true });
  });

  it('belong to one player: another player does not see them', async () => {
    const one = await signedInPlayer(setup);
    const other = await signedInPlayer(setup);
    await put(one.visitor, { appTheme: 2 });
    expect(await read(other.visitor)).toEqual({});
  });

  it.each([
    ['a theme that does not exist', { appTheme: 3 }],
    ['a font size written as text', { appFontSize: '1' }],
    ['a time zone past +14 hours', { timeZone: 14.25 }],
    ['a time zone between quarter hours', { timeZone: 3.1 }],
    ['a clock that is not a flag', { is12h: 'yes' }],
    ['game ids that are not a flag', { showGameId: 1 }],
    ['a setting the server does not keep', { windowSize: 1280 }],
    ['a view type that is neither European nor Asian', { appViewType: 2 }],
    ['a left panel state that is not a flag', { leftPanelHidden: 'hidden' }],
    ['no setting at all', {}],
    ['a body that is not an object', [1]],
  ])('answer 400 with the error body to %s, changing nothing', async (_, payload) => {
    const { visitor } = await signedInPlayer(setup);
    await put(visitor, { appTheme: 0 });
    const response = await put(visitor, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: { code: unknown; message: unknown } }>();
    expect(body.error.code).toBeDefined();
    expect(typeof body.error.message).toBe('string');
    expect(await read(visitor)).toEqual({ appTheme: 0 });
  });

  it('refuse a visitor who is not signed in with 401', async () => {
    const visitor = createTestVisitor(setup.testApp.app);
    await visitor.arrive();
    expect((await visitor.get(PATH)).statusCode).toBe(401);
    expect((await put(visitor, { appTheme: 1 })).statusCode).toBe(401);
  });
});
