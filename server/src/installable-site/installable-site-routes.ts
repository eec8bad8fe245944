import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@betshell/domain';
import {
  MANIFEST_PATH,
  PWA_WORKER_PATH,
  TOUCH_ICONS_DIR,
  TOUCH_ICONS_LIST,
  isShellFilePath,
  type TouchIcon,
} from '@betshell/domain/installable-site';
import type { FastifyInstance, FastifyPluginCallback } from 'fastify';
import { ApiError } from '../http/api-error';
import type { SiteConfigRepository } from '../site-config/site-config-repository';
import { serviceWorkerScript } from './service-worker-script';

export interface InstallableSiteOptions {
  readonly siteDir: string;
  readonly siteConfig: SiteConfigRepository;
}

/**
 * The page's background (the light palette's `page` token, root-config/src/ui/design-tokens.ts),
 * shown while an installed site starts.
 */
const BACKGROUND_COLOUR = '#eef2f6';

/** The page every site path answers offline: the site's root, which the shell moves under /{lng}. */
const SHELL_PAGE = '/';

async function configOf(repository: SiteConfigRepository): Promise<SiteConfig> {
  const reading = await repository.read();
  // An unusable stored config serves the release's defaults, as the SEO head does.
  return reading.status === 'complete' ? reading.config : DEFAULT_SITE_CONFIG;
}

async function touchIcons(siteDir: string): Promise<TouchIcon[]> {
  try {
    const text = await readFile(join(siteDir, 'assets', TOUCH_ICONS_DIR, TOUCH_ICONS_LIST), 'utf8');
    return JSON.parse(text) as TouchIcon[];
  } catch {
    throw new ApiError(503, 'SITE_NOT_BUILT', 'The site is not built: run npm run build');
  }
}

/** The same-origin files a page and an import map name (`/assets/...`, `/releases/...`). */
export function shellFilesOf(page: string, importMap: string): string[] {
  const files = new Set<string>(['/importmap.json']);
  for (const match of page.matchAll(/(?:src|href)="(\/[^"]+)"/g)) {
    const path = match[1];
    if (path !== undefined && isShellFilePath(path)) files.add(path);
  }
  const map = JSON.parse(importMap) as {
    imports?: Record<string, string>;
    scopes?: Record<string, Record<string, string>>;
  };
  const addresses = [
    ...Object.values(map.imports ?? {}),
    ...Object.values(map.scopes ?? {}).flatMap((scope) => Object.values(scope)),
  ];
  // Files of other origins would need CORS to be kept, and one failure stops the whole install.
  for (const address of addresses) if (isShellFilePath(address)) files.add(address);
  return [...files].sort();
}

async function answerOf(app: FastifyInstance, url: string): Promise<string> {
  const answer = await app.inject({ method: 'GET', url });
  if (answer.statusCode !== 200) {
    throw new ApiError(503, 'SITE_NOT_BUILT', 'The site is not built: run npm run build');
  }
  return answer.body;
}

/**
 * The installable site (spec/shell.md section 7 "Static"): /manifest.json with the theme
 * colour of the config and the apple-touch icons the build drew; /pwa-sw.js only while the config
 * says isPwa (404 otherwise, and the root config then removes a worker installed before).
 */
export const installableSiteRoutes: FastifyPluginCallback<InstallableSiteOptions> = (
  app,
  { siteDir, siteConfig },
  done,
) => {
  app.get(MANIFEST_PATH, async (_request, reply) => {
    const config = await configOf(siteConfig);
    const icons = await touchIcons(siteDir);
    return reply
      .header('cache-control', 'no-cache')
      .type('application/manifest+json; charset=utf-8')
      .send({
        name: config.siteName,
        short_name: config.siteName,
        start_url: SHELL_PAGE,
        scope: '/',
        display: 'standalone',
        background_color: BACKGROUND_COLOUR,
        theme_color: config.pwaManifest.themeColor,
        icons: icons.map((icon) => ({
          src: icon.src,
          sizes: `${icon.size}x${icon.size}`,
          type: 'image/png',
        })),
      });
  });

  app.get(PWA_WORKER_PATH, async (_request, reply) => {
    const config = await configOf(siteConfig);
    if (!config.isPwa) {
      throw new ApiError(404, 'PWA_OFF', 'The site is not installable: isPwa is off');
    }
    const [importMap, page] = await Promise.all([
      answerOf(app, '/importmap.json'),
      answerOf(app, SHELL_PAGE),
    ]);
    const version = createHash('sha256').update(importMap).update(page).digest('hex').slice(0, 20);
    return (
      reply
        // The browser checks its worker against this on every navigation: never from a cache.
        .header('cache-control', 'no-cache')
        .header('service-worker-allowed', '/')
        .type('text/javascript; charset=utf-8')
        .send(
          serviceWorkerScript({
            version,
            shellPage: SHELL_PAGE,
            files: shellFilesOf(page, importMap).filter((file) => file !== SHELL_PAGE),
          }),
        )
    );
  });
  done();
};
