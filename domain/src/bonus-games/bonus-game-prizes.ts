// The bonus games (spec/shell.md section 2.4, the bonus game keys): what each game looks like and
// what it can pay. The outcome is drawn on the server when an operator or a promotion awards the
// game, so the page only shows what was decided; the draw takes its random numbers from the
// caller (node:crypto randomInt on the server) so the rule stays pure here.
import { BONUS_GAME_KEYS } from '../routing/routes/games-routes';

export { BONUS_GAME_KEYS };

export type BonusGameKey = (typeof BONUS_GAME_KEYS)[number];

/** How the page reveals the prize: a wheel, chests, a memory game of pairs, a safe, a ticket. */
export type BonusGameLook = 'wheel' | 'chests' | 'memory' | 'safe' | 'lottery';

/** One prize of a game's table: the amount in minor units of the player's main account, its weight. */
export interface BonusGamePrize {
  readonly amountMinor: number;
  readonly weight: number;
}

export interface BonusGame {
  readonly key: BonusGameKey;
  readonly look: BonusGameLook;
  readonly prizes: readonly BonusGamePrize[];
}

// Small prizes often, large ones rarely; the "-bonus" variants (and the dragon's hoard) are the
// richer tables a promotion gives for more.
const PLAIN: readonly BonusGamePrize[] = [
  { amountMinor: 1_000, weight: 40 },
  { amountMinor: 2_000, weight: 25 },
  { amountMinor: 5_000, weight: 20 },
  { amountMinor: 10_000, weight: 10 },
  { amountMinor: 50_000, weight: 5 },
];

const RICH: readonly BonusGamePrize[] = [
  { amountMinor: 5_000, weight: 40 },
  { amountMinor: 10_000, weight: 25 },
  { amountMinor: 20_000, weight: 20 },
  { amountMinor: 50_000, weight: 10 },
  { amountMinor: 100_000, weight: 5 },
];

const LOOKS: Readonly<Record<BonusGameKey, BonusGameLook>> = {
  fortuna: 'wheel',
  'fortuna-bonus': 'wheel',
  chest: 'chests',
  'chest-bonus': 'chests',
  'dragon-bonus': 'chests',
  memory: 'memory',
  'memory-bonus': 'memory',
  safe: 'safe',
  'safe-bonus': 'safe',
  lottery: 'lottery',
  'lottery-bonus': 'lottery',
};

export function isBonusGameKey(key: string): key is BonusGameKey {
  return (BONUS_GAME_KEYS as readonly string[]).includes(key);
}

/** The game of a key: its look and its prize table. */
export function bonusGameOf(key: BonusGameKey): BonusGame {
  const rich = key.endsWith('-bonus');
  return { key, look: LOOKS[key], prizes: rich ? RICH : PLAIN };
}

/** What an award holds: the prize's place in the table (the wheel's segment) and its amount. */
export interface BonusGameDraw {
  readonly slot: number;
  readonly amountMinor: number;
}

/**
 * Draws a game's prize by the table's weights. `randomBelow(n)` answers a uniform whole number in
 * [0, n) — node:crypto's randomInt on the server, so no player can predict an outcome.
 */
export function drawBonusGamePrize(
  key: BonusGameKey,
  randomBelow: (exclusiveMax: number) => number,
): BonusGameDraw {
  const { prizes } = bonusGameOf(key);
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  let ticket = randomBelow(total);
  for (const [slot, prize] of prizes.entries()) {
    if (ticket < prize.weight) return { slot, amountMinor: prize.amountMinor };
    ticket -= prize.weight;
  }
  throw new RangeError(`randomBelow(${total}) answered a number out of range`);
}
