import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTestPlayer } from '../../server/src/test-support/auth-fixtures';
import { useOpsTestServer } from './ops-test-server';

describe('npm run ops -- bonus-games', () => {
  const server = useOpsTestServer();
  const { ops } = server;

  it('awards a player a game with its prize drawn, lists it, and refuses a key no game has', async () => {
    const player = await createTestPlayer(server.testApp);
    const awarded = await ops('bonus-games', 'award', String(player.id), 'fortuna');
    expect(awarded).toMatchObject({ code: 0, err: '' });
    expect(awarded.out).toMatch(
      new RegExp(`awarded fortuna \\d+ to player ${player.id}: prize \\d+`),
    );
    const listed = await ops('bonus-games', 'list', String(player.id));
    expect(listed.out).toContain('fortuna');
    expect(listed.out).toContain('not revealed');

    const unknown = await ops('bonus-games', 'award', String(player.id), 'poker');
    expect(unknown.code).not.toBe(0);
    expect(unknown.err).toContain('"poker" is no bonus game');
    expect((await ops('bonus-games', 'award', '999999', 'chest')).err).toContain(
      'There is no player 999999',
    );
  });

  it('sets, shows and removes the bonus game a promotion awards for a deposit', async () => {
    const body = join(server.dir, 'wheel-week.html');
    await writeFile(body, '<p>Deposit 1000 and spin the wheel.</p>');
    const page = await ops(
      'promotions',
      'set',
      'promotion',
      'wheel-week',
      'en',
      '--title',
      'Wheel week',
      '--body-file',
      body,
    );
    expect(page.code).toBe(0);

    const set = await ops(
      'promotions',
      'bonus-game',
      'promotion',
      'wheel-week',
      '--bonus-game',
      'fortuna',
      '--min-deposit',
      '1000.50',
      '--currency',
      'rub',
    );
    expect(set).toMatchObject({ code: 0, err: '' });
    expect(set.out).toMatch(
      /^added: promotion wheel-week awards fortuna for a deposit of at least .*1,000\.50.*; awarded to 0 players$/,
    );
    expect(
      (
        await server.testApp.database.query('select min_deposit_minor from promotion_bonus_games')
      ).map((row) => Number(row['min_deposit_minor'])),
    ).toEqual([100_050]);
    const shown = await ops('promotions', 'bonus-game', 'promotion', 'wheel-week');
    expect(shown.out).toContain('promotion wheel-week awards fortuna');

    const wrong = await ops(
      'promotions',
      'bonus-game',
      'promotion',
      'wheel-week',
      '--bonus-game',
      'poker',
    );
    expect(wrong.err).toContain('"poker" is no bonus game');
    const noPage = await ops(
      'promotions',
      'bonus-game',
      'promotion',
      'no-such-week',
      '--bonus-game',
      'chest',
      '--min-deposit',
      '10',
      '--currency',
      'RUB',
    );
    expect(noPage.code).not.toBe(0);
    expect(noPage.err).toContain('There is no promotion page no-such-week');

    const removed = await ops(
      'promotions',
      'bonus-game',
      'promotion',
      'wheel-week',
      '--bonus-game',
      'none',
    );
    expect(removed.out).toBe('promotion wheel-week awards no bonus game any more');
    expect((await ops('promotions', 'bonus-game', 'promotion', 'wheel-week')).err).toContain(
      'awards no bonus game',
    );
  });
});
