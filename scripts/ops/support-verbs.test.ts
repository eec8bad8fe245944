import { createTestPlayer, TEST_AUTH_SETTINGS } from '../../server/src/test-support/auth-fixtures';
import { signedInVisitor } from '../../server/src/test-support/auth-test-setup';
import { multipartBody, PNG_BYTES } from '../../server/src/uploads/upload-fixtures';
import { useOpsTestServer } from './ops-test-server';

describe('npm run ops: the support verbs', () => {
  const server = useOpsTestServer({ inMemory: true, auth: TEST_AUTH_SETTINGS });
  const { ops } = server;

  it('lists open requests, shows one with its file, answers it for the player and closes it', async () => {
    const player = await createTestPlayer(server.testApp);
    const visitor = await signedInVisitor(server.testApp, String(player.id));
    const { payload, headers } = multipartBody(
      { topic: 'bets', message: 'My bet is not settled' },
      [{ field: 'attachment', fileName: 'bet.png', contentType: 'image/png', bytes: PNG_BYTES }],
    );
    const opened = await visitor.request({
      method: 'POST',
      url: '/web-api/support/requests',
      payload,
      headers,
    });
    const { id } = opened.json<{ id: number }>();

    const list = await ops('support', 'list');
    expect(list.code).toBe(0);
    expect(list.out).toContain(`#${id} open bets by player ${player.id}`);
    expect(list.out).toContain('My bet is not settled');

    const show = await ops('support', 'show', String(id));
    expect(show.out).toMatch(/file [0-9a-f]{32}: bet\.png \(image\/png/u);

    const answer = await ops('support', 'answer', String(id), 'It is settled now.');
    expect(answer.out).toContain(`request ${id} is answered`);
    expect((await visitor.get('/web-api/support/summary')).json()).toEqual({ open: 1, unread: 1 });
    expect((await ops('support', 'list', '--support-status', 'answered')).out).toContain(`#${id} `);

    expect((await ops('support', 'close', String(id))).out).toContain(`request ${id} is closed`);
    const late = await ops('support', 'answer', String(id), 'again');
    expect(late.code).not.toBe(0);
    expect(late.err).toContain('closed');
    expect((await ops('support', 'show', 'abc')).code).not.toBe(0);
    expect((await ops('support', 'list', '--support-status', 'lost')).code).not.toBe(0);
  });
});
