import {
  buildPath,
  DEFAULT_SITE_CONFIG,
  routeOpensUnder,
  ROUTES,
  type RouteDefinition,
} from '@betshell/domain';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { mainApplicationOf } from '../../root-config/src/layout/shell-layout';
import { expect, test } from '../fixtures';
import { PhoneLayoutPage } from '../pages/phone-layout-page';
import { signInNewPlayer } from '../support/signed-in-player';

/**
 * Every page the site builds, on a phone and on a tablet (below the spec's desktop width, 1024 px):
 * none is wider than the screen. The routes come from the route table and the layout table (every
 * route that is no redirect and whose main area an application renders), so a page added to either
 * is measured without a word here; the office pages signed in, a game and information pages with
 * real ids and slugs from the demo line and content.
 */

/** The demo content's information pages (server/content/pages/en): real slugs to open. */
const CONTENT = join(__dirname, '..', '..', 'server', 'content', 'pages', 'en');
const slugsIn = (folder: string) =>
  readdirSync(join(CONTENT, folder))
    .filter((name) => name.endsWith('.html'))
    .map((name) => name.replace(/\.html$/, ''));
const [ruleGroup = 'sport'] = slugsIn('rules');
const [ruleChapter] = slugsIn(join('rules', ruleGroup));
const [newsSlug] = slugsIn('news');
const [blogSlug = 'x'] = slugsIn('blog');

const BUILT = ROUTES.filter(
  (route) =>
    route.redirect === undefined &&
    mainApplicationOf(route.name, route.area) !== null &&
    // A page the demo site config keeps shut (identification, not shown) answers 404: no page.
    routeOpensUnder(DEFAULT_SITE_CONFIG, route, route.path),
);

/** A value for a required parameter: real where the content or the line has one. */
function valueOf(route: RouteDefinition, name: string, gameId: number): string {
  const rule = route.params?.[name];
  if (rule?.kind === 'one-of') return rule.values[0] ?? '';
  if (name === 'gameId') return String(gameId);
  if (rule?.kind === 'numeric') return '1';
  const values: Readonly<Record<string, string>> = {
    ruleGroup,
    result: 'success',
    type: 'activate',
    menuSection: 'top',
    // A catalogue game's route and a shipped game landing (server/content/promotions).
    gameRoute: 'book-of-pharaohs',
    landingRoute: 'book-of-pharaohs',
    '*': route.area === 'information' ? blogSlug : 'x',
  };
  return values[name] ?? 'x';
}

/** The route's page with its required parameters only, under /ru. */
function pathOf(route: RouteDefinition, gameId: number): string {
  const required = route.path
    .split('/')
    .filter((part) => part === '*' || (part.startsWith(':') && !part.endsWith('?')))
    .map((part) => (part === '*' ? '*' : part.slice(1)));
  const params = Object.fromEntries(required.map((name) => [name, valueOf(route, name, gameId)]));
  return `/ru${buildPath(route.path, params)}`;
}

interface LineGame {
  readonly id: number;
  readonly sportId: number;
  readonly champId: number;
}

const SCREENS = [
  { name: 'a phone', width: 360, height: 740 },
  { name: 'a tablet', width: 768, height: 1024 },
] as const;

for (const screen of SCREENS) {
  test.describe(`on ${screen.name} (${screen.width} × ${screen.height})`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    test('every built page fits the screen, with the office menu and touch-sized controls', async ({
      page,
      context,
      baseURL,
      request,
    }) => {
      // Every built page of the site, one after another: about a hundred of them.
      test.setTimeout(240_000);
      const games = (await (
        await request.get('/web-api/line/events?section=line&lng=ru')
      ).json()) as LineGame[];
      const [game] = games;
      if (game === undefined) throw new Error('the demo line has a game');
      const phone = new PhoneLayoutPage(page);
      const overflowing: string[] = [];
      const measure = async (path: string) => {
        await phone.visit(path);
        const overflow = await phone.overflow();
        if (overflow !== null) {
          overflowing.push(
            `${path}: ${overflow.scrollWidth} px wide in ${overflow.innerWidth}, widest ${overflow.widest}`,
          );
        }
      };

      const visitorPaths = [
        ...BUILT.filter((route) => route.access !== 'authorised').map((route) =>
          pathOf(route, game.id),
        ),
        `/ru/line/${game.sportId}/${game.champId}/${game.id}`,
        `/ru/news/${newsSlug}`,
        `/ru/rules/${ruleGroup}/${ruleChapter}`,
      ];
      for (const path of visitorPaths) await measure(path);

      if (screen.width < 640) {
        // A listing: each game in one row (time, teams and the main odds side by side), and odds,
        // tabs and buttons a finger can press.
        await phone.visit('/ru/line');
        await expect(phone.events.first()).toBeVisible();
        expect(await phone.eventsNotInOneRow()).toEqual([]);
        expect(await phone.smallTouchTargets(44)).toEqual([]);
        await phone.visit('/ru/casino');
        expect(await phone.smallTouchTargets(44)).toEqual([]);
      }

      await signInNewPlayer(context, baseURL ?? '');
      await page.goto('about:blank');
      const officePaths = BUILT.filter((route) => route.access === 'authorised').map((route) =>
        pathOf(route, game.id),
      );
      for (const path of officePaths) {
        await measure(path);
        if (!path.includes('/office/')) continue;
        // The office keeps its menu, the button that opens it as a sheet.
        await expect(phone.officeMenu, path).toBeVisible();
        if (screen.width < 640) expect(await phone.smallTouchTargets(44), path).toEqual([]);
      }

      expect(overflowing, 'pages wider than the screen').toEqual([]);
    });
  });
}
