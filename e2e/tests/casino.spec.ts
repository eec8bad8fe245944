import { expect, test } from '../fixtures';
import { CasinoLobby } from '../pages/casino-lobby';
import { signInNewPlayer } from '../support/signed-in-player';

// The casino lobby app, loaded from the import map, over the seeded demo catalogue.
test.describe('the casino lobby', () => {
  test('shows the game tiles with their pictures, and a search narrows them', async ({ page }) => {
    const lobby = new CasinoLobby(page);
    await lobby.open('/en/casino');

    await expect(lobby.tiles).toHaveCount(63);
    await expect(lobby.tile('Book of Pharaohs').locator('img')).toHaveJSProperty('complete', true);
    expect(
      await lobby
        .tile('Book of Pharaohs')
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);

    await lobby.search.fill('keno');
    await expect(lobby.tileNames).toHaveText(['Keno Deluxe', 'Keno Express', 'Speed Keno']);
    await lobby.search.fill('iron gate');
    await expect(lobby.tiles).toHaveCount(10);
    await lobby.search.fill('no such game');
    await expect(lobby.root).toContainText('No games found.');
  });

  test('shows a category and a provider on their pages', async ({ page }) => {
    const lobby = new CasinoLobby(page);
    await lobby.open('/ru/casino');
    await lobby.section('Краш-игры').click();

    await expect(page).toHaveURL(/\/ru\/casino\/crash-games$/);
    await expect(lobby.root.getByRole('heading', { name: 'Краш-игры' })).toBeVisible();
    await expect(lobby.tileNames).toHaveText([
      'Space Rocket',
      'Aviator Jet',
      'Balloon Rise',
      'Neon Crash',
    ]);

    await lobby.section('Провайдеры').click();
    await page.getByRole('link', { name: 'Red Fox Studio' }).click();
    await expect(page).toHaveURL(/\/ru\/providers\/red-fox-studio$/);
    await expect(lobby.tiles).toHaveCount(9);
    await expect(lobby.tiles.locator('.bs-casino__provider')).toHaveText(
      Array.from({ length: 9 }, () => 'Red Fox Studio'),
    );
  });

  // Each section is a full page load: a few to a test keeps each within its time on a busy machine.
  const SECTIONS: readonly (readonly (readonly [string, string, string])[])[] = [
    [
      ['/ru/bingo', 'Бинго', 'Bingo 75'],
      ['/ru/fishinghunting', 'Рыбалка и охота', 'Ocean King'],
      ['/ru/fast-bet', 'Быстрые ставки', 'Heads or Tails'],
    ],
    [
      ['/ru/asian-games', 'Азиатские игры', 'Mahjong Ways'],
      ['/ru/skill-games', 'Игры на умение', 'Chess Blitz'],
      ['/ru/othergames', 'Другие игры', 'Lucky Claw'],
    ],
    [
      ['/ru/casino/live-casino', 'Лайв-казино', 'Lightning Roulette'],
      ['/ru/casino/slot-first-deposit', 'Слоты для первого депозита', 'Book of Pharaohs'],
      ['/ru/casino/brand', 'Betshell Originals', 'Crystal Forge'],
    ],
  ];
  for (const sections of SECTIONS) {
    test(`opens ${sections.map(([path]) => path).join(', ')}, each with its own games`, async ({
      page,
    }) => {
      const lobby = new CasinoLobby(page);
      for (const [path, heading, game] of sections) {
        await lobby.open(path);
        await expect(lobby.root.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(lobby.tile(game)).toBeVisible();
      }
    });
  }

  test("leads the Vulkan hall's old address to it, opens a poker game's section and a thank-you page", async ({
    page,
  }) => {
    const lobby = new CasinoLobby(page);
    // The old address of the Vulkan hall leads to it: its slots only.
    await lobby.open('/ru/vulkan');
    await expect(page).toHaveURL(/\/ru\/slots\/vulkan$/);
    await expect(lobby.tileNames).toHaveText([
      'Vulkan Fire',
      'Vulkan Gold Rush',
      'Vulkan Lava Spins',
    ]);

    // poker/{game} is that game of the poker section.
    await lobby.open('/en/poker/three-card-poker');
    await expect(lobby.tileNames).toHaveText(['Three Card Poker']);

    await lobby.open('/en/keno/thank-you');
    await expect(lobby.root.getByRole('heading', { level: 1 })).toHaveText('Thank you!');
    await expect(lobby.tile('Keno Express')).toBeVisible();
    await lobby.root.getByRole('link', { name: 'Back to Keno' }).click();
    await expect(page).toHaveURL(/\/en\/keno$/);
  });

  test('sends a visitor who presses a star to the login', async ({ page }) => {
    const lobby = new CasinoLobby(page);
    await lobby.open('/en/casino');
    await lobby.star('Mega Joker').click();
    await expect(page).toHaveURL(/\/en\/casino\?showLoginModal=1&returnUrl=%2Fen%2Fcasino$/);
  });

  test('keeps a signed-in player favourite, shown on my-casino/favorites after a reload', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInNewPlayer(context, baseURL as string);
    const lobby = new CasinoLobby(page);
    await lobby.open('/en/slots');

    await lobby.star('Viking Saga').click();
    await expect(lobby.star('Viking Saga')).toHaveAttribute('aria-pressed', 'true');
    await lobby.section('Favourites').click();
    await expect(page).toHaveURL(/\/en\/my-casino\/favorites$/);
    await expect(lobby.tileNames).toHaveText(['Viking Saga']);

    await page.reload();
    await expect(lobby.root).toHaveAttribute('data-page', 'casino-favorites');
    await expect(lobby.tileNames).toHaveText(['Viking Saga']);
    await expect(lobby.star('Viking Saga')).toHaveAttribute('aria-pressed', 'true');
  });
});
