import { createHash, createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto';
import {
  CRASH_GROWTH_PER_SECOND,
  crashMultiplierAt,
  crashPayout,
  crashPointOf,
  crashTimeOf,
  drawSlotStops,
  isValidRouletteBet,
  roulettePays,
  ROULETTE_POCKETS,
  slotLineBet,
  slotLineWins,
  slotWindow,
  type ProviderGame,
  type RouletteBet,
  type SlotLineWin,
  type SlotSymbol,
} from '@betshell/domain/server';
import type { Clock } from '../auth/clock';
import { WalletRefusal, type ProviderWallet } from './provider-wallet';

/** A player's game at the provider: which game, and whose money. */
export interface ProviderSession {
  readonly id: string;
  readonly game: ProviderGame;
  readonly mode: 'real' | 'fun';
  readonly wallet: ProviderWallet;
  readonly createdAt: number;
}

/** A refusal of the provider's own rules (a stake it does not take, an unknown round). */
export class GameRefusal extends Error {
  override readonly name = 'GameRefusal';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The largest stake the demo games take, in minor units (10 000.00). */
export const MAX_STAKE_MINOR = 1_000_000;

function assertStake(stakeMinor: number): void {
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor <= 0 || stakeMinor > MAX_STAKE_MINOR)
    throw new GameRefusal(400, 'STAKE_INVALID', `A stake is 1 to ${MAX_STAKE_MINOR} minor units`);
}

/**
 * Pays a round's win, trying again on a failure that may be passing (same transaction id: the
 * wallet pays it once). A round whose win cannot be paid is rolled back, so the player gets the
 * stake back rather than nothing.
 */
async function settle(
  wallet: ProviderWallet,
  roundId: string,
  betTransactionId: string,
  winMinor: number,
): Promise<number> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await wallet.win(`${roundId}:win`, roundId, winMinor);
    } catch (error) {
      lastError = error;
      if (error instanceof WalletRefusal && error.statusCode < 500) break;
    }
  }
  await wallet.rollback(`${roundId}:rollback`, roundId, betTransactionId).catch(() => undefined);
  throw lastError;
}

export interface SlotSpin {
  readonly roundId: string;
  readonly stakeMinor: number;
  readonly window: SlotSymbol[][];
  readonly wins: SlotLineWin[];
  readonly winMinor: number;
  readonly balanceMinor: number;
}

export async function spinSlot(session: ProviderSession, stakeMinor: number): Promise<SlotSpin> {
  assertStake(stakeMinor);
  const lineBet = slotLineBet(stakeMinor);
  if (lineBet === null)
    throw new GameRefusal(
      400,
      'STAKE_INVALID',
      'A slot stake is a whole number per line (10 lines)',
    );
  const roundId = `slot-${randomUUID()}`;
  const betId = `${roundId}:bet`;
  await session.wallet.bet(betId, roundId, stakeMinor);
  const window = slotWindow(drawSlotStops((bound) => randomInt(bound)));
  const wins = slotLineWins(window);
  const winMinor = wins.reduce((total, win) => total + win.multiplier * lineBet, 0);
  const balanceMinor = await settle(session.wallet, roundId, betId, winMinor);
  return { roundId, stakeMinor, window, wins, winMinor, balanceMinor };
}

export interface RouletteSpin {
  readonly roundId: string;
  readonly pocket: number;
  readonly stakeMinor: number;
  readonly winMinor: number;
  readonly balanceMinor: number;
}

export async function spinRoulette(
  session: ProviderSession,
  bets: readonly RouletteBet[],
): Promise<RouletteSpin> {
  if (bets.length === 0 || bets.length > 50 || !bets.every(isValidRouletteBet))
    throw new GameRefusal(400, 'BETS_INVALID', 'Place 1 to 50 well-formed bets');
  const stakeMinor = bets.reduce((total, bet) => total + bet.stakeMinor, 0);
  assertStake(stakeMinor);
  const roundId = `roulette-${randomUUID()}`;
  const betId = `${roundId}:bet`;
  await session.wallet.bet(betId, roundId, stakeMinor);
  const pocket = randomInt(ROULETTE_POCKETS);
  const winMinor = roulettePays(bets, pocket);
  const balanceMinor = await settle(session.wallet, roundId, betId, winMinor);
  return { roundId, pocket, stakeMinor, winMinor, balanceMinor };
}

/** The HMAC a crash round's bust point comes from (domain crash-game.ts). */
export function crashHmac(serverSeed: string, clientSeed: string, roundId: string): string {
  return createHmac('sha256', serverSeed).update(`${clientSeed}:${roundId}`).digest('hex');
}

export const seedHashOf = (serverSeed: string) =>
  createHash('sha256').update(serverSeed).digest('hex');

/** What anyone can check of a finished round from its revealed seed. */
export function verifyCrashRound(serverSeed: string, clientSeed: string, roundId: string) {
  return {
    seedHash: seedHashOf(serverSeed),
    crashPoint: crashPointOf(crashHmac(serverSeed, clientSeed, roundId)),
  };
}

interface CrashRound {
  readonly id: string;
  readonly sessionId: string;
  readonly serverSeed: string;
  readonly seedHash: string;
  state: 'waiting' | 'running' | 'cashed-out' | 'busted';
  clientSeed?: string;
  stakeMinor?: number;
  startedAt?: number;
  crashPoint?: number;
  cashedOutAt?: number;
  winMinor?: number;
  balanceMinor?: number;
  settling?: Promise<void>;
  timer?: ReturnType<typeof setTimeout>;
}

/** How many crash rounds the provider remembers (a past round can be looked up until then). */
const MAX_CRASH_ROUNDS = 10_000;

/** A round as the player sees it: the seed only once the round is over. */
export interface CrashRoundView {
  readonly roundId: string;
  readonly seedHash: string;
  readonly state: CrashRound['state'];
  readonly growthPerSecond: number;
  readonly stakeMinor?: number;
  readonly elapsedMs?: number;
  readonly clientSeed?: string;
  readonly serverSeed?: string;
  readonly crashPoint?: number;
  readonly cashedOutAt?: number;
  readonly winMinor?: number;
  readonly balanceMinor?: number;
}

/**
 * The crash rounds of the provider, in memory: a round is made with its seed's hash published,
 * bet on with the player's client seed (its bust point fixed from then on), cashed out or busted.
 * A bust is settled (a win of 0) when its time comes, by a timer, or when the round is next read.
 */
export function createCrashTable(clock: Clock) {
  const rounds = new Map<string, CrashRound>();
  const now = () => clock().getTime();

  const view = (round: CrashRound): CrashRoundView => {
    const over = round.state === 'cashed-out' || round.state === 'busted';
    return {
      roundId: round.id,
      seedHash: round.seedHash,
      state: round.state,
      growthPerSecond: CRASH_GROWTH_PER_SECOND,
      ...(round.stakeMinor === undefined ? {} : { stakeMinor: round.stakeMinor }),
      ...(round.startedAt === undefined ? {} : { elapsedMs: now() - round.startedAt }),
      ...(round.clientSeed === undefined ? {} : { clientSeed: round.clientSeed }),
      ...(over
        ? {
            serverSeed: round.serverSeed,
            crashPoint: round.crashPoint,
            winMinor: round.winMinor,
          }
        : {}),
      ...(round.balanceMinor === undefined ? {} : { balanceMinor: round.balanceMinor }),
      ...(round.cashedOutAt === undefined ? {} : { cashedOutAt: round.cashedOutAt }),
    };
  };

  const roundOf = (session: ProviderSession, roundId: string): CrashRound => {
    const round = rounds.get(roundId);
    if (round === undefined || round.sessionId !== session.id)
      throw new GameRefusal(404, 'ROUND_NOT_FOUND', 'No such round');
    return round;
  };

  /** Busts a running round past its bust point: the wallet is told the round paid nothing. */
  const bustIfDue = async (session: ProviderSession, round: CrashRound) => {
    if (round.state !== 'running' || now() < round.startedAt! + crashTimeOf(round.crashPoint!))
      return;
    round.settling ??= (async () => {
      round.balanceMinor = await settle(session.wallet, round.id, `${round.id}:bet`, 0);
      round.winMinor = 0;
      round.state = 'busted';
      if (round.timer !== undefined) clearTimeout(round.timer);
    })();
    await round.settling;
  };

  return {
    /** A new round for the session: its seed drawn, only the seed's hash shown. */
    open(session: ProviderSession): CrashRoundView {
      const serverSeed = randomBytes(32).toString('hex');
      const round: CrashRound = {
        id: `crash-${randomUUID()}`,
        sessionId: session.id,
        serverSeed,
        seedHash: seedHashOf(serverSeed),
        state: 'waiting',
      };
      rounds.set(round.id, round);
      // Memory is the provider's only store: the oldest rounds no one plays any more are let go.
      for (const [id, old] of rounds) {
        if (rounds.size <= MAX_CRASH_ROUNDS) break;
        if (old.state !== 'running') rounds.delete(id);
      }
      return view(round);
    },

    async bet(
      session: ProviderSession,
      roundId: string,
      stakeMinor: number,
      clientSeed: string,
    ): Promise<CrashRoundView> {
      assertStake(stakeMinor);
      const round = roundOf(session, roundId);
      if (round.state !== 'waiting')
        throw new GameRefusal(409, 'ROUND_STARTED', 'The round has its bet already');
      round.state = 'running';
      try {
        round.balanceMinor = await session.wallet.bet(`${round.id}:bet`, round.id, stakeMinor);
      } catch (error) {
        round.state = 'waiting';
        throw error;
      }
      round.clientSeed = clientSeed;
      round.stakeMinor = stakeMinor;
      round.crashPoint = crashPointOf(crashHmac(round.serverSeed, clientSeed, round.id));
      round.startedAt = now();
      round.timer = setTimeout(
        () => void bustIfDue(session, round).catch(() => undefined),
        crashTimeOf(round.crashPoint) + 50,
      );
      round.timer.unref();
      return view(round);
    },

    async cashOut(session: ProviderSession, roundId: string): Promise<CrashRoundView> {
      const round = roundOf(session, roundId);
      await bustIfDue(session, round);
      if (round.state !== 'running') return view(round);
      const multiplier = crashMultiplierAt(now() - round.startedAt!);
      // The multiplier shown never reaches the bust point: the round busts at it.
      if (multiplier >= round.crashPoint!) return view(round);
      round.state = 'cashed-out';
      if (round.timer !== undefined) clearTimeout(round.timer);
      round.cashedOutAt = multiplier;
      round.winMinor = crashPayout(round.stakeMinor!, multiplier);
      round.balanceMinor = await settle(
        session.wallet,
        round.id,
        `${round.id}:bet`,
        round.winMinor,
      );
      return view(round);
    },

    async read(session: ProviderSession, roundId: string): Promise<CrashRoundView> {
      const round = roundOf(session, roundId);
      await bustIfDue(session, round);
      return view(round);
    },

    close(): void {
      for (const round of rounds.values()) if (round.timer !== undefined) clearTimeout(round.timer);
    },
  };
}
