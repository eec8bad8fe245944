import { formatMoney } from '@betshell/domain';
import { LIMIT_TYPE } from '@betshell/domain/limits';
import { expect, test } from '../fixtures';
import { CasinoLobby } from '../pages/casino-lobby';
import { MoneyPages } from '../pages/money-pages';
import { ResponsibleGamingPage } from '../pages/responsible-gaming-page';
import { fundNewPlayer } from '../support/funded-player';

/** The header's text of an amount in roubles, as the balance parcel writes it in English. */
const roubles = (minor: number) =>
  `₽${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

// A game's page: the demo provider's slot in the casino app's frame, over the seamless wallet.
test.describe("a game's page", () => {
  test('a funded player opens the slot from the lobby, spins, and the header follows the wallet', async ({
    page,
    context,
    baseURL,
  }) => {
    const funded = await fundNewPlayer(context, baseURL ?? '');
    const money = new MoneyPages(page);
    const lobby = new CasinoLobby(page);
    await lobby.open('/en/casino');
    await expect(money.headerBalance).toHaveText(roubles(100_000));

    await lobby.tile('Book of Pharaohs').getByRole('link', { name: 'Book of Pharaohs' }).click();
    await expect(page).toHaveURL(/\/en\/casino\/game\/1001\/book-of-pharaohs$/);
    const game = page.frameLocator('iframe[title="Game: Book of Pharaohs"]');
    await expect(game.getByTestId('game-balance')).toContainText('1000.00 RUB');

    await game.getByRole('button', { name: 'Spin' }).click();
    // A stake of 0.10 is lost or won back many times over: the balance never stays the same.
    await expect.poll(() => funded.balance()).not.toBe(100_000);
    await expect(money.headerBalance).toHaveText(roubles(await funded.balance()));

    await page.getByRole('button', { name: 'Close the game' }).click();
    await expect(page).toHaveURL(/\/en\/casino$/);

    // The office history has the round beside the bets: the stake the ledger took, and the
    // result that left the balance where the header shows it.
    await page.goto('/en/office/history');
    const rounds = page.getByRole('region', { name: 'Casino rounds' });
    const round = rounds.getByRole('row').filter({ hasText: 'Book of Pharaohs' });
    await expect(round).toHaveCount(1);
    await expect(round).toContainText('RUB 0.10');
    const net = (await funded.balance()) - 100_000;
    await expect(round).toContainText(
      formatMoney(net, 'RUB', 'en', { unit: 'code', signed: true }),
    );

    // my-casino keeps it among the recently played.
    await page.goto('/en/my-casino');
    await expect(
      page.getByRole('region', { name: 'Recently played' }).getByText('Book of Pharaohs'),
    ).toBeVisible();
  });

  test('a funded player cashes out a crash round and bets on roulette, and the header, the ledger and the history agree', async ({
    page,
    context,
    baseURL,
  }) => {
    const funded = await fundNewPlayer(context, baseURL ?? '');
    const money = new MoneyPages(page);

    await page.goto('/en/casino/game/1007/space-rocket');
    const crash = page.frameLocator('iframe[title="Game: Space Rocket"]');
    const status = crash.getByRole('status');
    // A round may bust before the cash-out arrives (1.00× busts at once now and then): the
    // player bets on the next one, as a player would.
    for (let round = 0; round < 5; round += 1) {
      await crash.getByRole('button', { name: 'Bet' }).click();
      await crash
        .getByRole('button', { name: 'Cash out' })
        .click({ timeout: 10_000 })
        .catch(() => undefined);
      await expect(status).toContainText(/Cashed out at|Busted at/);
      if ((await status.textContent())?.includes('Cashed out at') === true) break;
      await expect(crash.getByRole('button', { name: 'Bet' })).toBeEnabled();
    }
    await expect(status).toContainText('Cashed out at');
    await expect(money.headerBalance).toHaveText(roubles(await funded.balance()));

    await page.goto('/en/casino/game/1032/roulette-live');
    const roulette = page.frameLocator('iframe[title="Game: Roulette Live"]');
    await roulette.getByRole('button', { name: 'Add bet' }).click();
    const pocket = roulette.getByTestId('roulette-pocket');
    await roulette.getByRole('button', { name: 'Spin' }).click();
    await expect(pocket).toHaveText(/^\d+$/);
    await expect(money.headerBalance).toHaveText(roubles(await funded.balance()));

    // The history's rounds account for every kopeck the balance moved by.
    await page.goto('/en/office/history');
    const rounds = page.getByRole('region', { name: 'Casino rounds' });
    await expect(rounds.getByRole('row').filter({ hasText: 'Space Rocket' }).first()).toBeVisible();
    await expect(rounds.getByRole('row').filter({ hasText: 'Roulette Live' })).toHaveCount(1);
    const listed = (await (
      await context.request.get(`${baseURL ?? ''}/web-api/casino/rounds`)
    ).json()) as {
      rounds: { stakeMinor: number; winMinor: number; refundedMinor: number }[];
    };
    const net = listed.rounds.reduce(
      (sum, one) => sum + one.winMinor + one.refundedMinor - one.stakeMinor,
      0,
    );
    expect(await funded.balance()).toBe(100_000 + net);
  });

  test("a player's wagering limit refuses a casino stake over it, in words on the game's page", async ({
    page,
    context,
    baseURL,
  }) => {
    const funded = await fundNewPlayer(context, baseURL ?? '');
    const limits = new ResponsibleGamingPage(page);
    await limits.open();
    // A wagering limit of 10.00 a day, in force at once: a lower limit needs no waiting.
    await limits.setLimit(LIMIT_TYPE.wageringDay, 1_000);
    await expect(limits.limit(LIMIT_TYPE.wageringDay)).toContainText('10.00');

    await page.goto('/en/casino/game/1032/roulette-live');
    const roulette = page.frameLocator('iframe[title="Game: Roulette Live"]');
    await roulette.getByRole('combobox', { name: 'Stake' }).selectOption('1000');
    await roulette.getByRole('button', { name: 'Add bet' }).click();
    await roulette.getByRole('button', { name: 'Spin' }).click();
    await expect(roulette.getByTestId('roulette-pocket')).toHaveText(/^\d+$/);
    const after = await funded.balance();

    await roulette.getByRole('button', { name: 'Spin' }).click();
    await expect(roulette.getByRole('status')).toHaveText(
      'This bet would go over your wagering limit.',
    );
    expect(await funded.balance()).toBe(after);
  });

  test("a visitor on the games hub follows a landing page's link and comes back, opens a game, plays it for fun, and no balance is asked", async ({
    page,
  }) => {
    const balanceCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/web-api/user/balance')) balanceCalls.push(request.url());
    });
    await page.goto('/ru/games');
    const hub = page.locator('[data-page="casino-games"]');
    await expect(hub.getByRole('heading', { level: 1, name: 'Игры' })).toBeVisible();
    // The casino's categories are links of the hub; the demo provider's slots are its tiles.
    await expect(hub.getByRole('link', { name: 'Краш-игры' }).first()).toHaveAttribute(
      'href',
      '/ru/casino/crash-games',
    );
    // The games' landing pages are links of the hub too, followed within the shell: the page is
    // not loaded again.
    const landings = hub.getByRole('list', { name: 'Об играх' });
    await expect(landings.getByRole('link')).toHaveText([
      'Book of Pharaohs',
      'Краш-игры',
      'Европейская рулетка',
    ]);
    await page.evaluate(() => ((window as { hubVisited?: boolean }).hubVisited = true));
    await landings.getByRole('link', { name: 'Европейская рулетка' }).click();
    await expect(page).toHaveURL(/\/ru\/games-landing\/roulette$/);
    await expect(
      page
        .locator('[data-page="game-landing"]')
        .getByRole('heading', { level: 1, name: 'Европейская рулетка' }),
    ).toBeVisible();
    expect(await page.evaluate(() => (window as { hubVisited?: boolean }).hubVisited)).toBe(true);
    await page.goBack();
    await expect(hub.getByRole('heading', { level: 1, name: 'Игры' })).toBeVisible();
    await hub
      .getByRole('list', { name: 'Слоты' })
      .getByRole('link', { name: 'Book of Pharaohs' })
      .click();
    await expect(page).toHaveURL(/\/ru\/games\/book-of-pharaohs$/);
    const gamePage = page.locator('[data-page="casino-game"]');
    await expect(
      gamePage.getByRole('button', { name: 'Войдите, чтобы играть на деньги' }),
    ).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);

    await gamePage.getByRole('button', { name: 'Играть бесплатно' }).click();
    const game = page.frameLocator('iframe[title="Игра: Book of Pharaohs"]');
    await expect(game.getByTestId('game-balance')).toContainText('1000.00 FUN');
    await game.getByRole('button', { name: 'Крутить' }).click();
    await expect(game.getByTestId('game-balance')).not.toContainText('1000.00 FUN');
    expect(balanceCalls).toEqual([]);
  });
});
