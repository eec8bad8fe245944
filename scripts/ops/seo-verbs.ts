// `npm run ops -- seo list|get|set|remove`: SEO page data (server/src/seo), through the operator
// API's /seo/pages and /seo/page routes; `referral show <playerId>`: where a player came from
// (server/src/referral). Registered in scripts/ops.ts.
import type { Command, Verb } from '../ops';
import { OpsFailure } from './ops-failure';

export const SEO_OPTIONS = {
  lng: { type: 'string' },
  title: { type: 'string' },
  description: { type: 'string' },
  robots: { type: 'string' },
  'canonical-url': { type: 'string' },
  'canonical-mirror': { type: 'string' },
  image: { type: 'string' },
} as const;

export const SEO_USAGE = `  seo list [--lng ru]
  seo get <lng> <urlPath>             e.g. seo get en /line/*   (a pattern ending /* is a prefix)
  seo set <lng> <urlPath> [--title T] [--description D] [--robots "noindex, follow"|none]
          [--canonical-url URL|none] [--canonical-mirror HOST] [--image URL|none]
                                      a new entry needs --title
  seo remove <lng> <urlPath>
  referral show <playerId>            the ref_id, group_id, reflink tag and subid stored at registration`;

interface SeoEntry {
  readonly lng: string;
  readonly urlPath: string;
  readonly title: string;
  readonly description: string;
  readonly metaRobots: string | null;
  readonly customCanonical:
    { mode: 'url'; targetUrl: string } | { mode: 'mirror'; domain: string } | null;
  readonly media: readonly { kind: string; url: string }[];
  readonly editedByOperatorAt: string | null;
}

const entryQuery = (lng: string, urlPath: string) =>
  `/seo/page?lng=${encodeURIComponent(lng)}&urlPath=${encodeURIComponent(urlPath)}`;

const canonicalText = (entry: SeoEntry) =>
  entry.customCanonical === null
    ? 'the page itself'
    : entry.customCanonical.mode === 'url'
      ? `url ${entry.customCanonical.targetUrl}`
      : `mirror ${entry.customCanonical.domain}`;

const edited = (entry: SeoEntry) =>
  entry.editedByOperatorAt === null
    ? 'as released'
    : `edited by an operator ${entry.editedByOperatorAt}`;

export const SEO_VERBS: Readonly<Record<string, Verb>> = {
  'seo list': {
    options: ['lng'],
    arity: [0, 0],
    async run({ api, io, values }: Command) {
      const lng = values.lng;
      const { pages } = await api<{ pages: SeoEntry[] }>(
        'GET',
        lng === undefined ? '/seo/pages' : `/seo/pages?lng=${encodeURIComponent(lng)}`,
      );
      if (pages.length === 0) io.out('no SEO entries');
      for (const entry of pages) {
        io.out(
          `${entry.lng} ${entry.urlPath}: ${JSON.stringify(entry.title)}` +
            `${entry.metaRobots === null ? '' : ` [${entry.metaRobots}]`} (${edited(entry)})`,
        );
      }
    },
  },
  'seo get': {
    options: [],
    arity: [2, 2],
    async run({ api, io, positionals }: Command) {
      const [lng = '', urlPath = ''] = positionals;
      const { page } = await api<{ page: SeoEntry }>('GET', entryQuery(lng, urlPath));
      io.out(`${page.lng} ${page.urlPath}: ${JSON.stringify(page.title)}`);
      io.out(`  description: ${JSON.stringify(page.description)}`);
      io.out(`  robots: ${page.metaRobots ?? 'none (index, follow unless a parent says noindex)'}`);
      io.out(`  canonical: ${canonicalText(page)}`);
      io.out(
        `  media: ${page.media.map((item) => `${item.kind} ${item.url}`).join(', ') || 'none'}`,
      );
      io.out(`  ${edited(page)}`);
    },
  },
  'seo set': {
    options: ['title', 'description', 'robots', 'canonical-url', 'canonical-mirror', 'image'],
    arity: [2, 2],
    async run({ api, io, positionals, values }: Command) {
      const [lng = '', urlPath = ''] = positionals;
      const change: Record<string, unknown> = {};
      if (values.title !== undefined) change.title = values.title;
      if (values.description !== undefined) change.description = values.description;
      if (values.robots !== undefined)
        change.metaRobots = values.robots === 'none' ? null : values.robots;
      const url = values['canonical-url'];
      const mirror = values['canonical-mirror'];
      if (url !== undefined && mirror !== undefined) {
        throw new OpsFailure('seo set: give --canonical-url or --canonical-mirror, not both');
      }
      if (url !== undefined)
        change.customCanonical = url === 'none' ? null : { mode: 'url', targetUrl: url };
      if (mirror !== undefined) change.customCanonical = { mode: 'mirror', domain: mirror };
      if (values.image !== undefined) {
        change.media = values.image === 'none' ? [] : [{ kind: 'image', url: values.image }];
      }
      if (Object.keys(change).length === 0) {
        throw new OpsFailure(
          'seo set: nothing to change; give --title, --description, --robots, --canonical-url, --canonical-mirror or --image',
        );
      }
      const { page, created } = await api<{ page: SeoEntry; created: boolean }>(
        'PUT',
        entryQuery(lng, urlPath),
        change,
      );
      io.out(
        `${created ? 'created' : 'updated'} SEO entry ${page.lng} ${page.urlPath}: ${JSON.stringify(page.title)}` +
          `${created ? '' : ` (${Object.keys(change).join(', ')})`}`,
      );
    },
  },
  'seo remove': {
    options: [],
    arity: [2, 2],
    async run({ api, io, positionals }: Command) {
      const [lng = '', urlPath = ''] = positionals;
      const { removed } = await api<{ removed: boolean }>('DELETE', entryQuery(lng, urlPath));
      if (!removed) throw new OpsFailure(`there is no SEO entry ${lng} ${urlPath}`);
      io.out(`removed SEO entry ${lng} ${urlPath}; a release's entry comes back at the next start`);
    },
  },
  'referral show': {
    options: [],
    arity: [1, 1],
    async run({ api, io, positionals }: Command) {
      const id = positionals[0] ?? '';
      if (!/^\d+$/.test(id)) throw new OpsFailure(`referral show: ${id} is not a player id`);
      const referral = await api<{
        playerId: number;
        refId: string | null;
        groupId: string | null;
        tag: string | null;
        subId: string | null;
      }>('GET', `/players/${id}/referral`);
      io.out(
        `player ${referral.playerId}: ref_id ${referral.refId ?? 'none'}, group_id ${referral.groupId ?? 'none'}, ` +
          `tag ${referral.tag ?? 'none'}, subid ${referral.subId ?? 'none'}`,
      );
    },
  },
};
