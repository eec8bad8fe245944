import { isSiteLanguage, type LanguageCode } from '@betshell/domain';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import type { InformationPageContent } from './information-page-repository';
import { INFORMATION_PAGE_PATH_PATTERN } from './information-page-path';

/**
 * server/content/pages: one folder per language with `pages.json` (each page's title, description,
 * list order and publication date, by path) and the body of each page as `<path>.html`. The shared
 * stylesheet of the pages is `information.css` beside the folders. Links to other pages of the site
 * are written `/{lng}/path`, so they keep the language of the address.
 */
export const PAGES_DIR = join(__dirname, '..', '..', 'content', 'pages');

const manifestFile = Compile(
  Type.Record(
    Type.String({ pattern: INFORMATION_PAGE_PATH_PATTERN }),
    Type.Object(
      {
        title: Type.String({ minLength: 1 }),
        description: Type.Optional(Type.String()),
        order: Type.Optional(Type.Integer()),
        published: Type.Optional(Type.String({ format: 'date' })),
      },
      { additionalProperties: false },
    ),
  ),
);

export interface ShippedPage extends InformationPageContent {
  readonly lng: LanguageCode;
  readonly path: string;
}

/** Every page the release ships; a page without its body, or a body without its entry, is refused. */
export async function readShippedPages(dir = PAGES_DIR): Promise<ShippedPage[]> {
  const languages = (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const pages: ShippedPage[] = [];
  for (const lng of languages) {
    if (!isSiteLanguage(lng)) throw new Error(`The pages folder ${lng} is not a site language`);
    const manifest: unknown = JSON.parse(await readFile(join(dir, lng, 'pages.json'), 'utf8'));
    if (!manifestFile.Check(manifest)) {
      const [first] = manifestFile.Errors(manifest);
      throw new Error(`${lng}/pages.json: ${first?.instancePath ?? ''} ${first?.message ?? ''}`);
    }
    const bodies = new Set(
      (await readdir(join(dir, lng), { recursive: true }))
        .filter((file) => file.endsWith('.html'))
        .map((file) =>
          file
            .split('\\')
            .join('/')
            .replace(/\.html$/, ''),
        ),
    );
    for (const path of bodies) {
      if (!Object.hasOwn(manifest, path))
        throw new Error(`${lng}/${path}.html is not in ${lng}/pages.json`);
    }
    for (const [path, entry] of Object.entries(manifest)) {
      if (!bodies.has(path))
        throw new Error(`${lng}/pages.json names ${path}, which has no ${path}.html`);
      pages.push({
        lng,
        path,
        title: entry.title,
        description: entry.description ?? '',
        body: (await readFile(join(dir, lng, `${path}.html`), 'utf8')).trim(),
        style: '',
        order: entry.order ?? null,
        publishedAt: entry.published === undefined ? null : `${entry.published}T00:00:00.000Z`,
      });
    }
  }
  return pages;
}

/** The stylesheet every information page is served with. */
export function readInformationStyle(dir = PAGES_DIR): Promise<string> {
  return readFile(join(dir, 'information.css'), 'utf8');
}
