// `npm run ops -- bet show|vip|vip-accept|vip-refuse|settle`: placed coupons (server/src/bets),
// through the operator API's /bets routes. Registered in scripts/ops.ts.
import { CURRENCY_MINOR_UNITS } from '@betshell/domain/betting';
import type { Command, Verb } from '../ops';
import { OpsFailure } from './ops-failure';

export const BET_OPTIONS = {} as const;

export const BET_USAGE = `  bet show <couponId>                     a coupon: player, stake, odds, state, each selection
  bet vip                                 the VIP coupons waiting for a decision
  bet vip-accept <couponId>               accept a VIP coupon (settled at once if its events ended)
  bet vip-refuse <couponId>               refuse a VIP coupon: its stake goes back to the player
  bet settle <couponId>                   settle an open coupon whose selections all have results`;

interface ShownCoupon {
  readonly couponId: number;
  readonly playerId: number;
  readonly createdAt: string;
  readonly typeId: number;
  readonly systemValue: number | null;
  readonly state: string;
  readonly currency: string;
  readonly amount: number;
  readonly coef: number | null;
  readonly potentialWin: number;
  readonly payout: number;
  readonly selections: readonly {
    readonly marketId: number;
    readonly home: string;
    readonly away: string;
    readonly kind: number;
    readonly outcome: string;
    readonly param: number;
    readonly coef: number;
    readonly isBanker: boolean;
    readonly result: string | null;
  }[];
}

const TYPE_NAMES: Readonly<Record<number, string>> = {
  0: 'single',
  1: 'express',
  2: 'system',
  4: 'blocks',
  10: 'multiple singles',
};

function couponId(text: string): string {
  if (!/^\d+$/.test(text)) throw new OpsFailure(`"${text}" is not a coupon id`);
  return text;
}

/** Minor units in the currency's major units: 150000 RUB -> "1500.00 RUB". */
function money(amount: number, currency: string): string {
  const minor = (CURRENCY_MINOR_UNITS as Readonly<Record<string, number>>)[currency] ?? 100;
  const digits = Math.round(Math.log10(minor));
  return `${(amount / minor).toFixed(digits)} ${currency}`;
}

function summary(coupon: ShownCoupon): string {
  const type =
    coupon.typeId === 2
      ? `system ${coupon.systemValue ?? '?'}/${coupon.selections.filter((one) => !one.isBanker).length}`
      : (TYPE_NAMES[coupon.typeId] ?? `type ${coupon.typeId}`);
  return (
    `coupon ${coupon.couponId} of player ${coupon.playerId}: ${type}, ${coupon.state}, ` +
    `stake ${money(coupon.amount, coupon.currency)}` +
    `${coupon.coef === null ? '' : ` at ${coupon.coef}`}, ` +
    (coupon.state === 'open' || coupon.state === 'vip-pending'
      ? `may win ${money(coupon.potentialWin, coupon.currency)}`
      : `paid ${money(coupon.payout, coupon.currency)}`)
  );
}

function details(coupon: ShownCoupon): string[] {
  return coupon.selections.map(
    (one) =>
      `  ${one.marketId} ${one.home} - ${one.away}: ${one.outcome}` +
      `${one.param === 0 ? '' : ` ${one.param}`} at ${one.coef}${one.isBanker ? ' (banker)' : ''}` +
      ` ${one.result ?? 'open'}`,
  );
}

function onCoupon(action: string, method: 'GET' | 'POST'): Verb {
  return {
    options: [],
    arity: [1, 1],
    async run({ api, io, positionals }: Command) {
      const id = couponId(positionals[0] ?? '');
      const { coupon } = await api<{ coupon: ShownCoupon }>(
        method,
        action === '' ? `/bets/coupons/${id}` : `/bets/coupons/${id}/${action}`,
      );
      io.out(summary(coupon));
      details(coupon).forEach((line) => io.out(line));
    },
  };
}

export const BET_VERBS: Readonly<Record<string, Verb>> = {
  'bet show': onCoupon('', 'GET'),
  'bet vip': {
    options: [],
    arity: [0, 0],
    async run({ api, io }: Command) {
      const { coupons } = await api<{ coupons: ShownCoupon[] }>('GET', '/bets/vip-pending');
      if (coupons.length === 0) io.out('no VIP coupons waiting');
      for (const coupon of coupons) io.out(summary(coupon));
    },
  },
  'bet vip-accept': onCoupon('vip-accept', 'POST'),
  'bet vip-refuse': onCoupon('vip-refuse', 'POST'),
  'bet settle': onCoupon('settle', 'POST'),
};
