import { setUpAuthTestApp, signedInVisitor } from '../../test-support/auth-test-setup';
import { createTestPlayer } from '../../test-support/auth-fixtures';

const MINUTE = 60_000;
const PING = '/limit-service-api/api/external/web/v3/ping';

describe("the browser's own timed calls", () => {
  const setup = setUpAuthTestApp();
  const { clock } = setup;

  it('let the player through but do not keep an idle session alive (the session-limit ping)', async () => {
    const player = await createTestPlayer(setup.testApp);
    const visitor = await signedInVisitor(setup.testApp, String(player.id));
    // An open page pings every 30 s; 31 minutes of nothing else is 31 minutes of inactivity.
    let pinged = 0;
    for (let minute = 0; minute < 29; minute += 1) {
      clock.advance(MINUTE);
      if ((await visitor.post(PING)).statusCode === 200) pinged += 1;
    }
    clock.advance(2 * MINUTE);
    const check = await visitor.get('/auth-api/v1/check');

    expect(pinged).toBe(29);
    expect(check.statusCode).toBe(401);
    expect(check.json()).toMatchObject({
      error: { code: 'SESSION_ENDED', details: { reason: 'inactivity' } },
    });
  });

  it("still count the player's own calls as activity", async () => {
    const player = await createTestPlayer(setup.testApp);
    const visitor = await signedInVisitor(setup.testApp, String(player.id));
    clock.advance(20 * MINUTE);
    await visitor.get('/web-api/user/config');
    clock.advance(20 * MINUTE);
    await visitor.post(PING);

    expect((await visitor.get('/auth-api/v1/check')).statusCode).toBe(200);
  });
});
