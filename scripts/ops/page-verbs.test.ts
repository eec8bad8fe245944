import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { useOpsTestServer } from './ops-test-server';

describe('npm run ops -- page', () => {
  const server = useOpsTestServer();
  const { ops } = server;

  const view = (path: string) =>
    server.testApp.app.inject({
      method: 'GET',
      url: `/views/information/${path}`,
      headers: { 'x-render-mode': 'json', 'x-api-version': 'v2' },
    });

  it('lists the pages of a language', async () => {
    const run = await ops('page', 'list', '--lng', 'en');

    expect(run.code).toBe(0);
    expect(run.out).toContain('en about: "About us" (as released)');
    expect(run.out).toContain('en rules/sport/settlement: "Settlement" (as released)');
    expect(run.out).not.toContain('ru about');
  });

  it('prints one page with its body', async () => {
    const run = await ops('page', 'get', 'ru', 'contacts');

    expect(run.code).toBe(0);
    expect(run.out).toMatch(
      /^ru contacts: "Контакты"\n {2}description: "Как связаться с поддержкой."/,
    );
    expect(run.out).toContain('support@betshell.example');
  });

  it('edits a page from a file, and the site shows the edit', async () => {
    const file = join(server.dir, 'howbet.html');
    await writeFile(file, '<p>Pick the odds, enter a stake, press Place bet.</p>');

    const run = await ops(
      'page',
      'set',
      'en',
      'howbet',
      '--title',
      'Betting in 3 steps',
      '--body-file',
      file,
    );

    expect(run).toMatchObject({ code: 0, err: '' });
    expect(run.out).toBe(
      'updated page en howbet: "Betting in 3 steps" (title, body)\n  it shows at /en/howbet',
    );
    const answer = (await view('en/howbet')).json<{ title: string; body: string }>();
    expect(answer.title).toBe('Betting in 3 steps');
    expect(answer.body).toContain('press Place bet');
    expect((await ops('page', 'list', '--lng', 'en')).out).toMatch(
      /en howbet: "Betting in 3 steps" \(edited by an operator \d{4}-/,
    );
  });

  it('creates a news article that the news page then lists first', async () => {
    const file = join(server.dir, 'news.html');
    await writeFile(file, '<p>Live streaming now covers tennis.</p>');

    const run = await ops(
      'page',
      'set',
      'en',
      'news/tennis-streams',
      '--title',
      'Tennis streams',
      '--body-file',
      file,
      '--published',
      '2026-11-21T09:00:00Z',
    );

    expect(run.code).toBe(0);
    expect(run.out).toContain('created page en news/tennis-streams');
    const news = (await view('en/news')).json<{ body: string }>();
    expect(news.body.indexOf('tennis-streams')).toBeLessThan(
      news.body.indexOf('faster-withdrawals'),
    );
  });

  it('explains what is wrong, and exits 1', async () => {
    expect(await ops('page', 'set', 'en', 'about')).toMatchObject({
      code: 1,
      err: expect.stringContaining('page set: nothing to change') as string,
    });
    expect(await ops('page', 'get', 'en', 'no-such-page')).toMatchObject({
      code: 1,
      err: 'ops: There is no page en/no-such-page',
    });
    expect(await ops('page', 'set', 'en', 'new-page', '--title', 'New')).toMatchObject({
      code: 1,
      err: 'ops: en/new-page is a new page: give it a title and a body',
    });
    expect(
      await ops('page', 'set', 'en', 'about', '--body-file', join(server.dir, 'missing.html')),
    ).toMatchObject({
      code: 1,
      err: expect.stringContaining('--body-file') as string,
    });
    expect(await ops('page', 'set', 'en', 'about', '--order', 'first')).toMatchObject({
      code: 1,
      err: expect.stringContaining('order') as string,
    });
  });
});
