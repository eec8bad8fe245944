import {
  awardTournament,
  rankTournament,
  tournamentPhase,
  type TournamentAward,
  type TournamentPhase,
  type TournamentStanding,
} from '@betshell/domain/server';
import type { LanguageCode } from '@betshell/domain';
import { LIMIT_TYPE } from '@betshell/domain/limits';
import { credit } from '../accounts/ledger';
import type { Database, Queryable } from '../db/database';

/** The ledger's reason for a tournament prize; its reference names the tournament and the place. */
export const TOURNAMENT_PRIZE_REASON = 'tournament-prize';

export interface Tournament {
  readonly id: number;
  /** Title and description per language; a language without one shows the English text. */
  readonly titles: Partial<Record<LanguageCode, string>>;
  readonly descriptions: Partial<Record<LanguageCode, string>>;
  readonly gameIds: readonly number[];
  readonly currency: string;
  readonly startsAt: string;
  readonly endsAt: string;
  /** The prize table: the n-th amount (minor units) to the n-th place. */
  readonly prizesMinor: readonly number[];
  readonly endedAt: string | null;
}

export interface NewTournament {
  readonly titles: Partial<Record<LanguageCode, string>>;
  readonly descriptions: Partial<Record<LanguageCode, string>>;
  readonly gameIds: readonly number[];
  readonly currency: string;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly prizesMinor: readonly number[];
}

/** A prize as paid: who, for which place, and its ledger row. */
export interface PaidPrize extends TournamentAward {
  readonly accountId: number;
  readonly ledgerEntryId: number;
}

export interface TournamentEnding {
  readonly tournament: Tournament;
  /** False when it had been ended before: nothing was paid this time. */
  readonly endedNow: boolean;
  readonly prizes: readonly PaidPrize[];
}

export interface TournamentRepository {
  create(tournament: NewTournament, now: Date): Promise<Tournament>;
  /** Every tournament, the latest to start first. */
  list(): Promise<Tournament[]>;
  find(id: number): Promise<Tournament | null>;
  /**
   * The leaderboard: the stakes counted so far (up to the end of the period, or up to when an
   * operator ended it), ranked by the domain's rules; without the players excluded at `now`.
   */
  standings(tournament: Tournament, now: Date): Promise<TournamentStanding[]>;
  /** The prizes paid when it ended (none before). */
  prizes(id: number): Promise<PaidPrize[]>;
  /**
   * Ends it and pays its prizes, exactly once: in one transaction that holds the tournament's row,
   * so a second call, on this instance or another, waits and then finds it ended and pays nothing.
   * Each prize is also a ledger row named by tournament and place. Null: no such tournament.
   */
  end(id: number, now: Date): Promise<TournamentEnding | null>;
}

interface TournamentRow {
  id: string | number;
  titles: Record<string, string>;
  descriptions: Record<string, string>;
  game_ids: number[];
  currency: string;
  starts_at: Date | string;
  ends_at: Date | string;
  prizes_minor: (string | number)[];
  ended_at: Date | string | null;
}

interface PrizeRow {
  place: number;
  player_id: string | number;
  account_id: string | number;
  points_minor: string | number;
  amount_minor: string | number;
  ledger_entry_id: string | number;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const tournamentOf = (row: TournamentRow): Tournament => ({
  id: Number(row.id),
  titles: row.titles,
  descriptions: row.descriptions,
  gameIds: row.game_ids.map(Number),
  currency: row.currency,
  startsAt: iso(row.starts_at),
  endsAt: iso(row.ends_at),
  prizesMinor: row.prizes_minor.map(Number),
  endedAt: row.ended_at === null ? null : iso(row.ended_at),
});

const prizeOf = (row: PrizeRow): PaidPrize => ({
  place: Number(row.place),
  playerId: Number(row.player_id),
  accountId: Number(row.account_id),
  pointsMinor: Number(row.points_minor),
  amountMinor: Number(row.amount_minor),
  ledgerEntryId: Number(row.ledger_entry_id),
});

/**
 * Where its stakes stop counting: the end of its period, or when an operator ended it (the
 * instant of the payment, so the board after the end is the one that was paid).
 */
function countedUntil(tournament: Tournament, now: Date): Date {
  const end = Date.parse(tournament.endedAt ?? tournament.endsAt);
  return new Date(Math.min(end, now.getTime()));
}

/**
 * Each player's stakes on the tournament's games in its currency between its start and `until`:
 * the wallet's bets, less those a rollback gave back. With the account the player staked from
 * last, where a prize goes. A player self-excluded or in a time-out at `now` is left out, of the
 * leaderboard and of the prizes: responsible gambling offers such a player no competition. So is
 * a player an operator blocked or whose prize account is frozen or closed: no money may move onto
 * it, and the places below move up, as they do for the self-excluded. `lock` (the ending) holds
 * those accounts until the prizes are paid, so a freeze meanwhile waits and cannot fail the end.
 */
async function scores(db: Queryable, tournament: Tournament, until: Date, now: Date, lock = false) {
  const rows = await db.query<{
    player_id: string | number;
    points_minor: string | number;
    reached_at: Date | string;
    account_id: string | number;
  }>(
    `select c.player_id, c.points_minor, c.reached_at, c.account_id
       from (select t.player_id, sum(t.amount_minor) as points_minor,
                    max(t.created_at) as reached_at,
                    (array_agg(t.account_id order by t.created_at desc))[1] as account_id
               from casino_wallet_transactions t
               join casino_sessions s on s.id = t.session_id
              where t.kind = 'bet' and not t.rolled_back
                and s.game_id = any($1::integer[]) and t.currency = $2
                and t.created_at >= $3 and t.created_at < $4
                and not exists (select 1 from player_limits l
                      where l.player_id = t.player_id and l.limit_type = any($5::int[])
                        and l.limit_state = 'ACTIVE' and (l.ends_at is null or l.ends_at > $6))
              group by t.player_id) c
       join accounts a on a.id = c.account_id and not a.frozen and not a.closed
       join players p on p.id = c.player_id and p.ban_level = 0${
         lock ? '\n        for no key update of a' : ''
       }`,
    [
      tournament.gameIds,
      tournament.currency,
      tournament.startsAt,
      until,
      [LIMIT_TYPE.selfExclusion, LIMIT_TYPE.depositTimeout],
      now,
    ],
  );
  return rows.map((row) => ({
    playerId: Number(row.player_id),
    pointsMinor: Number(row.points_minor),
    reachedAt: iso(row.reached_at),
    accountId: Number(row.account_id),
  }));
}

/** tournaments and tournament_prizes (migration 0380). */
export function createTournamentRepository(database: Database): TournamentRepository {
  const find = async (db: Queryable, id: number, lock = false) => {
    const [row] = await db.query<TournamentRow>(
      `select * from tournaments where id = $1${lock ? ' for update' : ''}`,
      [id],
    );
    return row === undefined ? null : tournamentOf(row);
  };
  const prizes = async (db: Queryable, id: number) =>
    (
      await db.query<PrizeRow>(
        'select * from tournament_prizes where tournament_id = $1 order by place',
        [id],
      )
    ).map(prizeOf);

  return {
    async create(tournament, now) {
      const [row] = await database.query<TournamentRow>(
        `insert into tournaments
           (titles, descriptions, game_ids, currency, starts_at, ends_at, prizes_minor, created_at)
         values ($1, $2, $3::integer[], $4, $5, $6, $7::bigint[], $8) returning *`,
        [
          JSON.stringify(tournament.titles),
          JSON.stringify(tournament.descriptions),
          tournament.gameIds,
          tournament.currency,
          tournament.startsAt,
          tournament.endsAt,
          tournament.prizesMinor,
          now,
        ],
      );
      return tournamentOf(row!);
    },
    async list() {
      const rows = await database.query<TournamentRow>(
        'select * from tournaments order by starts_at desc, id desc limit 200',
      );
      return rows.map(tournamentOf);
    },
    find: (id) => find(database, id),
    async standings(tournament, now) {
      const until = new Date(tournament.endedAt ?? tournament.endsAt);
      return rankTournament(await scores(database, tournament, until, now));
    },
    prizes: (id) => prizes(database, id),
    end(id, now) {
      return database.transaction(async (tx) => {
        const tournament = await find(tx, id, true);
        if (tournament === null) return null;
        if (tournamentPhase(tournament, now) === 'ended') {
          return { tournament, endedNow: false, prizes: await prizes(tx, id) };
        }
        const counted = await scores(tx, tournament, countedUntil(tournament, now), now, true);
        const accounts = new Map(counted.map((score) => [score.playerId, score.accountId]));
        const paid: PaidPrize[] = [];
        for (const award of awardTournament(rankTournament(counted), tournament.prizesMinor)) {
          const accountId = accounts.get(award.playerId)!;
          const { entryId } = await credit(
            tx,
            accountId,
            award.amountMinor,
            TOURNAMENT_PRIZE_REASON,
            `tournament:${id}:place:${award.place}`,
          );
          await tx.query(
            `insert into tournament_prizes (tournament_id, place, player_id, account_id,
               points_minor, amount_minor, ledger_entry_id) values ($1, $2, $3, $4, $5, $6, $7)`,
            [
              id,
              award.place,
              award.playerId,
              accountId,
              award.pointsMinor,
              award.amountMinor,
              entryId,
            ],
          );
          paid.push({ ...award, accountId, ledgerEntryId: entryId });
        }
        const [row] = await tx.query<TournamentRow>(
          'update tournaments set ended_at = $2 where id = $1 returning *',
          [id, now],
        );
        return { tournament: tournamentOf(row!), endedNow: true, prizes: paid };
      });
    },
  };
}

export type { TournamentPhase, TournamentStanding };
