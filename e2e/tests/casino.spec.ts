import { expect, test } from '../fixtures';
import { CasinoLobby } from '../pages/casino-lobby';
import { signInNewPlayer } from '../support/signed-in-player';

// The casino lobby app, loaded from the import map, over the seeded demo catalogue.
test.describe('the casino lobby', () => {
  test('shows the game tiles with their pictures, and a search narrows them', async ({ page }) => {
    const lobby = new CasinoLobby(page);
    await lobby.open('/en/casino');

    await expect(lobby.tiles).toHaveCount(36);
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
    await expect(lobby.tiles).toHaveCount(6);
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
    await expect(lobby.tiles).toHaveCount(6);
    await expect(lobby.tiles.locator('.bs-casino__provider')).toHaveText(
      Array.from({ length: 6 }, () => 'Red Fox Studio'),
    );
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
