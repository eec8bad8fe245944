import { runInNewContext } from 'node:vm';
import { EARLY_REQUESTS_SCRIPT, renderIndexHtml, type IndexHtmlInput } from './index-html';

const asset = (url: string) => ({ url, integrity: `sha384-${url}`, bytes: 1, hash: '0123456789' });

const input = (mode: IndexHtmlInput['mode']): IndexHtmlInput => ({
  mode,
  criticalCss: '#shell-main { padding: 1.5rem; }',
  siteName: 'Bet & <Shell>',
  slots: {
    header: ['@betshell/header'],
    main: ['@betshell/pages'],
    beside: ['@betshell/coupon'],
    'section-menu': ['@betshell/office-menu'],
    'seo-text': ['@betshell/seo-text'],
    footer: ['@betshell/footer'],
    floating: ['@betshell/cookie-banner', '@betshell/notifications'],
  },
  systemJs: asset('/assets/lib/s.js'),
  importMapOverrides: asset('/assets/lib/imo.js'),
  preload: [asset('/assets/app/root-config.js'), asset('/assets/lib/react.js')],
  overrideHosts: ['localhost', 'staging.example'],
});

describe('index.html', () => {
  it('loads import-map-overrides before SystemJS, and the import map before both', () => {
    const html = renderIndexHtml(input('production'));
    const map = html.indexOf('type="systemjs-importmap" src="/importmap.json"');
    // Asked for before anything else: SystemJS cannot resolve a module without it.
    const mapPreload = html.indexOf(
      '<link rel="preload" as="fetch" href="/importmap.json" crossorigin />',
    );
    expect(mapPreload).toBeGreaterThan(0);
    expect(mapPreload).toBeLessThan(html.indexOf('<link rel="preload" as="script"'));
    const overrides = html.indexOf('src="/assets/lib/imo.js"');
    expect(renderIndexHtml(input('development'))).toContain(
      '<script src="/assets/lib/imo.js" integrity="sha384-/assets/lib/imo.js"></script>',
    );
    const systemJs = html.indexOf('src="/assets/lib/s.js"');
    expect(map).toBeGreaterThan(0);
    expect(overrides).toBeGreaterThan(map);
    expect(systemJs).toBeGreaterThan(overrides);
    expect(systemJs).toBeLessThan(html.indexOf('<link rel="preload" as="script"'));
    expect(html).toContain("System.import('@betshell/root-config')");
  });

  it('blocks nothing before the first paint: the styles are in the page and SystemJS is deferred', () => {
    const html = renderIndexHtml(input('production'));
    expect(html).toContain('#shell-main { padding: 1.5rem; }');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<script defer fetchpriority="high" src="/assets/lib/s.js"');
  });

  it('paints a static shell: the header bar with the site name, the main area, the floating slots', () => {
    const html = renderIndexHtml(input('production'));
    const header = html.slice(
      html.indexOf('<div id="single-spa-application:@betshell/header" class="shell-header-slot">'),
      html.indexOf('<main id="shell-main">'),
    );
    expect(header).toContain(
      '<span class="shell-static-header__brand" data-shell-site-name>Bet &amp; &lt;Shell&gt;</span>',
    );
    const floating = html.slice(html.indexOf('<div class="shell-floating">'));
    expect(floating).toContain('<div id="single-spa-application:@betshell/cookie-banner"></div>');
    expect(floating).toContain('<div id="single-spa-application:@betshell/notifications"></div>');
    const main = html.slice(html.indexOf('<main id="shell-main">'), html.indexOf('</main>'));
    expect(main).toContain('<div id="single-spa-application:@betshell/pages"></div>');
    expect(main).toContain('<div id="single-spa-application:@betshell/coupon"></div>');
    expect(html.indexOf('single-spa-application:@betshell/footer')).toBeGreaterThan(
      html.indexOf('</main>'),
    );
  });

  it('asks early for the redirect and block answers of the address, and the site config and dictionary of the language the server wrote, of no other', () => {
    const html = renderIndexHtml(input('production'));
    expect(html.indexOf(EARLY_REQUESTS_SCRIPT)).toBeLessThan(
      html.indexOf('<link rel="preload" as="script"'),
    );
    const early = /^<script>(.*)<\/script>$/s.exec(EARLY_REQUESTS_SCRIPT)?.[1] ?? '';
    const asked = (language: string, pathname: string, cookie = '') => {
      const calls: string[] = [];
      const window: Record<string, unknown> = {};
      runInNewContext(early, {
        window,
        // `lang` holds the ISO tag (uk for ua); the early requests go by the site's code.
        document: {
          documentElement: {
            lang: language === 'ua' ? 'uk' : language,
            getAttribute: (name: string) => (name === 'data-language' ? language : null),
          },
          cookie,
        },
        location: { pathname, href: `http://site.test${pathname}` },
        encodeURIComponent,
        decodeURIComponent,
        JSON,
        fetch: (url: string, init: { method?: string; body?: string } = {}) => {
          calls.push(init.method === 'POST' ? `POST ${url} ${init.body ?? ''}` : url);
          return Promise.resolve({ ok: true, json: () => Promise.resolve({}) });
        },
      });
      expect(Object.keys((window.__betshellEarly as object | undefined) ?? {})).toEqual(calls);
      return calls;
    };
    // The keys of root-config/src/platform/http/early-answers.ts (earlyPostKey for a POST).
    expect(asked('en', '/en/casino', 'a=1; user_token=x.y%2Ez; b=2')).toEqual([
      `POST /redirects-api/api/v1/redirect-light ${JSON.stringify({ url: 'http://site.test/en/casino' })}`,
      `POST /blocks-api/api/v2/block ${JSON.stringify({ auth: 'x.y.z', url: 'http://site.test/en/casino' })}`,
      '/bff-api/config/all.json?lang=en',
      '/web-api/dictionary/en',
    ]);
    // Without a token, no auth; on a path without the language, only the two services.
    expect(asked('ru', '/')).toEqual([
      `POST /redirects-api/api/v1/redirect-light ${JSON.stringify({ url: 'http://site.test/' })}`,
      `POST /blocks-api/api/v2/block ${JSON.stringify({ url: 'http://site.test/' })}`,
    ]);
    expect(asked('ru', '/uz/line')).toHaveLength(2);
    // Ukrainian: the site's code, not the ISO tag of `lang`.
    expect(asked('ua', '/ua/')).toContain('/web-api/dictionary/ua');
  });

  it('starts the shell once the document is parsed, and says so when SystemJS is missing, dropping the chrome the server painted', () => {
    const html = renderIndexHtml(input('production'));
    const start =
      /<script>\s*(\(function \(\) \{\s*function fatal.*?\}\)\(\);)\s*<\/script>/s.exec(
        html,
      )?.[1] ?? '';
    const main = { innerHTML: '', querySelector: () => ({ addEventListener: () => undefined }) };
    const listeners: Array<() => void> = [];
    const errors: unknown[] = [];
    const removed: string[] = [];
    const painted = { remove: () => removed.push('banner') };
    runInNewContext(start, {
      console: { error: (error: unknown) => errors.push(error) },
      document: {
        readyState: 'loading',
        addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
        getElementById: () => main,
        querySelectorAll: (selector: string) =>
          selector === '[data-first-paint]' ? [painted] : [],
      },
      location: { reload: () => undefined },
    });
    expect(main.innerHTML).toBe('');
    listeners.forEach((listener) => listener());
    expect(main.innerHTML).toContain('The site could not start. Please refresh the page.');
    expect(errors).toHaveLength(1);
    expect(removed).toEqual(['banner']);
  });

  it('preloads the first page modules with their integrity', () => {
    expect(renderIndexHtml(input('production'))).toContain(
      '<link rel="preload" as="script" href="/assets/lib/react.js" integrity="sha384-/assets/lib/react.js" />',
    );
  });

  it('in production allows overrides only on the allowlisted hosts, with no UI and no query override', () => {
    const html = renderIndexHtml(input('production'));
    expect(html).toContain(
      '<meta name="import-map-overrides-domains" content="allowlist:localhost,staging.example" />',
    );
    expect(html).not.toContain('import-map-overrides-full');
    expect(html).not.toContain('allow-query-param-override');
  });

  it('in development shows the overrides UI and honours the imo query', () => {
    const html = renderIndexHtml(input('development'));
    expect(html).toContain('<import-map-overrides-full></import-map-overrides-full>');
    expect(html).toContain('allow-query-param-override');
    expect(html).not.toContain('import-map-overrides-domains');
  });

  it('gives the SEO text its slot between the main area and the footer', () => {
    expect(renderIndexHtml(input('production'))).toMatch(
      /<\/main>\s*<div id="single-spa-application:@betshell\/seo-text"><\/div>\s*<div id="single-spa-application:@betshell\/footer">/,
    );
  });

  it('tells the root config which environment it runs in', () => {
    expect(renderIndexHtml(input('production'))).toContain(
      '<meta name="betshell-environment" content="production" />',
    );
    expect(renderIndexHtml(input('development'))).toContain('content="development"');
  });

  it('shows a message with a refresh button when the shell cannot start', () => {
    const html = renderIndexHtml(input('production'));
    expect(html).toContain('The site could not start. Please refresh the page.');
    expect(html).toContain('location.reload()');
  });

  it('in production writes import-map-overrides into the page on the allowlisted hosts only', () => {
    const html = renderIndexHtml(input('production'));
    const loader = /<script>\s*(if \(.*?\n\s*\})\s*<\/script>/s.exec(html)?.[1] ?? '';
    const written = (hostname: string) => {
      const lines: string[] = [];
      runInNewContext(loader, {
        location: { hostname },
        document: { write: (line: string) => lines.push(line) },
      });
      return lines;
    };
    expect(written('staging.example')).toEqual([
      '<script src="/assets/lib/imo.js" integrity="sha384-/assets/lib/imo.js"></script>',
    ]);
    expect(written('localhost')).toHaveLength(1);
    expect(written('www.betshell.example')).toEqual([]);
    // Never as a script of its own: only the line written on an allowlisted host.
    expect(html).not.toContain('integrity="sha384-/assets/lib/imo.js"></script>');
  });
});
