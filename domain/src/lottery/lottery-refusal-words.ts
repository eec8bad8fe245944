/** A text for the player: a dictionary key (server/content/dictionaries/lottery-games) and its parameters. */
export interface LotteryWords {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** The stake limits a purchase can break: wagering 1, 2, 3 and loss 10, 11, 12. */
const STAKE_LIMIT_TYPES: readonly unknown[] = [1, 2, 3, 10, 11, 12];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Why a toto coupon or lotto ticket was not bought, in words: a wagering or loss limit names itself
 * and what it leaves (in `money`, the player's currency), self-exclusion, a spent session limit,
 * too little money and a closed draw say so; any other failure keeps the platform's text
 * (`messageKey` of the HttpFailure), else the page's general one.
 */
export function lotteryRefusalWords(
  failure: unknown,
  money: (minor: number) => string,
): LotteryWords {
  if (!isRecord(failure)) return { key: 'lottery_error' };
  const details = isRecord(failure['details']) ? failure['details'] : {};
  switch (failure['errorCode']) {
    case 'STAKE_REFUSED_BY_LIMIT': {
      const type = details['limitType'];
      const left = typeof details['left'] === 'number' ? money(details['left']) : '';
      return STAKE_LIMIT_TYPES.includes(type)
        ? { key: `lottery_refusal_limit_${String(type)}`, params: { left } }
        : { key: 'lottery_refusal_limit', params: { left } };
    }
    case 'SELF_EXCLUDED':
      return { key: 'lottery_refusal_self_excluded' };
    case 'SESSION_LIMIT_SPENT':
      return { key: 'lottery_refusal_session_limit' };
    case 'INSUFFICIENT_FUNDS':
      return { key: 'lottery_refusal_insufficient_funds' };
    case 'DRAW_CLOSED':
      return { key: 'lottery_refusal_draw_closed' };
  }
  return {
    key: typeof failure['messageKey'] === 'string' ? failure['messageKey'] : 'lottery_error',
  };
}
