// `npm run ops -- page list|get|set`: the information pages (server/src/information-pages), through
// the operator API's /pages and /page routes. Registered in scripts/ops.ts.
import { readFile } from 'node:fs/promises';
import type { Command, Verb } from '../ops';
import { OpsFailure } from './ops-failure';

export const PAGE_OPTIONS = {
  lng: { type: 'string' },
  title: { type: 'string' },
  description: { type: 'string' },
  'body-file': { type: 'string' },
  'style-file': { type: 'string' },
  order: { type: 'string' },
  published: { type: 'string' },
} as const;

export const PAGE_USAGE = `  page list [--lng ru]
  page get <lng> <path>               e.g. page get en rules/sport/settlement
  page set <lng> <path> [--title T] [--description D] [--body-file F.html] [--style-file F.css]
           [--order N|none] [--published ISO|none]    a new page needs --title and --body-file`;

interface ListedPage {
  readonly lng: string;
  readonly path: string;
  readonly title: string;
  readonly order: number | null;
  readonly publishedAt: string | null;
  readonly editedByOperatorAt: string | null;
  readonly updatedAt: string;
}

interface FullPage extends ListedPage {
  readonly description: string;
  readonly body: string;
  readonly style: string;
}

const pageQuery = (lng: string, path: string) =>
  `/page?lng=${encodeURIComponent(lng)}&path=${encodeURIComponent(path)}`;

const edited = (page: ListedPage) =>
  page.editedByOperatorAt === null
    ? 'as released'
    : `edited by an operator ${page.editedByOperatorAt}`;

async function readText(file: string, option: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new OpsFailure(`--${option} ${file} cannot be read: ${(error as Error).message}`);
  }
}

/** `none` clears a value; anything else goes to the server as given, for it to accept or explain. */
function orderValue(text: string): number | null | string {
  if (text === 'none') return null;
  return /^-?\d+$/.test(text) ? Number(text) : text;
}

type PageOption = keyof typeof PAGE_OPTIONS;

export const PAGE_VERBS: Readonly<Record<string, Verb>> = {
  'page list': {
    options: ['lng'],
    arity: [0, 0],
    async run({ api, io, values }: Command) {
      const lng = values.lng;
      const { pages } = await api<{ pages: ListedPage[] }>(
        'GET',
        lng === undefined ? '/pages' : `/pages?lng=${encodeURIComponent(lng)}`,
      );
      if (pages.length === 0) io.out('no pages');
      for (const page of pages) {
        io.out(`${page.lng} ${page.path}: ${JSON.stringify(page.title)} (${edited(page)})`);
      }
    },
  },
  'page get': {
    options: [],
    arity: [2, 2],
    async run({ api, io, positionals }: Command) {
      const [lng = '', path = ''] = positionals;
      const { page } = await api<{ page: FullPage }>('GET', pageQuery(lng, path));
      io.out(`${page.lng} ${page.path}: ${JSON.stringify(page.title)}`);
      io.out(`  description: ${JSON.stringify(page.description)}`);
      io.out(`  order: ${page.order ?? 'none'}, published: ${page.publishedAt ?? 'none'}`);
      io.out(`  updated ${page.updatedAt}, ${edited(page)}`);
      if (page.style !== '') io.out(`  style: ${JSON.stringify(page.style)}`);
      io.out('');
      io.out(page.body);
    },
  },
  'page set': {
    options: ['title', 'description', 'body-file', 'style-file', 'order', 'published'],
    arity: [2, 2],
    async run({ api, io, positionals, values }: Command) {
      const [lng = '', path = ''] = positionals;
      const given = (option: PageOption) => values[option];
      const change: Record<string, unknown> = {};
      if (given('title') !== undefined) change.title = given('title');
      if (given('description') !== undefined) change.description = given('description');
      const bodyFile = given('body-file');
      if (bodyFile !== undefined) change.body = await readText(bodyFile, 'body-file');
      const styleFile = given('style-file');
      if (styleFile !== undefined) change.style = await readText(styleFile, 'style-file');
      const order = given('order');
      if (order !== undefined) change.order = orderValue(order);
      const published = given('published');
      if (published !== undefined) change.publishedAt = published === 'none' ? null : published;
      if (Object.keys(change).length === 0) {
        throw new OpsFailure(
          'page set: nothing to change; give --title, --description, --body-file, --style-file, --order or --published',
        );
      }
      const { page, created } = await api<{ page: FullPage; created: boolean }>(
        'PUT',
        pageQuery(lng, path),
        change,
      );
      io.out(
        `${created ? 'created' : 'updated'} page ${page.lng} ${page.path}: ${JSON.stringify(page.title)}` +
          `${created ? '' : ` (${Object.keys(change).join(', ')})`}`,
      );
      io.out(`  it shows at /${page.lng}/${page.path}`);
    },
  },
};
