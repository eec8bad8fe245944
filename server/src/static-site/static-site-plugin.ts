import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  COOKIE,
  PANEL_HIDDEN_ATTRIBUTES,
  SITE_LANGUAGES,
  displayAttributesOf,
  hiddenPanelsOf,
  languageOfPath,
  languageTagOf,
  matchRoute,
  splitLanguagePath,
  type LanguageCode,
  type MatchedRoute,
} from '@betshell/domain';
import { SEO_TEXT_SLOT } from '@betshell/domain/seo';
import { ApiError } from '../http/api-error';
import { scriptNonceOf, withScriptNonce } from '../http/security-headers-plugin';
import type { FirstPaintChrome } from '../chrome/first-paint-chrome';
import { SPORTSBOOK_APPLICATION } from '../chrome/sportsbook-first-screen';
import { compressAnswers } from '../http/compression';
import type { ImportMapEnvironment } from '../import-maps/import-map';
import { isSitePath, sitePageStatus } from './site-paths';
import { unbuiltRoutesIn } from './unbuilt-routes';

export type SiteMode = 'production' | 'development';

/**
 * The head of a page for the index.html answered at its path (SEO): the tags replace the
 * file's `<title>`, and `lng` its `<html data-language>` (and its ISO tag `<html lang>`); `body`, when given, goes into the SEO text's slot
 * (SEO_TEXT_SLOT); `siteName` the name in the static header that paints before the shell starts
 *. Null leaves the file as built.
 */
export type PageHeadRenderer = (page: {
  readonly pathname: string;
  readonly status: number;
  readonly origin: string;
}) => Promise<{
  readonly lng: string;
  readonly head: string;
  readonly body?: string;
  readonly siteName?: string;
} | null>;

export interface StaticSiteOptions {
  /** The browser build's output: assets/, index.<mode>.html, importmap.development.json. */
  readonly siteDir: string;
  /** The repository's importmap.json: the production build's map, under production's pins. */
  readonly productionImportMap: string;
  readonly mode: SiteMode;
  /** Whose import map /importmap.json serves (SITE_ENVIRONMENT); the mode's when absent. */
  readonly environment?: ImportMapEnvironment;
  /** Where `npm run release` writes releases, answered at /releases/ (RELEASES_DIR). */
  readonly releasesDir?: string;
  /** Origins besides the site that import maps may load modules from (IMPORT_MAP_ORIGINS). */
  readonly moduleOrigins?: readonly string[];
}

/** Hashed file names change with their content, so a browser may keep them for a year. */
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * @fastify/static options for files that never change under their name (hashed files, releases):
 * kept a year, with their .br/.gz variants.
 */
export const IMMUTABLE_FILES = {
  preCompressed: true,
  maxAge: ONE_YEAR_MS,
  immutable: true,
  dotfiles: 'ignore',
  index: false,
  redirect: false,
  // The same URL answers brotli, gzip or plain bytes, so shared caches must key on the encoding.
  setHeaders: (response: { setHeader(name: string, value: string): unknown }) => {
    void response.setHeader('vary', 'accept-encoding');
  },
} as const;

/**
 * Serves the built site: hashed files with long lifetimes (and their .br/.gz variants), and the
 * pages with no-cache so that a new build reaches browsers at once (the import map, with its pins,
 * is import-maps/import-map-site-plugin.ts's). Files are looked up per request, so a build made
 * while the server runs is served without a restart.
 */
export const staticSitePlugin: FastifyPluginAsync<
  StaticSiteOptions & {
    readonly pageHead?: PageHeadRenderer;
    /** Markup for the chrome's slots on a page of a known language. */
    readonly firstPaint?: FirstPaintChrome;
    /**
     * Whether the content a fitting route's parameters name is there (a game by its route, say);
     * a page without it answers 404, as the site shows it.
     */
    readonly pageExists?: (match: MatchedRoute, lng: LanguageCode) => Promise<boolean>;
    /** The configured public origin the page's links are made with, never the request's Host. */
    readonly publicOrigin?: string;
    /**
     * Run on every page answer, last: the signed-in player's page gets its access token
     * (authenticate-plugin.ts, keepPageSignedIn).
     */
    readonly beforePageSent?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
> = async (app, options) => {
  const { siteDir, mode } = options;
  const indexFile = join(siteDir, `index.${mode}.html`);
  const unbuilt = unbuiltRoutesIn(siteDir);
  // Before @fastify/static, as @fastify/compress requires; its files are precompressed already.
  await compressAnswers(app);

  await app.register(fastifyStatic, {
    root: join(siteDir, 'assets'),
    prefix: '/assets/',
    ...IMMUTABLE_FILES,
  });

  const pageStatus = async (pathname: string): Promise<200 | 404> => {
    const status = sitePageStatus(pathname, await unbuilt());
    if (status === 404 || options.pageExists === undefined) return status;
    const lng = languageOfPath(pathname, SITE_LANGUAGES);
    const match = matchRoute(splitLanguagePath(pathname).rest);
    if (match === null || lng === null) return status;
    return (await options.pageExists(match, lng)) ? 200 : 404;
  };

  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? request.url;
    if (!isSitePath(pathname)) return reply.callNotFound();
    // An unknown path, or a route not built yet, still gets the site, which shows its page; the
    // status tells crawlers.
    const status = await pageStatus(pathname);
    // The nonce goes on the built file's scripts before any text of an operator is put in.
    const html = withScriptNonce(await readIndex(indexFile), scriptNonceOf(reply));
    void reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    await options.beforePageSent?.(request, reply);
    if (options.pageHead === undefined) return reply.send(html);
    const page = await options.pageHead({
      pathname,
      status,
      origin: options.publicOrigin ?? 'http://localhost',
    });
    const slots =
      page === null || options.firstPaint === undefined
        ? {}
        : await options.firstPaint({ lng: page.lng, status, cookies: request.cookies, pathname });
    return reply.send(
      page === null
        ? html
        : withCouponColumn(
            withSlots(withHead(html, page, displayOf(request.cookies)), slots),
            slots,
          ),
    );
  });
};

/** The built index.html; read per request, so a build made while the server runs is served. */
async function readIndex(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    throw new ApiError(503, 'SITE_NOT_BUILT', 'The site is not built: run npm run build');
  }
}

const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

type DisplayAttributes = ReturnType<typeof displayAttributesOf> & {
  readonly hiddenPanels: ReturnType<typeof hiddenPanelsOf>;
};

/**
 * The player's theme and font size from their cookies (spec/shell.md section 3), so that the page
 * paints in them before any script runs; the values are from a closed list, never the cookie's text.
 */
function displayOf(
  cookies: Readonly<Record<string, string | undefined>> | undefined,
): DisplayAttributes {
  return {
    ...displayAttributesOf({
      appTheme: cookies?.[COOKIE.appTheme],
      appFontSize: cookies?.[COOKIE.appFontSize],
    }),
    // The side panels too (docs/display-settings.md): the columns beside the line are right from
    // the first paint, and nothing moves when the sports menu or the coupon arrives.
    hiddenPanels: hiddenPanelsOf({
      hideLeft: cookies?.[COOKIE.hideLeft],
      hideRight: cookies?.[COOKIE.hideRight],
    }),
  };
}

/** The attributes of the panels the player hid, each with its leading space; none when shown. */
function hiddenPanelAttributes({ hiddenPanels }: DisplayAttributes): string {
  return (['left', 'right'] as const)
    .filter((panel) => hiddenPanels[panel])
    .map((panel) => ` ${PANEL_HIDDEN_ATTRIBUTES[panel]}`)
    .join('');
}

function withHead(
  html: string,
  {
    lng,
    head,
    body = '',
    siteName,
  }: { lng: string; head: string; body?: string; siteName?: string },
  display: DisplayAttributes,
): string {
  const page = html
    .replace(
      /<html lang="[^"]*"(?: data-language="[^"]*")?(?: data-theme="[^"]*")?(?: data-font-size="[^"]*")?/,
      `<html lang="${languageTagOf(lng)}" data-language="${lng}" data-theme="${display.theme}" data-font-size="${display.fontSize}"${hiddenPanelAttributes(display)}`,
    )
    .replace(/<title>[^<]*<\/title>/, () => head)
    .replace(SEO_TEXT_SLOT, () => SEO_TEXT_SLOT.replace('></div>', `>${body}</div>`));
  if (siteName === undefined) return page;
  // The static header (scripts/build/index-html.ts) shows the configured name, as the header will.
  return page.replace(
    /(<span [^>]*data-shell-site-name>)[^<]*(<\/span>)/,
    (_match, open: string, close: string) => `${open}${escapeText(siteName)}${close}`,
  );
}

/**
 * The home page the server painted odds into is a betting page, whose coupon column the shell
 * keeps free from the moment the page settles (root-config.ts, `data-with-coupon`): the page is
 * painted in that width already, so that settling moves nothing.
 */
function withCouponColumn(html: string, slots: Readonly<Record<string, string>>): string {
  if (slots[SPORTSBOOK_APPLICATION] === undefined) return html;
  return html.replace(/<body(?=[\s>])/, '<body data-with-coupon');
}

/**
 * Each application's first-paint markup inside its empty slot; the sportsbook, an application of
 * the main area whose slot the page does not carry (the root config makes it at the end of the main
 * area when it first mounts: slotOf, create-remote-views.ts), gets its slot there, where it would
 * be made. Any other application without its slot in the page is painted nowhere.
 */
function withSlots(html: string, slots: Readonly<Record<string, string>>): string {
  return Object.entries(slots).reduce((page, [name, markup]) => {
    const slot = `<div id="single-spa-application:${name}"></div>`;
    const filled = slot.replace('></div>', `>${markup}</div>`);
    if (page.includes(slot)) return page.replace(slot, () => filled);
    if (name !== SPORTSBOOK_APPLICATION) return page;
    return page.replace('</main>', () => `${filled}</main>`);
  }, html);
}
