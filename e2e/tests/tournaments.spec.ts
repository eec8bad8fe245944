import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { ANSWERED, answerChrome } from '../support/chrome-answers';
import { fundNewPlayer } from '../support/funded-player';
import { ops } from '../support/operator';

const MINUTE = 60_000;

/** Spins the demo slot `times` times on its game page, each after the one before has settled. */
async function spin(page: Page, times: number) {
  await page.goto('/en/casino/game/1001/book-of-pharaohs');
  const game = page.frameLocator('iframe[title="Game: Book of Pharaohs"]');
  const button = game.getByRole('button', { name: 'Spin' });
  for (let done = 0; done < times; done += 1) {
    await expect(button).toBeEnabled();
    await button.click();
  }
  await expect(button).toBeEnabled();
}

// A casino tournament: real rounds of its game make the leaderboard, the operator ends it, and
// the prizes reach the players' accounts once, however many times it is ended.
test('two players play a tournament, the leaderboard orders them, the operator ends it, the prizes arrive once', async ({
  browser,
  page,
  baseURL,
}) => {
  // Two players sign in, deposit and spin: more than a short journey's default time.
  test.slow();
  const now = Date.now();
  const created = await ops(
    'tournaments',
    'create',
    '--title-ru',
    'Гонка слотов',
    '--title-en',
    'Slots race',
    '--games',
    '1001',
    '--from',
    new Date(now - MINUTE).toISOString(),
    '--until',
    new Date(now + 60 * MINUTE).toISOString(),
    '--prizes',
    '300,100',
  );
  const id = /created tournament (\d+)/.exec(created)?.[1] ?? '';

  const contexts: BrowserContext[] = await Promise.all(
    [1, 2].map(async () => {
      const context = await browser.newContext({ baseURL });
      await answerChrome(context, baseURL ?? '', ANSWERED);
      return context;
    }),
  );
  const [first, second] = await Promise.all(
    contexts.map((context) => fundNewPlayer(context, baseURL ?? '')),
  );
  const [firstPage, secondPage] = await Promise.all(contexts.map((context) => context.newPage()));
  await spin(firstPage!, 3);

  // The leaderboard a visitor sees, in Russian, computed from the rounds played; it follows the
  // next round on the open page, without a reload.
  await page.goto(`/ru/bonus/casino/tournaments/${id}`);
  const board = page.locator('[data-page="tournament"]');
  await expect(board.getByRole('heading', { name: 'Гонка слотов' })).toBeVisible();
  await expect(board.locator('[data-phase="running"]')).toBeVisible();
  const masked = (userId: number) => `***${String(userId).slice(-3)}`;
  await expect(board.locator('[data-place="1"]')).toContainText(masked(first!.player.userId));
  await expect(board.locator('[data-place="2"]')).toHaveCount(0);
  await spin(secondPage!, 1);
  await expect(board.locator('[data-place="2"]')).toContainText(masked(second!.player.userId), {
    timeout: 30_000,
  });

  const before = [await first!.balance(), await second!.balance()];
  const ended = await ops('tournaments', 'end', id);
  expect(ended).toContain(`ended tournament ${id}`);
  expect(ended).toContain(`place 1: player ${first!.player.userId}`);
  const again = await ops('tournaments', 'end', id);
  expect(again).toContain('nothing more paid');
  expect([await first!.balance(), await second!.balance()]).toEqual([
    before[0]! + 30_000,
    before[1]! + 10_000,
  ]);

  await page.reload();
  await expect(board.locator('[data-phase="ended"]')).toBeVisible();
  await Promise.all(contexts.map((context) => context.close()));
});
