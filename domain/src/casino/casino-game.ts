import type { LaunchMode } from './wallet-protocol';

export type { LaunchMode } from './wallet-protocol';

/** The demo provider's games a catalogue game may be launched as (its preview's providerGame). */
export const PROVIDER_GAMES = ['slot', 'crash', 'roulette'] as const;
export type ProviderGame = (typeof PROVIDER_GAMES)[number];

export function isProviderGame(value: string): value is ProviderGame {
  return (PROVIDER_GAMES as readonly string[]).includes(value);
}

/** The shell's calls and rules of a game's page (docs/casino.md, "The game page"). */
export const CASINO_LAUNCH_PATH = '/web-api/casino/launch';

/** What POST /web-api/casino/launch answers: the game's page at its provider. */
export interface CasinoLaunchAnswer {
  readonly url: string;
  readonly mode: LaunchMode;
  /** Unix seconds by which the provider must open the game (real mode); null for fun. */
  readonly expiresAt: number | null;
}

/**
 * What a game's frame may do: run its scripts, reach its own origin (its API, its storage) and
 * send forms; not navigate the site's page, open pop-ups or downloads.
 */
export const GAME_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms';

/** The message a provider's page posts to the frame's parent after each round. */
export const CASINO_BALANCE_MESSAGE = 'casino-balance';

/**
 * A `message` event that says a round changed the balance: its type, and from the origin of the
 * game's page only, so no other window can make the shell ask for the balance.
 */
export function isCasinoBalanceMessage(
  event: { readonly origin: string; readonly data: unknown },
  providerOrigin: string,
): boolean {
  if (event.origin !== providerOrigin) return false;
  const data = event.data;
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { readonly type?: unknown }).type === CASINO_BALANCE_MESSAGE
  );
}
