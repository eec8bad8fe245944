import { randomUUID } from 'node:crypto';
import {
  LIMIT_TYPE,
  SELF_ASSESSMENT_QUESTIONS,
  SESSION_LIMIT_NOT_SET,
  approvalDeadline,
  availableValuesOf,
  changeDirection,
  changeWhilePending,
  coolingOffSeconds,
  exclusionDurationMs,
  isAllowedLimitValue,
  isIrrevocableLimit,
  isLimitType,
  isMoneyLimit,
  isNoLimitValue,
  measureOf,
  needsCoolingOff,
  needsSelfAssessment,
  pendingPhase,
  pingCreditSeconds,
  playerDay,
  scoreSelfAssessment,
  sessionLimitBalance,
  SETTABLE_LIMIT_TYPES,
  COOLING_OFF_HOURS_BY_JURISDICTION,
  type AvailableLimit,
  type Limit,
  type LimitSaveResult,
  type LimitToSave,
  type LimitType,
  type PingResult,
  type SelfAssessmentAnswer,
  type TestAnswerResult,
} from '@betshell/domain/limits';
import type { LanguageCode } from '@betshell/domain';
import type { Clock } from '../auth/clock';
import type { Database, Queryable } from '../db/database';
import { ApiError } from '../http/api-error';
import { createSessionRepository } from '../session/session-repository';
import {
  forgetOpenLimits,
  keptOpenLimits,
  limitsChanged,
  peekOpenLimits,
} from './kept-open-limits';
import { limitRepository as repo, type StoredLimit } from './limit-repository';

export interface LimitSettings {
  /** Hours of cooling-off per jurisdiction (at least 24 are always applied). */
  readonly coolingOffHours: Readonly<Record<string, number>>;
  /** The operator's test tools (limit-test-ops-routes.ts): only on a throwaway site. */
  readonly testTools?: boolean;
}

export const DEFAULT_LIMIT_SETTINGS: LimitSettings = {
  coolingOffHours: COOLING_OFF_HOURS_BY_JURISDICTION,
};

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const bad = (code: string, message: string, details?: unknown) =>
  new ApiError(400, code, message, details);

export type LimitsLanguage = LanguageCode;

/**
 * The limits service's rules on the server (decisions.md, responsible-gambling limits): lowering
 * is immediate, also while a raise is pending (which it ends), raising waits the jurisdiction's cooling-off and then the player's approval within
 * 86400 s, self-exclusion and time-out are immediate and irrevocable, and the session limit is
 * counted from the pings. Every change runs in one transaction with the player's row locked, so
 * two tabs cannot both pass a check.
 */
export function createLimitService(db: Database, clock: Clock, settings: LimitSettings) {
  const sessions = createSessionRepository(db);

  async function sessionBalance(q: Queryable, playerId: number, active: StoredLimit | undefined) {
    if (active === undefined) return SESSION_LIMIT_NOT_SET;
    const profile = await repo.profile(q, playerId);
    const { day } = playerDay(clock().getTime(), profile.timeZone);
    return sessionLimitBalance(active.limitValue, await repo.usedSeconds(q, playerId, day));
  }

  /** What `settle` would close at `now` (settleSql's rule): a limit whose end has come. */
  const dueToClose = (stored: StoredLimit, now: Date) =>
    stored.endsAt !== null && stored.endsAt.getTime() <= now.getTime();

  /**
   * The open limits after what time has closed. The write of `settle` runs only when one of them is
   * due (a write per read was most of GET /limits' cost, and most reads close nothing);
   * the answer is the same: a limit that is not due at `now` is one `settle` would leave alone.
   */
  async function settledOpen(q: Queryable, playerId: number): Promise<StoredLimit[]> {
    const now = clock();
    // Outside a transaction this is a read for the player's eyes, answered from memory when fresh.
    const open = q === db ? await keptOpenLimits(db, playerId) : await repo.open(q, playerId);
    if (!open.some((s) => dueToClose(s, now))) return open;
    if (await repo.settle(q, playerId, now)) await limitsChanged(db, q, playerId);
    return repo.open(q, playerId);
  }

  /** Runs a change of the player's limits in one transaction, announced at its commit. */
  async function changing<T>(playerId: number, work: (tx: Queryable) => Promise<T>): Promise<T> {
    const done = await db.transaction(async (tx) => {
      const result = await work(tx);
      await limitsChanged(db, tx, playerId);
      return result;
    });
    forgetOpenLimits(db, playerId);
    return done;
  }

  /** An open limit as the player is shown it, with what had to be read for it. */
  const shownLimit = (
    stored: StoredLimit,
    selfExcludeReason: string | null,
    limitBalance: number | null,
  ): Limit => ({
    limitType: stored.limitType,
    limitValue: stored.limitValue,
    limitState: stored.limitState,
    startedAt: seconds(stored.startedAt),
    endsAt: stored.endsAt === null ? null : seconds(stored.endsAt),
    measure: measureOf(stored.limitType),
    availableValues: [...availableValuesOf(stored.limitType)],
    currency: stored.currency,
    selfExcludeReason,
    limitBalance,
    needApprove: stored.limitState === 'PENDING',
    direction: stored.direction,
  });
  /** A session limit that runs shows what is left of it: read from the player's bets. */
  const hasBalance = (stored: StoredLimit) =>
    stored.limitType === LIMIT_TYPE.session && stored.limitState === 'ACTIVE';

  async function limitsOf(q: Queryable, playerId: number): Promise<Limit[]> {
    const open = await settledOpen(q, playerId);
    // The reasons are read only for a self-exclusion that names one.
    const reasons = open.some((s) => s.selfExcludeReasonId !== null)
      ? await repo.reasons(q, 'en')
      : [];
    const limits: Limit[] = [];
    for (const stored of open) {
      limits.push(
        shownLimit(
          stored,
          reasons.find((reason) => reason.id === stored.selfExcludeReasonId)?.selfExcludeReason ??
            null,
          hasBalance(stored) ? await sessionBalance(q, stored.playerId, stored) : null,
        ),
      );
    }
    return limits;
  }

  /** The limits shown for each kept reading of a player's open limits (kept-open-limits.ts). */
  const shownOfKept = new WeakMap<StoredLimit[], Limit[]>();

  /**
   * What `limitsOf` answers outside a transaction, without a promise, while the player's open
   * limits are in memory and need nothing more read or written: none due to close, no reason to
   * name, no session balance to count. Made once per kept reading.
   */
  function limitsFromMemory(playerId: number): Limit[] | undefined {
    const open = peekOpenLimits(db, playerId);
    if (open === undefined) return undefined;
    const now = clock();
    const needsMore = open.some(
      (s) => dueToClose(s, now) || s.selfExcludeReasonId !== null || hasBalance(s),
    );
    if (needsMore) return undefined;
    let shown = shownOfKept.get(open);
    if (shown === undefined) {
      shown = open.map((stored) => shownLimit(stored, null, null));
      shownOfKept.set(open, shown);
    }
    return shown;
  }

  async function validate(q: Queryable, limits: readonly LimitToSave[]): Promise<void> {
    if (limits.length === 0) throw bad('NO_LIMITS', 'Send at least one limit');
    const seen = new Set<number>();
    for (const limit of limits) {
      const type = limit.limitType as number;
      if (!isLimitType(type) || !SETTABLE_LIMIT_TYPES.includes(type)) {
        throw bad('UNKNOWN_LIMIT_TYPE', `Limit type ${type} cannot be set`);
      }
      if (seen.has(type)) throw bad('DUPLICATE_LIMIT_TYPE', `Limit type ${type} is sent twice`);
      seen.add(type);
      if (!isAllowedLimitValue(type, limit.limitValue)) {
        throw bad('INVALID_LIMIT_VALUE', `${limit.limitValue} is not a value of limit ${type}`, {
          availableValues: [...availableValuesOf(type)],
        });
      }
      if (limit.selfExcludeReasonId !== undefined) {
        if (type !== LIMIT_TYPE.selfExclusion) {
          throw bad('REASON_NOT_EXPECTED', 'Only self-exclusion takes a reason');
        }
        if (!(await repo.reasonExists(q, limit.selfExcludeReasonId))) {
          throw bad('UNKNOWN_REASON', 'There is no such self-exclusion reason');
        }
      }
    }
  }

  /** Applies a checked batch; answers whether a self-exclusion started (its sessions must end). */
  async function apply(
    q: Queryable,
    playerId: number,
    limits: readonly LimitToSave[],
  ): Promise<boolean> {
    const now = clock();
    await repo.lockPlayer(q, playerId);
    await repo.settle(q, playerId, now);
    const open = await repo.open(q, playerId);
    const [player] = await q.query<{ currency: string }>(
      'select currency from players where id = $1',
      [playerId],
    );
    const profile = await repo.profile(q, playerId);
    let selfExcluded = false;
    for (const limit of limits) {
      const type = limit.limitType;
      const active = open.find((s) => s.limitType === type && s.limitState === 'ACTIVE');
      const pending = open.find((s) => s.limitType === type && s.limitState === 'PENDING');
      const base = {
        playerId,
        limitType: type,
        limitValue: limit.limitValue,
        currency: isMoneyLimit(type) ? (player?.currency ?? null) : null,
        requestedAt: now,
        selfExcludeReasonId: limit.selfExcludeReasonId ?? null,
      };
      if (isIrrevocableLimit(type)) {
        if (active !== undefined) {
          throw new ApiError(
            403,
            'LIMIT_IRREVOCABLE',
            'This limit is active and cannot be changed until it ends',
            {
              limitType: type,
              endsAt: active.endsAt === null ? null : seconds(active.endsAt),
            },
          );
        }
        await repo.add(q, {
          ...base,
          limitState: 'ACTIVE',
          direction: null,
          startedAt: now,
          endsAt: new Date(now.getTime() + exclusionDurationMs(limit.limitValue)),
        });
        if (type === LIMIT_TYPE.selfExclusion) selfExcluded = true;
        continue;
      }
      if (pending !== undefined) {
        // A lower value applies at once and ends the pending raise; anything else waits for it.
        if (changeWhilePending(active?.limitValue ?? null, limit.limitValue) === 'refused') {
          throw bad(
            'LIMIT_CHANGE_PENDING',
            'A raise of this limit is pending: approve, reject or cancel it, or choose a lower value',
            { limitType: type },
          );
        }
        await repo.close(q, pending.id, 'replaced', now);
      }
      const direction = changeDirection(active?.limitValue ?? null, limit.limitValue);
      if (direction === null) continue;
      if (needsCoolingOff(type, direction)) {
        const startedAt =
          seconds(now) + coolingOffSeconds(profile.jurisdiction, settings.coolingOffHours);
        await repo.add(q, {
          ...base,
          limitState: 'PENDING',
          direction,
          startedAt: new Date(startedAt * 1000),
          endsAt: new Date(approvalDeadline(startedAt) * 1000),
        });
        continue;
      }
      if (active !== undefined) await repo.close(q, active.id, 'replaced', now);
      if (!isNoLimitValue(type, limit.limitValue)) {
        await repo.add(q, {
          ...base,
          limitState: 'ACTIVE',
          direction,
          startedAt: now,
          endsAt: null,
        });
      }
    }
    return selfExcluded;
  }

  async function applyAndEnd(playerId: number, limits: readonly LimitToSave[]): Promise<Limit[]> {
    const selfExcluded = await changing(playerId, (tx) => apply(tx, playerId, limits));
    // Self-exclusion ends every session of the player at once (decisions.md).
    if (selfExcluded) await sessions.endAllOf(playerId, clock(), 'self-excluded');
    return limitsOf(db, playerId);
  }

  async function needsQuestions(playerId: number, limits: readonly LimitToSave[]) {
    const open = await repo.open(db, playerId);
    return limits.some((limit) => {
      if (!isMoneyLimit(limit.limitType)) return false;
      const active = open.find((s) => s.limitType === limit.limitType && s.limitState === 'ACTIVE');
      return (
        changeDirection(active?.limitValue ?? null, limit.limitValue) === 'raise' &&
        needsSelfAssessment(limit.limitValue)
      );
    });
  }

  return {
    limits: (playerId: number) => limitsOf(db, playerId),
    keptLimits: limitsFromMemory,

    available(): AvailableLimit[] {
      return SETTABLE_LIMIT_TYPES.map((type) => ({
        type,
        measure: measureOf(type),
        availableValues: [...availableValuesOf(type)],
      }));
    },

    reasons: (language: LimitsLanguage) => repo.reasons(db, language),

    async save(playerId: number, limits: readonly LimitToSave[]): Promise<LimitSaveResult> {
      await validate(db, limits);
      // What time closed is announced, so that no instance shows it still open.
      if (await repo.settle(db, playerId, clock())) await limitsChanged(db, db, playerId);
      if (await needsQuestions(playerId, limits)) {
        const tokenGuid = randomUUID();
        await repo.addAssessment(db, tokenGuid, playerId, limits, clock());
        return {
          status: 'questions',
          questions: SELF_ASSESSMENT_QUESTIONS.map(({ id, key }) => ({ id, key })),
          tokenGuid,
          limitsData: await limitsOf(db, playerId),
        };
      }
      const limitsData = await applyAndEnd(playerId, limits);
      return { status: 'saved', questions: [], tokenGuid: null, limitsData };
    },

    async testAnswers(
      playerId: number,
      tokenGuid: string,
      answers: readonly SelfAssessmentAnswer[],
    ): Promise<TestAnswerResult> {
      const limits = await repo.takeAssessment(db, tokenGuid, playerId, clock());
      if (limits === null) {
        throw bad('UNKNOWN_TOKEN', 'This self-assessment is unknown or was already answered');
      }
      const result = scoreSelfAssessment(answers);
      const limitsData = result.success
        ? await applyAndEnd(playerId, limits as LimitToSave[])
        : await limitsOf(db, playerId);
      return { ...result, limitsData };
    },

    async action(playerId: number, type: LimitType, action: 0 | 1): Promise<void> {
      await changing(playerId, async (tx) => {
        const now = clock();
        await repo.lockPlayer(tx, playerId);
        await repo.settle(tx, playerId, now);
        const open = await repo.open(tx, playerId);
        const pending = open.find((s) => s.limitType === type && s.limitState === 'PENDING');
        if (pending === undefined || pending.endsAt === null) {
          throw bad('NO_PENDING_LIMIT', 'This limit has no pending change (it may have lapsed)');
        }
        if (action === 0) return repo.close(tx, pending.id, 'rejected', now);
        const window = { startedAt: seconds(pending.startedAt), endsAt: seconds(pending.endsAt) };
        if (pendingPhase(window, seconds(now)) === 'cooling-off') {
          throw bad('LIMIT_COOLING_OFF', 'This change can be approved only after its cooling-off', {
            startedAt: window.startedAt,
          });
        }
        const active = open.find((s) => s.limitType === type && s.limitState === 'ACTIVE');
        if (active !== undefined) await repo.close(tx, active.id, 'replaced', now);
        if (isNoLimitValue(type, pending.limitValue)) {
          await repo.close(tx, pending.id, 'approved', now);
        } else {
          await repo.activate(tx, pending.id, now);
        }
      });
    },

    async cancel(playerId: number, type: LimitType): Promise<void> {
      await changing(playerId, async (tx) => {
        const now = clock();
        await repo.lockPlayer(tx, playerId);
        await repo.settle(tx, playerId, now);
        const open = await repo.open(tx, playerId);
        const pending = open.find((s) => s.limitType === type && s.limitState === 'PENDING');
        if (pending === undefined) {
          throw bad('NO_PENDING_LIMIT', 'This limit has no pending change (it may have lapsed)');
        }
        await repo.close(tx, pending.id, 'cancelled', now);
      });
    },

    /**
     * A ping counts the time since the session's previous one in the player's day; at 0 left,
     * every session of the player ends and the answer says so (the browser shows the notice).
     */
    async ping(playerId: number, sessionId: string): Promise<PingResult> {
      const balance = await db.transaction(async (tx) => {
        const now = clock();
        const previous = await repo.swapLastPing(tx, sessionId, now);
        const credit = pingCreditSeconds(previous?.getTime() ?? null, now.getTime());
        const profile = await repo.profile(tx, playerId);
        const { day } = playerDay(now.getTime(), profile.timeZone);
        const used =
          credit > 0
            ? await repo.addUsedSeconds(tx, playerId, day, credit)
            : await repo.usedSeconds(tx, playerId, day);
        const [limit] = (await repo.open(tx, playerId)).filter(
          (s) => s.limitType === LIMIT_TYPE.session && s.limitState === 'ACTIVE',
        );
        return sessionLimitBalance(limit?.limitValue ?? null, used);
      });
      if (balance === 0) await sessions.endAllOf(playerId, clock(), 'session-limit');
      return { limitBalance: balance, sessionLimitEnded: balance === 0 };
    },
  };
}

export type LimitService = ReturnType<typeof createLimitService>;
