import { makeAutoObservable } from 'mobx';
import type { Clock } from '../time/clock';
import { LIMIT_ACTION, rejectCall } from './limit-change';
import {
  LIMIT_STATUS_MESSAGE_KEY,
  limitActionMessage,
  limitStatusResult,
  type LimitMessage,
} from './limit-messages';
import type {
  AvailableLimit,
  Limit,
  LimitToSave,
  LimitsApi,
  SelfExcludeReason,
} from './limits-api';
import type { LimitType } from './limit-types';
import type { SelfAssessmentAnswer, SelfAssessmentQuestion } from './self-assessment';
import { PING_INTERVAL_MS } from './session-limit';

/** The HTTP status of a failed call, when the failure says one (PlatformHttpError's `code`). */
function statusOf(error: unknown): number {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : 0;
}

/** A title the server gave its refusal (`details.title`), shown as it is (section 8). */
function titleOf(error: unknown): string | undefined {
  const details = (error as { details?: unknown } | null)?.details;
  const title = (details as { title?: unknown } | null | undefined)?.title;
  return typeof title === 'string' ? title : undefined;
}

/**
 * The player's responsible-gambling limits in the browser (sections 4 and 8): the limits and the
 * values on offer, saving with the self-assessment when the server asks it, approve, reject and
 * cancel of pending changes with the spec's texts, and the 30 s ping that keeps the session limit's
 * balance. State after an await changes in the named actions below (MobX 7 has no runInAction).
 */
export class LimitsStore {
  limits: readonly Limit[] = [];
  available: readonly AvailableLimit[] = [];
  reasons: readonly SelfExcludeReason[] = [];
  questions: readonly SelfAssessmentQuestion[] = [];
  tokenGuid: string | null = null;
  message: LimitMessage | null = null;
  busy = false;
  /** Section 4: -1 none set, else seconds left today. */
  sessionBalance = -1;
  sessionLimitEnded = false;
  private stopPing: (() => void) | null = null;

  constructor(
    private readonly api: LimitsApi,
    private readonly clock: Clock,
    /** The site config value that makes reject use the action call (section 4). */
    private readonly rejectConfigValue: () => number | null = () => null,
  ) {
    makeAutoObservable<
      LimitsStore,
      'api' | 'clock' | 'rejectConfigValue' | 'stopPing' | 'pingNowIfWatching'
    >(this, {
      api: false,
      clock: false,
      rejectConfigValue: false,
      stopPing: false,
      pingNowIfWatching: false,
    });
  }

  limitOf(type: LimitType, state: Limit['limitState'] = 'ACTIVE'): Limit | undefined {
    return this.limits.find((limit) => limit.limitType === type && limit.limitState === state);
  }

  async load(): Promise<void> {
    this.started();
    try {
      const [limits, available, reasons] = await Promise.all([
        this.api.limits(),
        this.api.availableLimits(),
        this.api.selfExcludeReasons(),
      ]);
      this.loaded(limits, available, reasons);
    } catch (error) {
      this.failed({ key: LIMIT_STATUS_MESSAGE_KEY[limitStatusResult(statusOf(error))] });
    }
  }

  /**
   * The limits alone, quietly (no busy state, no message): the office menu counts the changes that
   * wait on every office page, and a failure only leaves the count it had.
   */
  async refresh(): Promise<void> {
    try {
      this.refreshed(await this.api.limits());
    } catch {
      // The menu keeps what it knew; the limits page says what failed when the player opens it.
    }
  }

  async save(limits: readonly LimitToSave[]): Promise<void> {
    this.started();
    try {
      const result = await this.api.save(limits);
      this.saved(
        result.limitsData,
        result.status === 'questions' ? result.questions : [],
        result.tokenGuid,
      );
      if (result.status !== 'questions') this.pingNowIfWatching();
    } catch (error) {
      this.failed(failureMessage(error));
    }
  }

  async answer(answers: readonly SelfAssessmentAnswer[]): Promise<void> {
    if (this.tokenGuid === null) return;
    this.started();
    try {
      const result = await this.api.testAnswers(this.tokenGuid, answers);
      this.answered(result.limitsData, result.success);
      if (result.success) this.pingNowIfWatching();
    } catch (error) {
      this.failed(failureMessage(error));
    }
  }

  approve(type: LimitType): Promise<void> {
    return this.act('confirm', () => this.api.limitAction(type, LIMIT_ACTION.approve));
  }

  /** Section 4: reject is the action call when the config value is 1, else the delete call. */
  reject(type: LimitType): Promise<void> {
    return this.act('cancel', () =>
      rejectCall(this.rejectConfigValue()) === 'action'
        ? this.api.limitAction(type, LIMIT_ACTION.reject)
        : this.api.cancel(type),
    );
  }

  cancel(type: LimitType): Promise<void> {
    return this.act('cancel', () => this.api.cancel(type));
  }

  /** Starts the 30 s ping (section 4: only while authorised); the first one goes at once. */
  startPing(): void {
    if (this.stopPing !== null) return;
    const tick = (): void => {
      void this.ping();
      this.stopPing = this.clock.schedule(PING_INTERVAL_MS, tick);
    };
    tick();
  }

  stop(): void {
    this.stopPing?.();
    this.stopPing = null;
  }

  /**
   * A signed-in stretch begins (the session-limit watch calls it): the count of the previous one
   * is forgotten, so a player who signs in again the next day is not met by yesterday's notice.
   */
  beginSession(): void {
    this.sessionBalance = -1;
    this.sessionLimitEnded = false;
    this.startPing();
  }

  /**
   * The player signed out: the store is the page's one (platform.shared), so the next player on
   * this page must not see this one's limits, pending questions or messages.
   */
  endSession(): void {
    this.stop();
    this.limits = [];
    this.questions = [];
    this.tokenGuid = null;
    this.message = null;
    this.sessionBalance = -1;
    this.sessionLimitEnded = false;
  }

  /**
   * The office page and the session-limit watch share this store: when a change is saved while
   * the watch pings, the watch learns the new balance at once instead of at the next 30 s tick
   * (a session limit lowered below the time already played ends the session now). The extra
   * ping costs the player no time: the server credits only the seconds since the previous one.
   */
  private pingNowIfWatching(): void {
    if (this.stopPing !== null) void this.ping();
  }

  async ping(): Promise<void> {
    try {
      const result = await this.api.ping();
      this.pinged(result.limitBalance, result.sessionLimitEnded);
    } catch {
      // A lost ping only delays the count; the next one, 30 s later, catches up on the server.
    }
  }

  private async act(kind: 'confirm' | 'cancel', call: () => Promise<void>): Promise<void> {
    this.started();
    try {
      await call();
      const limits = await this.api.limits();
      this.acted(limits, limitActionMessage(kind, 'success', undefined));
      this.pingNowIfWatching();
    } catch (error) {
      this.failed(limitActionMessage(kind, 'failure', titleOf(error)));
    }
  }

  started(): void {
    this.busy = true;
    this.message = null;
  }

  loaded(
    limits: readonly Limit[],
    available: readonly AvailableLimit[],
    reasons: readonly SelfExcludeReason[],
  ): void {
    this.limits = limits;
    this.available = available;
    this.reasons = reasons;
    this.busy = false;
  }

  refreshed(limits: readonly Limit[]): void {
    this.limits = limits;
  }

  saved(
    limits: readonly Limit[],
    questions: readonly SelfAssessmentQuestion[],
    tokenGuid: string | null,
  ): void {
    this.limits = limits;
    this.questions = questions;
    this.tokenGuid = questions.length > 0 ? tokenGuid : null;
    this.message = questions.length > 0 ? null : { key: LIMIT_STATUS_MESSAGE_KEY.saved };
    this.busy = false;
  }

  answered(limits: readonly Limit[], success: boolean): void {
    this.limits = limits;
    this.questions = [];
    this.tokenGuid = null;
    this.message = { key: success ? LIMIT_STATUS_MESSAGE_KEY.saved : SELF_ASSESSMENT_FAILED_KEY };
    this.busy = false;
  }

  acted(limits: readonly Limit[], message: LimitMessage): void {
    this.limits = limits;
    this.message = message;
    this.busy = false;
  }

  failed(message: LimitMessage): void {
    this.message = message;
    this.busy = false;
  }

  pinged(balance: number, ended: boolean): void {
    this.sessionBalance = balance;
    if (ended) {
      this.sessionLimitEnded = true;
      this.stop();
    }
  }
}

/** The self-assessment did not pass: the limit stays as it was. */
export const SELF_ASSESSMENT_FAILED_KEY = 'responsible_gaming_self_assessment_failed';

/** Section 8: a failed save shows the server's title when it has one, else its status's text. */
function failureMessage(error: unknown): LimitMessage {
  const title = titleOf(error);
  if (title !== undefined) return { text: title };
  return { key: LIMIT_STATUS_MESSAGE_KEY[limitStatusResult(statusOf(error))] };
}
