import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { formatOdds } from '@betshell/domain';
import { HOME_TOP_EVENTS, type LineEvent } from '@betshell/domain/sportsbook';
import { buildTestApp, opsRequest, type TestApp } from '../test-support/build-test-app';
import { createSiteFixture, type SiteFixture } from '../test-support/create-site-fixture';
import { DATABASE_SETUP_TIMEOUT_MS } from '../test-support/create-test-database';

const SLOT = 'id="single-spa-application:@betshell/sportsbook"';

/** The painted odds of a page: market id, price text, whether disabled, in page order. */
function paintedOdds(html: string) {
  return [
    ...html.matchAll(
      /<button type="button" class="bs-sportsbook__odd" data-market-id="(\d+)" aria-pressed="false"( disabled="")?[^>]*><span class="bs-sportsbook__odd-name">([^<]*)<\/span><span class="bs-sportsbook__odd-price">([^<]*)/g,
    ),
  ].map(([, id, disabled, name, price]) => ({
    id: Number(id),
    disabled: disabled !== undefined,
    name,
    price,
  }));
}

function paintedData(html: string): unknown {
  const json = /<script type="application\/json" data-sportsbook-first-screen>(.*?)<\/script>/.exec(
    html,
  )?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

describe('the home page first screen of odds in the page html', () => {
  let testApp: TestApp;
  let fixture: SiteFixture;

  beforeAll(async () => {
    fixture = await createSiteFixture();
    // The built index.html's main area, without the sportsbook's slot (scripts/build/index-html.ts).
    await writeFile(
      join(fixture.site.siteDir, 'index.production.html'),
      '<!doctype html><html lang="ru"><title>betshell</title><body><main id="shell-main"><div class="shell-beside"></div></main></body></html>\n',
    );
    testApp = await buildTestApp({ site: fixture.site });
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await testApp.close();
    await fixture.remove();
  });

  const get = async (url: string, cookie?: string) =>
    (
      await testApp.app.inject({
        method: 'GET',
        url,
        headers: cookie === undefined ? {} : { cookie },
      })
    ).body;
  const events = async (section: string, lng = 'ru') =>
    JSON.parse(await get(`/web-api/line/events?section=${section}&lng=${lng}`)) as LineEvent[];

  it('paints the top live and line games with the line API current odds, at the end of the main area', async () => {
    const html = await get('/ru/');
    const [live, line] = [await events('live'), await events('line')];
    expect(html).toContain(`<div ${SLOT}><section class="bs-sportsbook" aria-label=`);
    expect(html.indexOf(SLOT)).toBeGreaterThan(html.indexOf('<div class="shell-beside">'));
    expect(html.indexOf(SLOT)).toBeLessThan(html.indexOf('</main>'));
    // A betting page: painted in the width the shell keeps for it beside the coupon's column.
    expect(html).toContain('<body data-with-coupon>');
    const shown = [...live.slice(0, HOME_TOP_EVENTS), ...line.slice(0, HOME_TOP_EVENTS)].flatMap(
      (event) => event.markets,
    );
    const painted = paintedOdds(html);
    // Each shown market once in its game's row; the accumulators of the day repeat some of them.
    for (const market of shown) {
      const button = painted.find((one) => one.id === market.id);
      expect(button?.disabled).toBe(market.isBlocked);
      if (!market.isBlocked) expect(button?.price).toBe(formatOdds(market.coef, 0));
    }
    expect(painted.filter((one) => !one.disabled).length).toBeGreaterThan(10);
    expect(paintedData(html)).toEqual({
      lng: 'ru',
      sports: JSON.parse(await get('/web-api/line/sports?lng=ru')) as unknown,
      live,
      line,
    });
  });

  it('paints a game suspended since the last page as suspended, and open again once resumed', async () => {
    const [game] = await events('line');
    const market = game?.markets.find((one) => !one.isBlocked);
    if (game === undefined || market === undefined) throw new Error('the demo line has no game');
    const suspended = await opsRequest(testApp, 'POST', `/line/events/${game.id}/suspend`, {
      suspended: true,
    });
    expect(suspended.statusCode).toBe(200);
    const html = await get('/ru/');
    expect(paintedOdds(html).find((one) => one.id === market.id)?.disabled).toBe(true);
    await opsRequest(testApp, 'POST', `/line/events/${game.id}/suspend`, { suspended: false });
    expect(paintedOdds(await get('/ru/')).find((one) => one.id === market.id)?.disabled).toBe(
      false,
    );
  });

  it('follows the player settings in their cookies and the page language', async () => {
    const [game] = await events('line', 'en');
    const market = game?.markets[0];
    if (market === undefined) throw new Error('the demo line has no game');
    const html = await get('/en/', 'coef_view_id=1; markets_name_type=full; compact_view=1');
    const button = paintedOdds(html).find((one) => one.id === market.id);
    expect(button?.price).toBe(formatOdds(market.coef, 1));
    expect(button?.name).toBe('Home win');
    expect(html).toContain('bs-sportsbook__event bs-sportsbook__event--compact');
    expect(html).toContain(`<a href="/en/line/game/${game?.id}" class="bs-sportsbook__teams">`);
  });

  it('paints nothing for a player whose settings draw the line otherwise: the parcel paints it', async () => {
    expect(paintedOdds(await get('/en/', 'team_logos=0; detailed_score=0'))).not.toEqual([]);
    for (const cookie of [
      'app_view_type=1',
      'isChampsGroupedByCountry=1',
      'team_logos=1',
      'detailed_score=1',
      'best_matches_on_top=1',
    ]) {
      const html = await get('/en/', cookie);
      expect([cookie, html.includes('bs-sportsbook__odd')]).toEqual([cookie, false]);
    }
  });

  it('paints nothing on other pages, and the other pages keep their slots as built', async () => {
    for (const url of ['/ru/casino', '/ru/line', '/ru/no-such-page']) {
      const html = await get(url);
      expect(html).not.toContain(SLOT);
      expect(html).not.toContain('bs-sportsbook__odd');
      expect(html).toContain('<body>');
    }
  });
});
