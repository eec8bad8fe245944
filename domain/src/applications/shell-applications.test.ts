import type { SettledPage } from '../navigation/settled-page';
import { settledRouteFixture } from '../testing';
import { CASINO_LOBBY_ROUTES } from '../casino/casino-lobby-routes';
import { ROUTES } from '../routing/route-table';
import {
  CASINO_APPLICATION,
  CHROME_APPLICATIONS,
  SHELL_APPLICATIONS,
  applicationsActiveFor,
} from './shell-applications';

const route = settledRouteFixture;
const names = (page: SettledPage) =>
  applicationsActiveFor(page).map((application) => application.name);

describe('the shell applications', () => {
  it('are named as in the import map, or after the app of a JSON view', () => {
    for (const application of SHELL_APPLICATIONS) {
      const { source } = application;
      expect(application.name).toBe(
        source.kind === 'parcel' ? source.module : `view:${source.appName}`,
      );
      if (source.kind === 'parcel') expect(source.module).toMatch(/^@betshell\/[a-z-]+$/);
    }
  });

  it('render the information area through its JSON view, and never the pages parcel there', () => {
    const about = route({ name: 'about', area: 'information' });
    expect(names(about)).toEqual(['@betshell/header', 'view:information', ...CHROME_APPLICATIONS]);
    expect(applicationsActiveFor(about).map((application) => application.source)).toContainEqual({
      kind: 'json',
      appName: 'information',
    });
    expect(names(route({ area: 'casino' }))).not.toContain('view:information');
  });

  it('mount the header on pages of the default layout only', () => {
    expect(names(route({}))).toContain('@betshell/header');
    expect(names(route({ name: 'suspension', area: 'blocking', layout: 'empty' }))).not.toContain(
      '@betshell/header',
    );
    expect(
      names(route({ name: 'maintenance', area: 'maintenance', layout: 'maintenance' })),
    ).toEqual(['@betshell/pages']);
  });

  it('let the pages parcel render error pages and areas whose app is not built', () => {
    expect(names({ kind: 'not-found', layout: 'default', status: 404 })).toEqual([
      '@betshell/header',
      '@betshell/pages',
      ...CHROME_APPLICATIONS,
    ]);
    expect(names(route({ area: 'casino' }))).toContain('@betshell/pages');
  });

  it('mount the chrome on pages of the default layout only', () => {
    for (const name of CHROME_APPLICATIONS) {
      expect(names(route({}))).toContain(name);
      expect(names(route({ name: 'suspension', area: 'blocking', layout: 'empty' }))).not.toContain(
        name,
      );
      expect(names(route({ name: 'block-appeal-history', layout: 'blocked' }))).not.toContain(name);
    }
  });

  it('leave the footer, the floating chrome and the sportsbook until after the first paint, and the header and the questions to a new visitor not', () => {
    const firstPaint = ['@betshell/age-restriction', '@betshell/cookie-banner'];
    const later = SHELL_APPLICATIONS.filter((application) => application.afterFirstPaint === true);
    expect(later.map((application) => application.name)).toEqual([
      '@betshell/sportsbook',
      ...CHROME_APPLICATIONS.filter((name) => !firstPaint.includes(name)),
      '@betshell/coupon',
    ]);
    // Home is a betting page: the sportsbook app renders it, once the header and the
    // age and cookie questions have painted (the first-load budget, the LCP budget).
    expect(names(route({}))).toContain('@betshell/sportsbook');
    expect(names(route({})).filter((name) => !later.some((a) => a.name === name))).toEqual([
      '@betshell/header',
      ...firstPaint,
    ]);
  });

  it('mount the sign-in parcel as chrome on the default layout, after the first paint', () => {
    const auth = SHELL_APPLICATIONS.find((application) => application.name === '@betshell/auth');
    expect(auth?.source).toEqual({ kind: 'parcel', module: '@betshell/auth' });
    expect(auth?.afterFirstPaint).toBe(true);
    expect(names(route({}))).toContain('@betshell/auth');
    expect(
      names(route({ name: 'maintenance', area: 'maintenance', layout: 'maintenance' })),
    ).not.toContain('@betshell/auth');
  });

  it('give the sign-in pages to the account pages parcel, and leave the rest of the account area unbuilt', () => {
    for (const name of [
      'registration',
      'confirm-terms',
      'user-passwordreset',
      'user-activation',
      'user-accountverify',
    ]) {
      expect(names(route({ name, area: 'account' }))).toContain('@betshell/account-pages');
      expect(names(route({ name, area: 'account' }))).not.toContain('@betshell/pages');
    }
    expect(names(route({ name: 'stopnewsletter', area: 'account' }))).toContain('@betshell/pages');
  });

  it('render the office security and settings pages through the office security parcel', () => {
    for (const name of ['office-security', 'office-settings']) {
      const page = route({ name, area: 'office' });
      expect(names(page)).toContain('@betshell/office-security');
      expect(names(page)).not.toContain('@betshell/pages');
    }
    expect(names(route({ name: 'office-account', area: 'office' }))).not.toContain(
      '@betshell/office-security',
    );
  });

  it('mount the session-limit watch as chrome on the default layout, after the first paint', () => {
    const watch = SHELL_APPLICATIONS.find(
      (application) => application.name === '@betshell/session-limit',
    );
    expect(watch?.source).toEqual({ kind: 'parcel', module: '@betshell/session-limit' });
    expect(watch?.afterFirstPaint).toBe(true);
    expect(names(route({}))).toContain('@betshell/session-limit');
  });

  it('render the office responsible-gaming page through the responsible-gaming parcel only', () => {
    const page = route({ name: 'office-responsible', area: 'office' });
    expect(names(page)).toContain('@betshell/responsible-gaming');
    expect(names(page)).not.toContain('@betshell/pages');
    expect(names(route({ name: 'office-security', area: 'office' }))).not.toContain(
      '@betshell/responsible-gaming',
    );
  });
});

describe('the casino lobby app', () => {
  it('renders the casino pages that show games, and the pages parcel not there', () => {
    for (const name of CASINO_LOBBY_ROUTES) {
      const page = route({ name, area: 'casino' });
      expect(names(page)).toContain(CASINO_APPLICATION);
      expect(names(page)).not.toContain('@betshell/pages');
    }
  });

  it('leaves the casino pages it does not build to the pages parcel', () => {
    for (const name of ['casino-game', 'bonus-casino', 'casino-thank-you', 'slots-vulkan']) {
      const page = route({ name, area: 'casino' });
      expect(names(page)).toContain('@betshell/pages');
      expect(names(page)).not.toContain(CASINO_APPLICATION);
    }
  });

  it('names only routes of the casino area', () => {
    const casinoRoutes = new Set(
      ROUTES.filter((definition) => definition.area === 'casino').map((r) => r.name),
    );
    for (const name of CASINO_LOBBY_ROUTES) expect(casinoRoutes).toContain(name);
  });

  it('float the coupon beside the betting pages after the first paint, and nowhere else', () => {
    const coupon = SHELL_APPLICATIONS.find(
      (application) => application.name === '@betshell/coupon',
    );
    expect(coupon?.afterFirstPaint).toBe(true);
    expect(names(route({ name: 'home', area: 'betting' }))).toContain('@betshell/coupon');
    expect(names(route({ name: 'office-account', area: 'office' }))).not.toContain(
      '@betshell/coupon',
    );
    expect(names(route({ name: 'about', area: 'information' }))).not.toContain('@betshell/coupon');
  });

  it('render the office bet history and the print-coupon page through the bet-history parcel, without the coupon', () => {
    for (const page of [
      route({ name: 'office-history', area: 'office' }),
      route({ name: 'print-coupon', area: 'betting', params: { couponId: '12' } }),
    ]) {
      expect(names(page)).toContain('@betshell/bet-history');
      expect(names(page)).not.toContain('@betshell/pages');
      expect(names(page)).not.toContain('@betshell/coupon');
    }
  });
});
