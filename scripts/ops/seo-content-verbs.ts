// `npm run ops -- seo content list|get|set|remove` and `seo visual list|get|set|remove`: the SEO
// content block and the visual (h1, image) of pages (server/src/seo), through the operator API's
// /seo/contents, /seo/content, /seo/visuals and /seo/visual routes. Registered in scripts/ops.ts.
import { readFile } from 'node:fs/promises';
import type { Command, Verb } from '../ops';
import { OpsFailure } from './ops-failure';

export const SEO_CONTENT_OPTIONS = {
  heading: { type: 'string' },
  text: { type: 'string' },
  'text-file': { type: 'string' },
  h1: { type: 'string' },
  alt: { type: 'string' },
  width: { type: 'string' },
  height: { type: 'string' },
} as const;

export const SEO_CONTENT_USAGE = `  seo content list [--lng ru]
  seo content get <lng> <urlPath>     e.g. seo content get en /line/*
  seo content set <lng> <urlPath> [--heading H] [--text T | --text-file FILE]
                                      paragraphs are separated by a blank line; plain text, no HTML;
                                      a new entry needs --heading
  seo content remove <lng> <urlPath>
  seo visual list [--lng ru]
  seo visual get <lng> <urlPath>
  seo visual set <lng> <urlPath> [--h1 H] [--image URL|none --alt A --width W --height H]
                                      a new entry needs --h1; an image needs its alt and size
  seo visual remove <lng> <urlPath>`;

interface Stamped {
  readonly lng: string;
  readonly urlPath: string;
  readonly editedByOperatorAt: string | null;
}
interface ContentEntry extends Stamped {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}
interface VisualEntry extends Stamped {
  readonly h1: string;
  readonly image: { url: string; alt: string; width: number; height: number } | null;
}

const entryQuery = (kind: 'content' | 'visual', lng: string, urlPath: string) =>
  `/seo/${kind}?lng=${encodeURIComponent(lng)}&urlPath=${encodeURIComponent(urlPath)}`;

const listQuery = (kind: 'contents' | 'visuals', lng: string | undefined) =>
  lng === undefined ? `/seo/${kind}` : `/seo/${kind}?lng=${encodeURIComponent(lng)}`;

const edited = (entry: Stamped) =>
  entry.editedByOperatorAt === null
    ? 'as released'
    : `edited by an operator ${entry.editedByOperatorAt}`;

const imageText = (entry: VisualEntry) =>
  entry.image === null
    ? 'none'
    : `${entry.image.url} ${entry.image.width}x${entry.image.height} alt ${JSON.stringify(entry.image.alt)}`;

/** Paragraphs from text: split on blank lines, each trimmed, empty ones dropped. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

function whole(value: string | undefined, what: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[1-9]\d*$/.test(value)) throw new OpsFailure(`${what} must be a whole number above 0`);
  return Number(value);
}

async function contentChange({ values }: Command): Promise<Record<string, unknown>> {
  const change: Record<string, unknown> = {};
  if (values.heading !== undefined) change.heading = values.heading;
  if (values.text !== undefined && values['text-file'] !== undefined) {
    throw new OpsFailure('seo content set: give --text or --text-file, not both');
  }
  const file = values['text-file'];
  const text = file === undefined ? values.text : await readFile(file, 'utf8');
  if (text !== undefined) change.paragraphs = paragraphsOf(text);
  if (Object.keys(change).length === 0) {
    throw new OpsFailure(
      'seo content set: nothing to change; give --heading, --text or --text-file',
    );
  }
  return change;
}

function visualChange({ values }: Command): Record<string, unknown> {
  const change: Record<string, unknown> = {};
  if (values.h1 !== undefined) change.h1 = values.h1;
  const sized = [values.alt, values.width, values.height].some((value) => value !== undefined);
  if (values.image === 'none') {
    if (sized)
      throw new OpsFailure('seo visual set: --image none takes no --alt, --width or --height');
    change.image = null;
  } else if (values.image !== undefined) {
    const width = whole(values.width, '--width');
    const height = whole(values.height, '--height');
    if (width === undefined || height === undefined) {
      throw new OpsFailure(
        'seo visual set: an image needs --width and --height, so the page keeps its box',
      );
    }
    change.image = { url: values.image, alt: values.alt ?? '', width, height };
  } else if (sized) {
    throw new OpsFailure('seo visual set: --alt, --width and --height go with --image');
  }
  if (Object.keys(change).length === 0) {
    throw new OpsFailure('seo visual set: nothing to change; give --h1 or --image');
  }
  return change;
}

const USAGE_FAILURE = (kind: string) =>
  new OpsFailure(
    `seo ${kind} list [--lng L] | get <lng> <urlPath> | set <lng> <urlPath> ... | remove <lng> <urlPath>`,
  );

export const SEO_CONTENT_VERBS: Readonly<Record<string, Verb>> = {
  'seo content': {
    options: ['lng', 'heading', 'text', 'text-file'],
    arity: [1, 3],
    async run(command: Command) {
      const { api, io } = command;
      const [action, lng = '', urlPath = ''] = command.positionals;
      if (action === 'list' && command.positionals.length === 1) {
        const { contents } = await api<{ contents: ContentEntry[] }>(
          'GET',
          listQuery('contents', command.values.lng),
        );
        if (contents.length === 0) io.out('no SEO content');
        for (const entry of contents) {
          io.out(
            `${entry.lng} ${entry.urlPath}: ${JSON.stringify(entry.heading)}, ` +
              `${entry.paragraphs.length} paragraph(s) (${edited(entry)})`,
          );
        }
        return;
      }
      if (command.positionals.length !== 3) throw USAGE_FAILURE('content');
      if (action === 'get') {
        const { content } = await api<{ content: ContentEntry }>(
          'GET',
          entryQuery('content', lng, urlPath),
        );
        io.out(`${content.lng} ${content.urlPath}: ${JSON.stringify(content.heading)}`);
        for (const paragraph of content.paragraphs) io.out(`  ${paragraph}`);
        io.out(`  ${edited(content)}`);
        return;
      }
      if (action === 'set') {
        const change = await contentChange(command);
        const { content, created } = await api<{ content: ContentEntry; created: boolean }>(
          'PUT',
          entryQuery('content', lng, urlPath),
          change,
        );
        io.out(
          `${created ? 'created' : 'updated'} SEO content ${content.lng} ${content.urlPath}: ` +
            `${JSON.stringify(content.heading)}, ${content.paragraphs.length} paragraph(s)`,
        );
        return;
      }
      if (action === 'remove') {
        const { removed } = await api<{ removed: boolean }>(
          'DELETE',
          entryQuery('content', lng, urlPath),
        );
        if (!removed) throw new OpsFailure(`there is no SEO content ${lng} ${urlPath}`);
        io.out(
          `removed SEO content ${lng} ${urlPath}; a release's entry comes back at the next start`,
        );
        return;
      }
      throw USAGE_FAILURE('content');
    },
  },
  'seo visual': {
    options: ['lng', 'h1', 'image', 'alt', 'width', 'height'],
    arity: [1, 3],
    async run(command: Command) {
      const { api, io } = command;
      const [action, lng = '', urlPath = ''] = command.positionals;
      if (action === 'list' && command.positionals.length === 1) {
        const { visuals } = await api<{ visuals: VisualEntry[] }>(
          'GET',
          listQuery('visuals', command.values.lng),
        );
        if (visuals.length === 0) io.out('no SEO visuals');
        for (const entry of visuals) {
          io.out(
            `${entry.lng} ${entry.urlPath}: ${JSON.stringify(entry.h1)}, image ${imageText(entry)} (${edited(entry)})`,
          );
        }
        return;
      }
      if (command.positionals.length !== 3) throw USAGE_FAILURE('visual');
      if (action === 'get') {
        const { visual } = await api<{ visual: VisualEntry }>(
          'GET',
          entryQuery('visual', lng, urlPath),
        );
        io.out(`${visual.lng} ${visual.urlPath}: ${JSON.stringify(visual.h1)}`);
        io.out(`  image: ${imageText(visual)}`);
        io.out(`  ${edited(visual)}`);
        return;
      }
      if (action === 'set') {
        const { visual, created } = await api<{ visual: VisualEntry; created: boolean }>(
          'PUT',
          entryQuery('visual', lng, urlPath),
          visualChange(command),
        );
        io.out(
          `${created ? 'created' : 'updated'} SEO visual ${visual.lng} ${visual.urlPath}: ` +
            `${JSON.stringify(visual.h1)}, image ${imageText(visual)}`,
        );
        return;
      }
      if (action === 'remove') {
        const { removed } = await api<{ removed: boolean }>(
          'DELETE',
          entryQuery('visual', lng, urlPath),
        );
        if (!removed) throw new OpsFailure(`there is no SEO visual ${lng} ${urlPath}`);
        io.out(
          `removed SEO visual ${lng} ${urlPath}; a release's entry comes back at the next start`,
        );
        return;
      }
      throw USAGE_FAILURE('visual');
    },
  },
};
