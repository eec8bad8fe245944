// `npm run ops -- promotions ...`: the stored pages of the bonus section and the casino's bonus
// pages (server/src/promotions), and the bonus game a promotion awards, through the operator API's
// /promotions routes. Registered in scripts/ops.ts.
import { readFile } from 'node:fs/promises';
import { formatMoney } from '@betshell/domain';
import { CURRENCY_MINOR_UNITS } from '@betshell/domain/betting';
import { BONUS_GAME_KEYS, isBonusGameKey } from '@betshell/domain/bonus-games';
import type { Command, Verb } from '../ops';
import { OpsFailure } from './ops-failure';

export const PROMOTION_OPTIONS = {
  kind: { type: 'string' },
  summary: { type: 'string' },
  games: { type: 'string' },
  'bonus-game': { type: 'string' },
  'min-deposit': { type: 'string' },
} as const;

export const PROMOTION_USAGE = `  promotions list [--kind K] [--lng ru]
                                      the stored pages; K is bonus, partner, promotion, landing,
                                      game-landing, casino-bonus, casino-promotion or page (promo,
                                      bonus-games)
  promotions get <kind> <slug> <lng>  e.g. promotions get promotion accumulator-boost en
  promotions set <kind> <slug> <lng> [--title T] [--summary S] [--body-file F.html]
           [--games 1001,1002|none] [--order N] [--from ISO|none] [--until ISO|none]
                                      a new page needs --title and --body-file
  promotions remove <kind> <slug> [--lng ru]    in one language, or in all
  promotions bonus-game <kind> <slug> [--bonus-game K --min-deposit 1000 --currency RUB]
                                      kind promotion or casino-promotion: a deposit of at least
                                      the amount in its currency during the promotion's period
                                      awards game K once per player; without options: show it;
                                      --bonus-game none: awards none any more`;

interface ListedPage {
  readonly kind: string;
  readonly slug: string;
  readonly lng: string;
  readonly title: string;
  readonly summary: string;
  readonly body: string;
  readonly gameIds: readonly number[];
  readonly position: number;
  readonly startsAt: string | null;
  readonly endsAt: string | null;
  readonly editedByOperatorAt: string | null;
}

const describe = (page: ListedPage) =>
  `${page.kind} ${page.slug} ${page.lng}  ${JSON.stringify(page.title)}${
    page.editedByOperatorAt === null ? '' : `  (edited ${page.editedByOperatorAt})`
  }`;

function gameIdsOf(text: string): number[] {
  if (text === 'none') return [];
  const ids = text.split(',').map((part) => part.trim());
  if (ids.some((id) => !/^\d+$/.test(id)))
    throw new OpsFailure(`--games is a list of game ids such as 1001,1002, or none, not "${text}"`);
  return ids.map(Number);
}

const instantOrNone = (text: string | undefined) =>
  text === undefined ? undefined : text === 'none' ? null : text;

interface PromotionBonusGame {
  readonly kind: string;
  readonly slug: string;
  readonly gameKey: string;
  readonly minDepositMinor: number;
  readonly currency: string;
  readonly awarded: number;
}

const describeBonusGame = (game: PromotionBonusGame) =>
  `${game.kind} ${game.slug} awards ${game.gameKey} for a deposit of at least ${formatMoney(
    game.minDepositMinor,
    game.currency,
    'en',
  )}; awarded to ${game.awarded} player${game.awarded === 1 ? '' : 's'}`;

/** "1000" or "1000.50" in the currency's major units: minor units (100050 for RUB). */
function minorOf(text: string, currency: string): number {
  const minor = (CURRENCY_MINOR_UNITS as Readonly<Record<string, number>>)[currency] ?? 100;
  const digits = Math.round(Math.log10(minor));
  const pattern = digits === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`);
  if (!pattern.test(text) || Number(text) <= 0)
    throw new OpsFailure(`--min-deposit is an amount in ${currency} such as 1000, not "${text}"`);
  return Math.round(Number(text) * minor);
}

export const PROMOTION_VERBS: Readonly<Record<string, Verb>> = {
  'promotions list': {
    options: ['kind', 'lng'],
    arity: [0, 0],
    async run({ api, io, values }: Command) {
      const query = new URLSearchParams();
      if (values.kind !== undefined) query.set('kind', values.kind);
      if (values.lng !== undefined) query.set('lng', values.lng);
      const { pages } = await api<{ pages: ListedPage[] }>(
        'GET',
        `/promotions?${query.toString()}`,
      );
      if (pages.length === 0) io.out('no pages');
      for (const page of pages) io.out(describe(page));
    },
  },
  'promotions get': {
    options: [],
    arity: [3, 3],
    async run({ api, io, positionals }: Command) {
      const [kind, slug, lng] = positionals.map((part) => encodeURIComponent(part));
      const { page } = await api<{ page: ListedPage }>('GET', `/promotions/${kind}/${slug}/${lng}`);
      io.out(describe(page));
      io.out(`summary: ${page.summary}`);
      io.out(`games: ${page.gameIds.length === 0 ? 'none' : page.gameIds.join(',')}`);
      io.out(`order: ${page.position}`);
      io.out(`period: ${page.startsAt ?? 'none'} - ${page.endsAt ?? 'none'}`);
      io.out(page.body);
    },
  },
  'promotions set': {
    options: ['title', 'summary', 'body-file', 'games', 'order', 'from', 'until'],
    arity: [3, 3],
    async run({ api, io, positionals, values }: Command) {
      const [kind, slug, lng] = positionals.map((part) => encodeURIComponent(part));
      if (values.order !== undefined && !/^-?\d+$/.test(values.order)) {
        throw new OpsFailure(`--order is a whole number, not "${values.order}"`);
      }
      const body =
        values['body-file'] === undefined
          ? undefined
          : await readFile(values['body-file'], 'utf8').catch(() => {
              throw new OpsFailure(`Cannot read ${values['body-file']}`);
            });
      const { page, created } = await api<{ page: ListedPage; created: boolean }>(
        'PUT',
        `/promotions/${kind}/${slug}/${lng}`,
        {
          title: values.title,
          summary: values.summary,
          body,
          gameIds: values.games === undefined ? undefined : gameIdsOf(values.games),
          position: values.order === undefined ? undefined : Number(values.order),
          startsAt: instantOrNone(values.from),
          endsAt: instantOrNone(values.until),
        },
      );
      io.out(`${created ? 'added' : 'saved'} ${describe(page)}`);
    },
  },
  'promotions remove': {
    options: ['lng'],
    arity: [2, 2],
    async run({ api, io, positionals, values }: Command) {
      const [kind, slug] = positionals.map((part) => encodeURIComponent(part));
      const query = values.lng === undefined ? '' : `?lng=${encodeURIComponent(values.lng)}`;
      const { removed } = await api<{ removed: number }>(
        'DELETE',
        `/promotions/${kind}/${slug}${query}`,
      );
      io.out(`removed ${removed} page${removed === 1 ? '' : 's'}`);
    },
  },
  'promotions bonus-game': {
    options: ['bonus-game', 'min-deposit', 'currency'],
    arity: [2, 2],
    async run({ api, io, positionals, values }: Command) {
      const [kind, slug] = positionals.map((part) => encodeURIComponent(part));
      const path = `/promotions/${kind}/${slug}/bonus-game`;
      const key = values['bonus-game'];
      if (key === undefined) {
        if (values['min-deposit'] !== undefined || values.currency !== undefined)
          throw new OpsFailure('--min-deposit and --currency go with --bonus-game');
        const { bonusGame } = await api<{ bonusGame: PromotionBonusGame }>('GET', path);
        io.out(describeBonusGame(bonusGame));
        return;
      }
      if (key === 'none') {
        await api('DELETE', path);
        io.out(`${positionals[0]} ${positionals[1]} awards no bonus game any more`);
        return;
      }
      if (!isBonusGameKey(key))
        throw new OpsFailure(`"${key}" is no bonus game: ${BONUS_GAME_KEYS.join(', ')}`);
      if (values['min-deposit'] === undefined || values.currency === undefined)
        throw new OpsFailure('--bonus-game needs --min-deposit and --currency');
      const currency = values.currency.toUpperCase();
      const { bonusGame, created } = await api<{
        bonusGame: PromotionBonusGame;
        created: boolean;
      }>('PUT', path, {
        gameKey: key,
        minDepositMinor: minorOf(values['min-deposit'], currency),
        currency,
      });
      io.out(`${created ? 'added' : 'saved'}: ${describeBonusGame(bonusGame)}`);
    },
  },
};
