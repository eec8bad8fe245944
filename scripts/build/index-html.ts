import type { TouchIcon } from '@betshell/domain/installable-site';
import { FIRST_PAINT_MARKUP_ATTRIBUTE } from '@betshell/domain';
import type { LayoutPlace } from '../../root-config/src/layout/shell-layout';
import type { WrittenAsset } from './write-asset';

export interface IndexHtmlInput {
  readonly mode: 'production' | 'development';
  /**
   * The shell's own styles (root-config/src/shell.css), written into the page: a stylesheet of its
   * own would be one more request before anything can paint.
   */
  readonly criticalCss: string;
  /** The site's name in the static header, until the server writes the configured one. */
  readonly siteName: string;
  /**
   * The applications whose slots the page has, by their place in the shell's layout
   * (root-config/src/layout/shell-layout.ts): the header's over the static header bar, the main
   * area's and those beside its content inside it, the SEO text's and the footer's after it, and
   * the floating ones apart from the page's flow, so neither their preloaders nor their arrival
   * moves the page.
   */
  readonly slots: Readonly<Record<LayoutPlace, readonly string[]>>;
  readonly systemJs: WrittenAsset;
  readonly importMapOverrides: WrittenAsset;
  /** Modules of the first route, fetched while SystemJS starts. */
  readonly preload: readonly WrittenAsset[];
  /** Hosts where a developer may override a module in production (import-map-overrides). */
  readonly overrideHosts: readonly string[];
  /** The apple-touch icons the build drew (touch-icons.ts), linked with the manifest. */
  readonly touchIcons?: readonly TouchIcon[];
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Text of an element: the site's name comes from configuration. */
const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Marks the static header's site name, which the server replaces with the configured one. */
export const STATIC_SITE_NAME_ATTRIBUTE = 'data-shell-site-name';

/** A style element may not contain its own end tag. */
const styleText = (css: string) => css.replace(/<\/style/gi, '<\\/style');

const script = (asset: WrittenAsset) =>
  `<script src="${asset.url}" integrity="${asset.integrity}"></script>`;

/**
 * In production import-map-overrides is a tool for the allowlisted hosts only, so a player's page
 * does not download it (6 kB of the first load's 200 kB budget). It must still run before
 * SystemJS reads the maps, so where it is wanted it is written in place, as a parser-blocking
 * script; the allowlist meta stays as the library's own second check.
 */
function overridesOnAllowedHosts(asset: WrittenAsset, hosts: readonly string[]): string {
  const tag = script(asset).replace('</script>', '<\\/script>');
  return `<script>
      if (${JSON.stringify(hosts).replace(/</g, '\\u003c')}.indexOf(location.hostname) >= 0) {
        document.write('${tag.replace(/'/g, "\\'")}');
      }
    </script>`;
}

/** The manifest and the apple-touch icons of every size, so an installed site has its icon. */
function installableLinks(icons: readonly TouchIcon[] | undefined): string {
  if (icons === undefined) return '';
  return [
    '<link rel="manifest" href="/manifest.json" />',
    ...icons.map(
      (icon) =>
        `<link rel="apple-touch-icon" sizes="${icon.size}x${icon.size}" href="${icon.src}" />`,
    ),
  ]
    .map((line) => `\n    ${line}`)
    .join('');
}

/**
 * The requests the first render waits for besides the code, started while the JavaScript downloads
 * instead of after it has run: the redirect and block services' answers for the page's
 * address (with the player's token, as the platform sends it), and the site config and the
 * dictionary of the page's language. The language is the site's code the server wrote into
 * `<html data-language>` for this path (`lang` holds its ISO tag, `uk` for `ua`); on a path whose language it did not resolve, those two are not asked. The keys
 * are those of the platform (root-config/src/platform/http/early-answers.ts: a GET by its URL, a
 * POST by its path and JSON body), which takes each good answer once and asks again for anything
 * else. The redirect and block services are outside the CSRF-protected prefixes, as for the
 * platform's own calls.
 */
export const EARLY_REQUESTS_SCRIPT = `<script>
      (function () {
        if (typeof fetch !== 'function') return;
        var early = (window.__betshellEarly = {});
        function answer(response) {
          return response.ok ? response.json() : null;
        }
        function none() {
          return null;
        }
        function ask(url) {
          early[url] = fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } })
            .then(answer)
            .catch(none);
        }
        function post(path, body) {
          var json = JSON.stringify(body);
          early['POST ' + path + ' ' + json] = fetch(path, {
            method: 'POST',
            credentials: 'same-origin',
            headers: { accept: 'application/json', 'content-type': 'application/json' },
            body: json,
          })
            .then(answer)
            .catch(none);
        }
        var token = /(?:^|; )user_token=([^;]*)/.exec(document.cookie);
        var auth;
        try {
          auth = token ? decodeURIComponent(token[1]) : undefined;
        } catch (error) {
          auth = undefined;
        }
        post('/redirects-api/api/v1/redirect-light', { url: location.href });
        post('/blocks-api/api/v2/block', { auth: auth, url: location.href });
        var lng = document.documentElement.getAttribute('data-language');
        if (location.pathname.split('/')[1] !== lng) return;
        ask('/bff-api/config/all.json?lang=' + encodeURIComponent(lng));
        ask('/web-api/dictionary/' + encodeURIComponent(lng));
      })();
    </script>`;

/**
 * Odds the server painted into the page (server/src/chrome/sportsbook-first-screen.ts) are real
 * buttons a player may tap before the sportsbook's code has run: a tap is kept in
 * `window.__betshellEarlyTaps` (a second tap on the same odds takes it back) and the button shows
 * it pressed; the sportsbook, once it runs, puts the kept odds in the coupon and from then on is
 * handed each tap on what is still painted (`__betshellEarlyTap`, shell-parcels/sportsbook/src/
 * first-screen.ts). A painted settings panel does not open: it has nothing in it yet.
 */
export const EARLY_TAPS_SCRIPT = `<script>
      (function () {
        var kept = (window.__betshellEarlyTaps = []);
        document.addEventListener('click', function (event) {
          var target = event.target;
          if (!target || !target.closest || !target.closest('[${FIRST_PAINT_MARKUP_ATTRIBUTE}]')) return;
          if (target.closest('summary')) return event.preventDefault();
          var button = target.closest('button[data-market-id]');
          if (!button || button.disabled) return;
          var id = Number(button.getAttribute('data-market-id'));
          if (typeof window.__betshellEarlyTap === 'function') return window.__betshellEarlyTap(id);
          var at = kept.indexOf(id);
          if (at === -1) kept.push(id);
          else kept.splice(at, 1);
          button.classList.toggle('bs-sportsbook__odd--selected', at === -1);
          button.setAttribute('aria-pressed', String(at === -1));
        });
      })();
    </script>`;

/**
 * The start of the shell, once the document is parsed (SystemJS is deferred, so the parser is never
 * held up by it). Without SystemJS, or when the root config cannot load, the page says so with a
 * refresh button instead of staying blank.
 */
const START_SCRIPT = `<script>
      (function () {
        function fatal(error) {
          console.error(error);
          // No shell answers for the chrome the server painted (a banner's disabled buttons).
          var painted = document.querySelectorAll('[${FIRST_PAINT_MARKUP_ATTRIBUTE}]');
          for (var i = 0; i < painted.length; i += 1) painted[i].remove();
          var main = document.getElementById('shell-main');
          main.innerHTML =
            '<section class="shell-fatal" role="alert"><p lang="ru">Сайт не смог запуститься. Обновите страницу.</p>' +
            '<p lang="en">The site could not start. Please refresh the page.</p>' +
            '<button type="button">Обновить / Refresh</button></section>';
          main.querySelector('button').addEventListener('click', function () {
            location.reload();
          });
        }
        function start() {
          if (typeof System === 'undefined') return fatal(new Error('SystemJS did not load'));
          System.import('@betshell/root-config').catch(fatal);
        }
        if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
        else start();
      })();
    </script>`;

/**
 * The page the server answers for every site path (DESIGN.md, "The browser at run time", step 1).
 * import-map-overrides must run before SystemJS reads the maps; its UI exists only in development,
 * and in production it is switched off on every host but the allowlisted ones.
 *
 * What makes the first paint fast and still: the shell's styles are in the page; the
 * import map and SystemJS are asked for first and SystemJS is deferred, so nothing holds up the
 * parser (with a high fetch priority: a deferred script is otherwise fetched after every preload,
 * and nothing starts before it); the body is a static shell (the header bar with the site's name in the header's own
 * height, the main area filling the window so the footer starts below it, the floating chrome out
 * of the flow), so the page paints from the HTML alone and the parcels take its place without
 * moving anything.
 */
export function renderIndexHtml(input: IndexHtmlInput): string {
  const development = input.mode === 'development';
  const overrideMeta = development
    ? '<meta name="importmap-type" content="systemjs-importmap" allow-query-param-override />'
    : [
        '<meta name="importmap-type" content="systemjs-importmap" />',
        `<meta name="import-map-overrides-domains" content="${escapeAttribute(`allowlist:${input.overrideHosts.join(',')}`)}" />`,
      ].join('\n    ');
  const preload = input.preload
    .map(
      (asset) =>
        `<link rel="preload" as="script" href="${asset.url}" integrity="${asset.integrity}" />`,
    )
    .join('\n    ');
  const slotId = (name: string) => `single-spa-application:${escapeAttribute(name)}`;
  const slots = (place: LayoutPlace, indent: string) =>
    input.slots[place].map((name) => `\n${indent}<div id="${slotId(name)}"></div>`).join('');
  const header = input.slots.header
    .map(
      (name) => `
    <div id="${slotId(name)}" class="shell-header-slot">
      <div class="shell-static-header" aria-hidden="true">
        <span class="shell-static-header__brand" ${STATIC_SITE_NAME_ATTRIBUTE}>${escapeText(input.siteName)}</span>
      </div>
    </div>`,
    )
    .join('');

  return `<!doctype html>
<html lang="ru" data-language="ru">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <title>betshell</title>
    <meta name="betshell-environment" content="${input.mode}" />
    ${overrideMeta}
    <style>
${styleText(input.criticalCss)}
    </style>
    <link rel="preload" as="fetch" href="/importmap.json" crossorigin />
    ${EARLY_REQUESTS_SCRIPT}
    ${EARLY_TAPS_SCRIPT}
    <script type="systemjs-importmap" src="/importmap.json"></script>
    ${development ? script(input.importMapOverrides) : overridesOnAllowedHosts(input.importMapOverrides, input.overrideHosts)}
    ${script(input.systemJs).replace('<script ', '<script defer fetchpriority="high" ')}
    ${preload}${installableLinks(input.touchIcons)}
  </head>
  <body>${header}
    <main id="shell-main">
      <div class="shell-section-menu">${slots('section-menu', '        ')}
      </div>${slots('main', '      ')}
      <div class="shell-beside">${slots('beside', '        ')}
      </div>
    </main>${slots('seo-text', '    ')}${slots('footer', '    ')}
    <div class="shell-floating">${slots('floating', '      ')}
    </div>
    <noscript>
      <p>Для работы сайта нужен JavaScript. / This site needs JavaScript to work.</p>
    </noscript>${development ? '\n    <import-map-overrides-full></import-map-overrides-full>' : ''}
    ${START_SCRIPT}
  </body>
</html>
`;
}
