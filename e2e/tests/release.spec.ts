import type { Page } from '@playwright/test';
import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { docCommands } from '../../scripts/docs/doc-commands';
import { expect, test } from '../fixtures';
import { CouponPanel, type ClickedOdds } from '../pages/coupon-panel';
import { MoneyPages } from '../pages/money-pages';
import { journeySite, opsToken } from '../site-under-test';
import { runAsWritten } from '../support/doc-command-process';
import { fundNewPlayer } from '../support/funded-player';
import { clearReleases } from '../support/release-manager';

/**
 * A release manager follows README's flow (release a header, pin it on staging, promote it to
 * production, read the history, roll back) and then releasing.md's checks, each command as the doc
 * writes it, against the site-wide journeys' site. The shell holds what the docs say finds that
 * site: OPS_URL and OPS_TOKEN, and the releases folder it serves (RELEASES_DIR). It changes
 * production's map for every visitor, so it runs one at a time with the other site-wide journeys,
 * on their own site; it leaves production and staging as it found them.
 */
test.use({ locale: 'ru-RU' });

const FLOW = docCommands('release');
const CHECKS = docCommands('release-checks');
/** What the release manager's shell holds: the site-wide journeys' site is the one released to. */
const managerShell = () => ({
  OPS_URL: journeySite().baseURL,
  OPS_TOKEN: opsToken,
  RELEASES_DIR: journeySite().releasesDir,
});

/** The module and version the flow pins, as its pin command names them. */
function pinnedRelease(): { stem: string; version: string } {
  const pin = FLOW.map((command) => /importmap -- pin @betshell\/(\S+)@(\S+)/.exec(command)).find(
    (match) => match !== null,
  );
  if (pin?.[1] === undefined || pin[2] === undefined) throw new Error('the flow pins nothing');
  return { stem: pin[1], version: pin[2] };
}

test.beforeAll(clearReleases);

test("README's release flow and releasing.md's checks, as written: the promoted header reaches the browser on its next load, the rollback brings the build's back", async ({
  shell,
  page,
}) => {
  test.setTimeout(240_000);
  const { stem, version } = pinnedRelease();
  const releaseFile = new RegExp(
    `/releases/${stem}/${version.replace(/\./g, '\\.')}-[0-9a-f]{10}/${stem}\\.js$`,
  );
  const steps: string[] = [];
  await shell.open('/ru/');

  for (const command of FLOW) {
    const printed = await runAsWritten(command, managerShell());
    if (/importmap -- promote \S+ production/.test(command)) {
      expect(printed).toMatch(/production: version \d+ -> \d+/);
      const fromRelease = page.waitForResponse((response) => releaseFile.test(response.url()));
      await page.reload();
      expect((await fromRelease).status()).toBe(200);
      await expect(shell.brand).toHaveText('betshell');
      steps.push('promoted');
    }
    if (/importmap -- history/.test(command)) {
      expect(printed).toMatch(/ promote +\S+ +"/);
      steps.push('history');
    }
    if (/importmap -- rollback/.test(command)) {
      expect(printed).toMatch(/pinned .* -> \S+ build/);
      const fromBuild = page.waitForResponse((response) =>
        new RegExp(`/assets/app/${stem}@`).test(response.url()),
      );
      await page.reload();
      await fromBuild;
      await expect(shell.brand).toBeVisible();
      steps.push('rolled back');
    }
  }
  expect(steps).toEqual(['promoted', 'history', 'rolled back']);

  const checks: string[] = [];
  for (const command of CHECKS) checks.push(await runAsWritten(command, managerShell()));
  const printed = checks.join('\n');
  expect(printed).toMatch(/staging version \d+ verifies/);
  expect(printed).toMatch(/staging: version \d+ -> \d+\n.*pinned .* -> \S+ build/);
  expect(printed).toContain('importmap.json verifies');
  expect(
    await runAsWritten('npm run importmap -- diff staging production', managerShell()),
  ).toMatch(/load the same modules/);
});

/** The minor units of an amount as the page shows it (`₽1,000.00`, `1 000,00 ₽`). */
function minorUnits(text: string | null): number {
  return Number((text ?? '').replace(/\D/g, ''));
}

/** How many instances of a class the page holds: the class an entry of the import map exports. */
async function instancesOf(page: Page, module: string, className: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = (await cdp.send('Runtime.evaluate', {
      expression: `System.import(${JSON.stringify(module)}).then((entry) => entry[${JSON.stringify(className)}].prototype)`,
      awaitPromise: true,
    })) as { result: { objectId?: string } };
    const { objects } = (await cdp.send('Runtime.queryObjects', {
      prototypeObjectId: result.objectId as string,
    })) as { objects: { objectId?: string } };
    const { result: count } = (await cdp.send('Runtime.callFunctionOn', {
      objectId: objects.objectId as string,
      functionDeclaration: 'function () { return this.length; }',
      returnByValue: true,
    })) as { result: { value: number } };
    return count.value;
  } finally {
    await cdp.detach();
  }
}

/** An open home win of the seeded line. */
async function openHomeWin(page: Page): Promise<ClickedOdds> {
  const answer = await page.request.get('/web-api/line/events?section=line&lng=en');
  const events = (await answer.json()) as {
    id: number;
    home: string;
    away: string;
    isSuspended: boolean;
    markets: { id: number; outcome: string; coef: number; isBlocked: boolean }[];
  }[];
  for (const event of events) {
    const market = event.markets.find((one) => one.outcome === '1' && !one.isBlocked);
    if (!event.isSuspended && market !== undefined) {
      return {
        gameId: event.id,
        marketId: market.id,
        coef: market.coef,
        game: `${event.home} - ${event.away}`,
        market: 'W1',
      };
    }
  }
  throw new Error('the seeded line has no open home win');
}

/** The contract an entry of `@betshell/domain` declares today (domain/package.json). */
async function contractOf(entry: string): Promise<string> {
  const manifest = JSON.parse(
    await readFile(join(__dirname, '..', '..', 'domain', 'package.json'), 'utf8'),
  ) as { browserModules: Record<string, { contract: string }> };
  const contract = manifest.browserModules[entry]?.contract;
  if (contract === undefined) throw new Error(`domain/package.json declares no entry ${entry}`);
  return contract;
}

test("an older release of the balance shares the page's one accounts store; a release built against another accounts contract is refused, naming the store and the ranges", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const accountsContract = await contractOf('./accounts');
  const released = await runAsWritten('npm run release -- balance 0.0.1', managerShell());
  expect(released).toContain(`@betshell/domain/accounts ^${accountsContract}`);
  const pin = (version: string) =>
    runAsWritten(
      `npm run importmap -- pin @betshell/balance@${version} --env production --reason "an older balance beside today's stores"`,
      managerShell(),
    );
  await pin('0.0.1');
  try {
    const player = await fundNewPlayer(context, baseURL ?? '');
    const coupon = new CouponPanel(page);
    const money = new MoneyPages(page);
    const fromRelease = page.waitForResponse((response) =>
      /\/releases\/balance\/0\.0\.1-[0-9a-f]{10}\/balance\.js$/.test(response.url()),
    );
    await coupon.open('/en');
    await fromRelease;
    await coupon.whenOddsChange('Accept any change');
    const odds = await openHomeWin(page);
    const couponBalance = coupon.root.locator('dt', { hasText: 'Balance' }).locator('+ dd');

    await coupon.clickOdds(odds);
    const funded = await player.balance();
    await expect.poll(async () => minorUnits(await money.headerBalance.textContent())).toBe(funded);
    await expect.poll(async () => minorUnits(await couponBalance.textContent())).toBe(funded);

    await coupon.place();
    await expect(coupon.root.locator('.bs-coupon__success')).toBeVisible();
    const staked = await player.balance();
    expect(staked).toBeLessThan(funded);
    await expect.poll(async () => minorUnits(await money.headerBalance.textContent())).toBe(staked);
    await coupon.clickOdds(odds);
    await expect.poll(async () => minorUnits(await couponBalance.textContent())).toBe(staked);

    // The office's page, reached without a reload, reads the same store.
    const activeAccount = money.office.locator('tr[data-account="RUB"][data-active="true"]');
    await page.evaluate(async () => {
      const { System } = window as unknown as {
        System: { import(name: string): Promise<unknown> };
      };
      const { platform } = (await System.import('@betshell/platform')) as {
        platform: { navigate(path: string): void };
      };
      platform.navigate('/en/office/account');
    });
    await expect.poll(async () => minorUnits(await activeAccount.textContent())).toBe(staked);
    expect(await instancesOf(page, '@betshell/domain/accounts', 'AccountsStore')).toBe(1);
    expect(await instancesOf(page, '@betshell/domain/betting', 'CouponStore')).toBe(1);
    expect(await instancesOf(page, '@betshell/domain/limits', 'LimitsStore')).toBe(1);

    // What a build of the balance records where the accounts contract is the next major: the same
    // file, the range it was built against that major.
    const nextMajor = `${Number(accountsContract.split('.')[0]) + 1}.0.0`;
    const [release] = (await readdir(join(journeySite().releasesDir, 'balance'))).filter((entry) =>
      entry.startsWith('0.0.1-'),
    );
    const from = join(journeySite().releasesDir, 'balance', release as string);
    const to = join(
      journeySite().releasesDir,
      'balance',
      (release as string).replace('0.0.1-', '0.0.2-'),
    );
    await cp(from, to, { recursive: true });
    const manifest = JSON.parse(await readFile(join(to, 'manifest.json'), 'utf8')) as {
      version: string;
      sharedLibraries: Record<string, { range: string; builtWith: string }>;
    };
    manifest.version = '0.0.2';
    manifest.sharedLibraries['@betshell/domain/accounts'] = {
      range: `^${nextMajor}`,
      builtWith: nextMajor,
    };
    await writeFile(join(to, 'manifest.json'), JSON.stringify(manifest));
    await expect(pin('0.0.2')).rejects.toThrow(
      `@betshell/balance 0.0.2 was built against the accounts store and its rules (@betshell/domain/accounts) contract ^${nextMajor}; the map's @betshell/domain/accounts 0.1.0 implements contract ${accountsContract}`,
    );
  } finally {
    await runAsWritten(
      'npm run importmap -- unpin @betshell/balance --env production --reason "back to the build"',
      managerShell(),
    );
  }
});
