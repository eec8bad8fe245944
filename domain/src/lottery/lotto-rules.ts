/**
 * Lotto (spec/shell.md section 2.3, the lotto pages): a lottery draws `drawCount` different
 * numbers of 1..`maxNumber`; a ticket picks `pickCount` of them and wins by how many it matches,
 * a multiple of its price from the lottery's prize table. The draw is provably fair: before sales
 * open the server commits to the SHA-256 of a random seed; after the draw it reveals the seed, and
 * anyone recomputes both the commitment and the numbers with drawLottoNumbers. The hash is passed
 * in (Node's crypto on the server, Web Crypto in the browser), so the domain stays free of I/O.
 */

export interface LotteryRules {
  /** How many numbers a ticket picks and a draw draws. */
  readonly pickCount: number;
  /** Numbers run from 1 to this. */
  readonly maxNumber: number;
  /** The multiple of the ticket's price paid for matching n numbers, by n; absent: nothing. */
  readonly prizeMultipliers: Readonly<Record<string, number>>;
}

/** SHA-256 of a UTF-8 text as 64 lowercase hex digits. */
export type Sha256Hex = (text: string) => Promise<string> | string;

export type LottoNumbersProblem = 'wrong-count' | 'out-of-range' | 'repeated';

/** What is wrong with a ticket's numbers, or null when they can be played. */
export function lottoNumbersProblem(
  numbers: readonly number[],
  rules: Pick<LotteryRules, 'pickCount' | 'maxNumber'>,
): LottoNumbersProblem | null {
  if (numbers.length !== rules.pickCount) return 'wrong-count';
  if (numbers.some((n) => !Number.isInteger(n) || n < 1 || n > rules.maxNumber))
    return 'out-of-range';
  if (new Set(numbers).size !== numbers.length) return 'repeated';
  return null;
}

/** The message hashed for the k-th block of a draw's randomness. */
export const lottoDrawMessage = (serverSeed: string, drawId: number, block: number) =>
  `${serverSeed}:${drawId}:${block}`;

/**
 * The numbers a draw's seed gives, ascending: each SHA-256 block of `seed:drawId:k` is read as
 * eight 32-bit numbers; one below the largest multiple of maxNumber is taken modulo maxNumber (no
 * number favoured), a repeat skipped, until pickCount numbers are drawn.
 */
export async function drawLottoNumbers(
  serverSeed: string,
  drawId: number,
  rules: Pick<LotteryRules, 'pickCount' | 'maxNumber'>,
  sha256Hex: Sha256Hex,
): Promise<number[]> {
  const drawn: number[] = [];
  const limit = Math.floor(2 ** 32 / rules.maxNumber) * rules.maxNumber;
  for (let block = 0; drawn.length < rules.pickCount; block += 1) {
    const digest = await sha256Hex(lottoDrawMessage(serverSeed, drawId, block));
    for (let at = 0; at + 8 <= digest.length && drawn.length < rules.pickCount; at += 8) {
      const value = Number.parseInt(digest.slice(at, at + 8), 16);
      if (value >= limit) continue;
      const number = (value % rules.maxNumber) + 1;
      if (!drawn.includes(number)) drawn.push(number);
    }
  }
  return drawn.sort((a, b) => a - b);
}

/** How a published draw checks out against its commitment. */
export interface LottoVerification {
  /** SHA-256 of the revealed seed equals the hash published before sales closed. */
  readonly commitmentHolds: boolean;
  /** The numbers the seed gives equal the published ones. */
  readonly numbersHold: boolean;
  readonly recomputed: readonly number[];
}

/** Checks a past draw: the revealed seed against the commitment, and the numbers it gives. */
export async function verifyLottoDraw(
  draw: {
    readonly id: number;
    readonly seedHash: string;
    readonly serverSeed: string;
    readonly numbers: readonly number[];
  },
  rules: Pick<LotteryRules, 'pickCount' | 'maxNumber'>,
  sha256Hex: Sha256Hex,
): Promise<LottoVerification> {
  const commitment = await sha256Hex(draw.serverSeed);
  const recomputed = await drawLottoNumbers(draw.serverSeed, draw.id, rules, sha256Hex);
  const published = [...draw.numbers].sort((a, b) => a - b);
  return {
    commitmentHolds: commitment === draw.seedHash.toLowerCase(),
    numbersHold:
      recomputed.length === published.length &&
      recomputed.every((number, index) => number === published[index]),
    recomputed,
  };
}

/** How many of a ticket's numbers the draw drew. */
export function lottoMatches(ticket: readonly number[], drawn: readonly number[]): number {
  return ticket.filter((number) => drawn.includes(number)).length;
}

/** What a ticket wins: its price times the multiplier of its matches (0 when none). */
export function lottoPrize(
  ticket: readonly number[],
  drawn: readonly number[],
  priceMinor: number,
  rules: Pick<LotteryRules, 'prizeMultipliers'>,
): { readonly matches: number; readonly payoutMinor: number } {
  const matches = lottoMatches(ticket, drawn);
  const multiplier = rules.prizeMultipliers[String(matches)] ?? 0;
  return { matches, payoutMinor: Math.round(priceMinor * multiplier) };
}
