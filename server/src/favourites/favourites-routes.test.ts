import {
  arrivedVisitor,
  setUpAuthTestApp,
  signedInPlayer,
  signedInVisitor,
} from '../test-support/auth-test-setup';
import type { TestVisitor } from '../test-support/test-visitor';

const PATH = '/web-api/favourites';

describe('the favourites of /web-api/favourites', () => {
  const setup = setUpAuthTestApp();

  const send = async (visitor: TestVisitor, method: 'GET' | 'PUT' | 'DELETE', url = PATH) => {
    const response = await visitor.request({ method, url });
    return { status: response.statusCode, body: response.json<unknown>() };
  };

  it('keeps a player’s games and championships across browsers, once each, and removes them', async () => {
    const { visitor, userId } = await signedInPlayer(setup);
    expect(await send(visitor, 'GET')).toEqual({ status: 200, body: { events: [], champs: [] } });
    await send(visitor, 'PUT', `${PATH}/event/12`);
    await send(visitor, 'PUT', `${PATH}/event/12`);
    await send(visitor, 'PUT', `${PATH}/champ/101`);
    expect(await send(visitor, 'PUT', `${PATH}/event/7`)).toEqual({
      status: 200,
      body: { events: [12, 7], champs: [101] },
    });

    const otherBrowser = await signedInVisitor(setup.testApp, String(userId));
    await send(otherBrowser, 'DELETE', `${PATH}/event/12`);
    expect((await send(visitor, 'GET')).body).toEqual({ events: [7], champs: [101] });

    const other = await signedInPlayer(setup);
    expect((await send(other.visitor, 'GET')).body).toEqual({ events: [], champs: [] });
  });

  it('answers 401 to a visitor and 400 to a kind or id it does not know', async () => {
    const visitor = await arrivedVisitor(setup.testApp);
    expect((await send(visitor, 'GET')).status).toBe(401);
    const { visitor: player } = await signedInPlayer(setup);
    for (const url of [`${PATH}/team/1`, `${PATH}/event/0`, `${PATH}/event/abc`]) {
      const answer = await send(player, 'PUT', url);
      expect([url, answer.status]).toEqual([url, 400]);
      expect(Object.keys((answer.body as { error: object }).error)).toContain('code');
    }
  });
});
