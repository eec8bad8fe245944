import { SiteConfigSchema } from '@betshell/api-contract';
import { DEFAULT_SITE_CONFIG } from '@betshell/domain';
import { Compile } from 'typebox/compile';
import { siteConfigFieldProblems } from './site-config-field-problems';
import { isSiteConfigKey } from './site-config-keys';

const maintenance = (dates: Partial<typeof DEFAULT_SITE_CONFIG.maintenance>) => ({
  ...DEFAULT_SITE_CONFIG.maintenance,
  ...dates,
});

describe('the site config schema', () => {
  it('accepts the default configuration', () => {
    expect(Compile(SiteConfigSchema).Check(DEFAULT_SITE_CONFIG)).toBe(true);
  });

  it.each(['2026-11-22T10:00:00Z', '2026-11-22T10:00:00.000Z', '2026-11-22T13:00:00+03:00'])(
    'accepts the maintenance instant %s',
    (instant) => {
      expect(siteConfigFieldProblems('maintenance', maintenance({ started_at: instant }))).toEqual(
        [],
      );
    },
  );

  it.each([
    'tomorrow',
    '2026-11-22',
    '2026-11-22T10:00:00',
    '2026-02-30T10:00:00Z',
    '2026-11-22T25:00:00Z',
  ])('refuses the maintenance instant %s, saying the format', (instant) => {
    const problems = siteConfigFieldProblems('maintenance', maintenance({ started_at: instant }));

    expect(problems.join('\n')).toContain('/started_at must match format "date-time"');
  });

  it('accepts an http(s) mobile site address or none', () => {
    expect(siteConfigFieldProblems('mobileSiteUrl', 'https://m.betshell.example/')).toEqual([]);
    expect(siteConfigFieldProblems('mobileSiteUrl', 'http://m.betshell.example:8080/')).toEqual([]);
    expect(siteConfigFieldProblems('mobileSiteUrl', null)).toEqual([]);
  });

  it.each(['m.betshell.example', 'not a url', 'javascript:alert(1)', 'ftp://m.betshell.example/'])(
    'refuses the mobile site address %s',
    (url) => {
      expect(siteConfigFieldProblems('mobileSiteUrl', url)).not.toEqual([]);
    },
  );

  it('accepts remote view origins that are self or a bare http(s) origin', () => {
    expect(
      siteConfigFieldProblems('remoteViews', {
        codeToEval: false,
        trustedOrigins: ['self', 'https://cdn.partner.example', 'http://127.0.0.1:8500'],
      }),
    ).toEqual([]);
  });

  it.each(['https://cdn.partner.example/path', 'cdn.partner.example', '*', 'javascript:x'])(
    'refuses the remote view origin %s',
    (origin) => {
      expect(
        siteConfigFieldProblems('remoteViews', { codeToEval: true, trustedOrigins: [origin] }),
      ).not.toEqual([]);
    },
  );
  const socialLink = { ...DEFAULT_SITE_CONFIG.socialLinks[0]! };

  it('accepts social links with an icon on this site or on the web', () => {
    expect(siteConfigFieldProblems('socialLinks', [socialLink])).toEqual([]);
    expect(
      siteConfigFieldProblems('socialLinks', [
        { ...socialLink, mediaFullPath: 'https://cdn.betshell.example/vk.png' },
      ]),
    ).toEqual([]);
  });

  it.each([
    ['a javascript: link', { link: 'javascript:alert(1)' }],
    ['an icon from a data: URL', { mediaFullPath: 'data:image/svg+xml,<svg/>' }],
    ['an icon on another host without a scheme', { mediaFullPath: '//evil.example/x.svg' }],
    ['an icon name that is not a class name', { iconName: 'x" onclick="' }],
    ['an empty label', { label: '' }],
  ])('refuses a social link with %s', (_case, change) => {
    expect(siteConfigFieldProblems('socialLinks', [{ ...socialLink, ...change }])).not.toEqual([]);
  });

  it('refuses an app version period under a minute', () => {
    expect(siteConfigFieldProblems('appVersionCheckIntervalSeconds', 59)).not.toEqual([]);
    expect(siteConfigFieldProblems('appVersionCheckIntervalSeconds', 60)).toEqual([]);
  });

  it('takes sign-in redirects from a route name to a path of this site only', () => {
    const rule = (source: string, target: string) => [{ source, target }];
    expect(
      siteConfigFieldProblems('signInRedirects', rule('registration', '/office/recharge')),
    ).toEqual([]);
    expect(siteConfigFieldProblems('signInRedirects', [])).toEqual([]);
    expect(
      siteConfigFieldProblems('signInRedirects', rule('registration', '//evil.example')),
    ).not.toEqual([]);
    expect(
      siteConfigFieldProblems('signInRedirects', rule('registration', '/\\evil.example')),
    ).not.toEqual([]);
    expect(
      siteConfigFieldProblems('signInRedirects', rule('registration', 'https://evil.example')),
    ).not.toEqual([]);
    expect(siteConfigFieldProblems('signInRedirects', rule('Reg istration', '/slots'))).not.toEqual(
      [],
    );
    expect(siteConfigFieldProblems('signInRedirects', [{ source: 'home' }])).not.toEqual([]);
  });

  it('names the place and the reason of a wrong value', () => {
    expect(siteConfigFieldProblems('hiddenPaths', ['/about', 7])).toEqual(['/1 must be string']);
    expect(siteConfigFieldProblems('ageLimit', '18')).toEqual(['must be integer']);
  });

  it('knows its keys', () => {
    expect(isSiteConfigKey('hiddenPaths')).toBe(true);
    expect(isSiteConfigKey('hiddenPath')).toBe(false);
    expect(isSiteConfigKey('constructor')).toBe(false);
  });
});
