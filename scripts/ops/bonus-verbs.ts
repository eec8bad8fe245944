// The verbs of the bonus engine for `npm run ops`: offers and their terms, promo codes, a player's
// bonuses, a grant by hand and the expiry sweep. They talk to the operator API's routes of
// server/src/bonuses/bonus-ops-routes.ts.
import type { Verb } from '../ops';
import { OpsFailure } from './ops-failure';

export const BONUS_OPTIONS = {
  kind: { type: 'string' },
  'title-ru': { type: 'string' },
  'title-en': { type: 'string' },
  terms: { type: 'string' },
  starts: { type: 'string' },
  ends: { type: 'string' },
  'max-uses': { type: 'string' },
  'for-player': { type: 'string' },
} as const;

export const BONUS_USAGE = `  bonuses offers                     the offers, their kind and terms
  bonuses offer-add <name> --kind <deposit_match|free_bet|free_spins|cashback|no_deposit>
        --title-ru <text> --title-en <text> [--terms <json>]   e.g. --terms '{"percent":100,"wageringMultiplier":1}'
  bonuses terms <name> <json>        change some terms, e.g. bonuses terms welcome-sport '{"wageringMultiplier":1}'
  bonuses offer-on <name>            offer it again
  bonuses offer-off <name>           stop offering it (bonuses taken stay)
  bonuses code-add <code> <offer name> [--starts ISO] [--ends ISO] [--max-uses n] [--for-player id]
  bonuses codes                      the promo codes and their uses
  bonuses player <player id>         a player's bonuses and their wagering
  bonuses grant <player id> <offer name>   give a player an offer by hand (by its rules)
  bonuses expire-due                 remove the bonuses whose time to wager has run out`;

interface Offer {
  readonly id: number;
  readonly name: string;
  readonly kind: string;
  readonly titleEn: string;
  readonly active: boolean;
  readonly terms: Record<string, unknown>;
}

interface PlayerBonus {
  readonly id: number;
  readonly offerId: number;
  readonly status: string;
  readonly currency: string;
  readonly amountMinor: number;
  readonly wagerRequiredMinor: number;
  readonly wageredMinor: number;
  readonly releasedMinor: number;
  readonly expiresAt: string | null;
}

const idOf = (text: string | undefined, what: string): number => {
  if (text === undefined || !/^\d+$/.test(text)) {
    throw new OpsFailure(`${what} must be a whole number, not ${text ?? '(nothing)'}`);
  }
  return Number(text);
};

const jsonOf = (text: string | undefined, what: string): Record<string, unknown> => {
  if (text === undefined) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error();
    return value as Record<string, unknown>;
  } catch {
    throw new OpsFailure(`${what} must be a JSON object, such as '{"wageringMultiplier":1}'`);
  }
};

const describeOffer = (offer: Offer) =>
  `${offer.name} (#${offer.id}, ${offer.kind}${offer.active ? '' : ', off'}): ${offer.titleEn}\n  ${JSON.stringify(offer.terms)}`;

const describeBonus = (bonus: PlayerBonus) =>
  `#${bonus.id} offer ${bonus.offerId} ${bonus.status}: ${bonus.amountMinor} minor ${bonus.currency},` +
  ` wagered ${bonus.wageredMinor} of ${bonus.wagerRequiredMinor}` +
  (bonus.releasedMinor > 0 ? `, ${bonus.releasedMinor} released` : '') +
  (bonus.expiresAt === null ? '' : `, ends ${bonus.expiresAt}`);

const switchOffer = (state: 'on' | 'off'): Verb => ({
  options: [],
  arity: [1, 1],
  async run({ api, io, positionals }) {
    const offer = await api<Offer>('POST', `/bonuses/offers/${positionals[0]!}/${state}`);
    io.out(describeOffer(offer));
  },
});

export const BONUS_VERBS: Readonly<Record<string, Verb>> = {
  'bonuses offers': {
    options: [],
    arity: [0, 0],
    async run({ api, io }) {
      const { offers } = await api<{ offers: Offer[] }>('GET', '/bonuses/offers');
      if (offers.length === 0) io.out('no offers');
      for (const offer of offers) io.out(describeOffer(offer));
    },
  },
  'bonuses offer-add': {
    options: ['kind', 'title-ru', 'title-en', 'terms'],
    arity: [1, 1],
    async run({ api, io, positionals, values }) {
      if (
        values.kind === undefined ||
        values['title-ru'] === undefined ||
        values['title-en'] === undefined
      )
        throw new OpsFailure('bonuses offer-add needs --kind, --title-ru and --title-en');
      const offer = await api<Offer>('POST', '/bonuses/offers', {
        name: positionals[0],
        kind: values.kind,
        titleRu: values['title-ru'],
        titleEn: values['title-en'],
        terms: jsonOf(values.terms, '--terms'),
      });
      io.out(describeOffer(offer));
    },
  },
  'bonuses terms': {
    options: [],
    arity: [2, 2],
    async run({ api, io, positionals }) {
      const offer = await api<Offer>(
        'PUT',
        `/bonuses/offers/${positionals[0]!}/terms`,
        jsonOf(positionals[1], 'The terms'),
      );
      io.out(describeOffer(offer));
    },
  },
  'bonuses offer-on': switchOffer('on'),
  'bonuses offer-off': switchOffer('off'),
  'bonuses code-add': {
    options: ['starts', 'ends', 'max-uses', 'for-player'],
    arity: [2, 2],
    async run({ api, io, positionals, values }) {
      const code = await api<{ code: string; offer: string }>('POST', '/bonuses/promo-codes', {
        code: positionals[0],
        offer: positionals[1],
        ...(values.starts === undefined ? {} : { startsAt: values.starts }),
        ...(values.ends === undefined ? {} : { endsAt: values.ends }),
        ...(values['max-uses'] === undefined
          ? {}
          : { maxUses: idOf(values['max-uses'], '--max-uses') }),
        ...(values['for-player'] === undefined
          ? {}
          : { playerId: idOf(values['for-player'], '--for-player') }),
      });
      io.out(`promo code ${code.code} gives ${code.offer}`);
    },
  },
  'bonuses codes': {
    options: [],
    arity: [0, 0],
    async run({ api, io }) {
      const { codes } = await api<{
        codes: {
          code: string;
          offer: string;
          uses: number;
          maxUses: number | null;
          endsAt: string | null;
          playerId: number | null;
        }[];
      }>('GET', '/bonuses/promo-codes');
      if (codes.length === 0) io.out('no promo codes');
      for (const code of codes) {
        io.out(
          `${code.code} -> ${code.offer}: used ${code.uses}${code.maxUses === null ? '' : ` of ${code.maxUses}`}` +
            (code.endsAt === null ? '' : `, ends ${code.endsAt}`) +
            (code.playerId === null ? '' : `, for player ${code.playerId}`),
        );
      }
    },
  },
  'bonuses player': {
    options: [],
    arity: [1, 1],
    async run({ api, io, positionals }) {
      const id = idOf(positionals[0], 'The player id');
      const { bonuses } = await api<{ bonuses: PlayerBonus[] }>('GET', `/bonuses/players/${id}`);
      if (bonuses.length === 0) io.out(`player ${id} has no bonuses`);
      for (const bonus of bonuses) io.out(describeBonus(bonus));
    },
  },
  'bonuses grant': {
    options: [],
    arity: [2, 2],
    async run({ api, io, positionals }) {
      const bonus = await api<PlayerBonus>('POST', '/bonuses/grant', {
        playerId: idOf(positionals[0], 'The player id'),
        offer: positionals[1],
      });
      io.out(describeBonus(bonus));
    },
  },
  'bonuses expire-due': {
    options: [],
    arity: [0, 0],
    async run({ api, io }) {
      const { expired } = await api<{ expired: number }>('POST', '/bonuses/expire-due');
      io.out(`${expired} bonus(es) expired`);
    },
  },
};
