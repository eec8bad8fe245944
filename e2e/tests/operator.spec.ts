import { DEFAULT_SITE_CONFIG } from '@betshell/domain';
import { expect, test } from '../fixtures';
import { ops } from '../support/operator';

/**
 * The operator command changes what the browser sees. These run one at a time after all
 * other journeys; each puts back what it changed. Countries XB and XS are private-use codes, so no
 * real visitor matches their rules.
 */
test.describe.configure({ mode: 'serial' });
test.use({ locale: 'ru-RU' });

async function restore(key: keyof typeof DEFAULT_SITE_CONFIG) {
  await ops('config', 'set', key, JSON.stringify(DEFAULT_SITE_CONFIG[key]));
}

async function ruleIdFor(country: string): Promise<string> {
  const listing = await ops('block-rule', 'list');
  const line = listing.split('\n').find((row) => row.includes(country));
  const id = /\b(\d+)\b/.exec(line ?? '')?.[1];
  if (id === undefined) throw new Error(`no block rule for ${country} in:\n${listing}`);
  return id;
}

test.describe('a country block rule', () => {
  test.beforeAll(async () => {
    await ops('block-rule', 'add', '--reason', '16', '--country', 'XB');
    await ops('block-rule', 'add', '--reason', '4', '--country', 'XS');
  });
  test.afterAll(async () => {
    await ops('block-rule', 'remove', await ruleIdFor('XB'));
    await ops('block-rule', 'remove', await ruleIdFor('XS'));
    await restore('forceGeoOffAllowed');
  });

  test('sends a visitor from that country to the suspension page', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      locale: 'ru-RU',
      extraHTTPHeaders: { 'x-geo-country': 'XB' },
    });
    const page = await context.newPage();
    await page.goto(`${baseURL}/ru/casino`);
    await expect(page.locator('.bs-page')).toHaveAttribute('data-page', 'blocking-suspension');
    expect(new URL(page.url()).pathname).toBe('/ru/suspension');
    await expect(page.locator('.bs-header')).toHaveCount(0);
    // The cookie banner the server painted for this new visitor goes with the default layout.
    await expect(page.locator('section.bs-cookies')).toHaveCount(0);
    await context.close();
  });

  test('leaves visitors from elsewhere alone', async ({ shell }) => {
    await shell.visit('/ru/internal-vpn');
    await expect(shell.shellPage).toHaveAttribute('data-page', 'area-debug');
  });

  test('for site updates keeps the query', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      locale: 'ru-RU',
      extraHTTPHeaders: { 'x-geo-country': 'xs' },
    });
    const page = await context.newPage();
    await page.goto(`${baseURL}/ru/about?x=1`);
    await expect(page.locator('.bs-page')).toHaveAttribute('data-page', 'blocking-site-updates');
    expect(new URL(page.url()).search).toBe('?x=1');
    await context.close();
  });

  test('is lifted by force_geo_off=1 only where the operator allows it', async ({
    browser,
    baseURL,
  }) => {
    const visit = async () => {
      const context = await browser.newContext({
        locale: 'ru-RU',
        extraHTTPHeaders: { 'x-geo-country': 'XB' },
      });
      await context.addCookies([{ name: 'force_geo_off', value: '1', url: baseURL }]);
      const page = await context.newPage();
      await page.goto(`${baseURL}/ru/internal-vpn`);
      const kind = await page.locator('.bs-page').getAttribute('data-page');
      await context.close();
      return kind;
    };
    expect(await visit()).toBe('blocking-suspension');
    await ops('config', 'set', 'forceGeoOffAllowed', 'true');
    expect(await visit()).toBe('area-debug');
  });
});

test.describe('the site configuration', () => {
  test('a hidden path answers 404 while other pages stay', async ({ shell }) => {
    await ops('config', 'set', 'hiddenPaths', '["/about"]');
    try {
      await shell.visit('/ru/about');
      await expect(shell.shellPage).toHaveAttribute('data-page', 'not-found');
      await shell.visit('/ru/contacts');
      await expect(shell.shellPage).toHaveAttribute('data-page', 'information');
    } finally {
      await restore('hiddenPaths');
    }
  });

  test('a product line whose feature flag is off answers 404', async ({ shell }) => {
    await ops(
      'config',
      'set',
      'routeFeatureFlags',
      JSON.stringify({ ...DEFAULT_SITE_CONFIG.routeFeatureFlags, toto: false }),
    );
    try {
      await shell.visit('/ru/toto');
      await expect(shell.shellPage).toHaveAttribute('data-page', 'not-found');
      await shell.visit('/ru/lotto');
      await expect(shell.shellPage).toHaveAttribute('data-page', 'lotto');
    } finally {
      await restore('routeFeatureFlags');
    }
  });

  test('registration answers 404 when it is not allowed', async ({ shell }) => {
    await ops('config', 'set', 'registrationAllowed', 'false');
    try {
      await shell.visit('/ru/registration');
      await expect(shell.shellPage).toHaveAttribute('data-page', 'not-found');
    } finally {
      await restore('registrationAllowed');
    }
  });

  test('promoBonusToOffer sends bonus pages to their offers twin', async ({ shell }) => {
    await ops('config', 'set', 'promoBonusToOffer', 'true');
    try {
      await shell.visit('/ru/bonuses/rules/first-deposit-sport');
      expect(shell.finalUrl()).toBe('/ru/offers/rules/first-deposit-sport');
      await expect(shell.shellPage).toHaveAttribute('data-page', 'bonus');
    } finally {
      await restore('promoBonusToOffer');
    }
  });
});

test.describe('maintenance', () => {
  test('switched on sends every page to the maintenance page with its dates; switched off, Refresh goes home', async ({
    shell,
    page,
  }) => {
    await ops(
      'maintenance',
      'on',
      '--from',
      '2026-11-22T06:00:00Z',
      '--until',
      '2026-11-22T09:00:00Z',
    );
    try {
      await shell.visit('/en/casino');
      await expect(shell.shellPage).toContainText('Maintenance underway!');
      await shell.visit('/ru/casino');
      expect(shell.finalUrl()).toBe('/ru/maintenance');
      await expect(shell.shellPage).toContainText('Ведутся технические работы!');
      await expect(shell.shellPage).toContainText('22 ноября 2026');
      await expect(shell.header).toHaveCount(0);
    } finally {
      await ops('maintenance', 'off');
    }
    // The config this browser holds is cached 600 s; Refresh on the maintenance page asks again.
    await page.getByRole('button', { name: 'Обновить' }).click();
    await expect(page).toHaveURL(/\/ru\/$/);
    await expect(shell.shellPage).toHaveAttribute('data-page', 'sportsbook-home');
  });
});

test.describe('the redirect service', () => {
  test('moves an old link before anything shows', async ({ shell }) => {
    await ops('redirect', 'add', '/ru/old-promo', '/ru/promotions', '--reason', 'promo moved');
    try {
      await shell.visit('/ru/old-promo?utm=1');
      expect(shell.finalUrl()).toBe('/ru/promotions?utm=1');
      await expect(shell.shellPage).toHaveAttribute('data-page', 'promotions');
    } finally {
      await ops('redirect', 'remove', '/ru/old-promo');
    }
  });
});
