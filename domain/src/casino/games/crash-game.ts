/**
 * The crash game (docs/casino.md): a multiplier grows from 1.00× until it busts; a player who
 * cashes out before wins the stake times the multiplier. Provably fair: before a round the
 * provider publishes the SHA-256 of a server seed it drew; the bust point is
 * crashPointOf(HMAC-SHA256(key: server seed, message: `<client seed>:<round id>`)), the client
 * seed being the player's; after the round the seed is revealed, so anyone recomputes both.
 */

/** The house keeps 1 %: the chance the multiplier reaches m is 0.99 / m. */
export const CRASH_HOUSE_EDGE = 0.01;
export const CRASH_RTP = 1 - CRASH_HOUSE_EDGE;

/** The multiplier grows as e^(rate · seconds): 2× after about 5.8 s, 10× after 19 s. */
export const CRASH_GROWTH_PER_SECOND = 0.12;

/**
 * The bust point of a round from the hex HMAC: the first 52 bits as a uniform r in [0, 1), then
 * 0.99 / (1 − r) floored to hundredths, at least 1.00.
 */
export function crashPointOf(hmacHex: string): number {
  if (!/^[0-9a-f]{13,}$/.test(hmacHex)) throw new Error('crashPointOf needs a hex digest');
  const r = parseInt(hmacHex.slice(0, 13), 16) / 2 ** 52;
  const point = Math.floor((100 * CRASH_RTP) / (1 - r)) / 100;
  return Math.max(1, point);
}

/** The multiplier `ms` after the round started, floored to hundredths. */
export function crashMultiplierAt(ms: number): number {
  return Math.floor(100 * Math.exp((CRASH_GROWTH_PER_SECOND * Math.max(0, ms)) / 1000)) / 100;
}

/** When (ms after the start) the multiplier reaches `point`. */
export function crashTimeOf(point: number): number {
  return Math.ceil((1000 * Math.log(point)) / CRASH_GROWTH_PER_SECOND);
}

/** What a cash-out at `multiplier` pays for `stakeMinor`, floored to a minor unit. */
export function crashPayout(stakeMinor: number, multiplier: number): number {
  return Math.floor((stakeMinor * Math.round(multiplier * 100)) / 100);
}
