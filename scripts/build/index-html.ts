import type { TouchIcon } from '@betshell/domain/installable-site';
import type { WrittenAsset } from './write-asset';

export interface IndexHtmlInput {
  readonly mode: 'production' | 'development';
  readonly stylesheet: WrittenAsset;
  readonly systemJs: WrittenAsset;
  readonly importMapOverrides: WrittenAsset;
  /** Modules of the first route, fetched while SystemJS starts. */
  readonly preload: readonly WrittenAsset[];
  /** Hosts where a developer may override a module in production (import-map-overrides). */
  readonly overrideHosts: readonly string[];
  /** The apple-touch icons the build drew (touch-icons.ts), linked with the manifest (issue 10). */
  readonly touchIcons?: readonly TouchIcon[];
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const script = (asset: WrittenAsset) =>
  `<script src="${asset.url}" integrity="${asset.integrity}"></script>`;

/**
 * In production import-map-overrides is a tool for the allowlisted hosts only, so a player's page
 * does not download it (issue 11: 6 kB of the first load's 200 kB budget). It must still run before
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
 * The page the server answers for every site path (DESIGN.md, "The browser at run time", step 1).
 * import-map-overrides must run before SystemJS reads the maps; its UI exists only in development,
 * and in production it is switched off on every host but the allowlisted ones.
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

  return `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>betshell</title>
    <meta name="betshell-environment" content="${input.mode}" />
    ${overrideMeta}
    <link rel="stylesheet" href="${input.stylesheet.url}" integrity="${input.stylesheet.integrity}" />
    ${preload}${installableLinks(input.touchIcons)}
    <script type="systemjs-importmap" src="/importmap.json"></script>
    ${development ? script(input.importMapOverrides) : overridesOnAllowedHosts(input.importMapOverrides, input.overrideHosts)}
    ${script(input.systemJs)}
  </head>
  <body>
    <div id="single-spa-application:@betshell/header"></div>
    <main id="shell-main"><div id="single-spa-application:@betshell/pages"></div></main>
    <div id="single-spa-application:@betshell/footer"></div>
    <noscript>
      <p>Для работы сайта нужен JavaScript. / This site needs JavaScript to work.</p>
    </noscript>${development ? '\n    <import-map-overrides-full></import-map-overrides-full>' : ''}
    <script>
      System.import('@betshell/root-config').catch(function (error) {
        console.error(error);
        var main = document.getElementById('shell-main');
        main.innerHTML =
          '<section class="shell-fatal" role="alert"><p lang="ru">Сайт не смог запуститься. Обновите страницу.</p>' +
          '<p lang="en">The site could not start. Please refresh the page.</p>' +
          '<button type="button">Обновить / Refresh</button></section>';
        main.querySelector('button').addEventListener('click', function () {
          location.reload();
        });
      });
    </script>
  </body>
</html>
`;
}
