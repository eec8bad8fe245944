import { createIdeaRepository } from '../../server/src/ideas/idea-repository';
import { createTestPlayer } from '../../server/src/test-support/auth-fixtures';
import { useOpsTestServer } from './ops-test-server';

describe('npm run ops -- ideas', () => {
  const server = useOpsTestServer();
  const { ops } = server;

  it('lists the ideas waiting for an answer, answers one, and lists it no more', async () => {
    const player = await createTestPlayer(server.testApp);
    const idea = await createIdeaRepository(server.testApp.database).add(
      player.id,
      'Dark theme',
      'A darker theme for the night.',
      new Date(),
    );

    const waiting = await ops('ideas', 'list');
    expect(waiting).toMatchObject({ code: 0, err: '' });
    expect(waiting.out).toContain(`${idea.id}  player ${player.id}  `);
    expect(waiting.out).toContain('"Dark theme"');
    expect(waiting.out).toContain('(no answer yet)');

    const answered = await ops('ideas', 'answer', String(idea.id), 'It is in the settings now.');
    expect(answered.out).toContain(`answered idea ${idea.id} of player ${player.id}`);
    expect((await ops('ideas', 'list')).out).not.toContain(`${idea.id}  player`);
    expect((await ops('ideas', 'list', '--show', 'all')).out).toContain(
      'It is in the settings now.',
    );
  });

  it('refuses an id that is no idea, and a --show it does not know', async () => {
    expect((await ops('ideas', 'answer', 'x', 'text')).code).not.toBe(0);
    const missing = await ops('ideas', 'answer', '999999', 'text');
    expect(missing.code).not.toBe(0);
    expect(missing.err).toContain('There is no idea 999999');
    expect((await ops('ideas', 'list', '--show', 'some')).err).toContain(
      '--show is unanswered or all',
    );
  });
});
