import type { LimitAction, ChangeDirection } from './limit-change';
import type { SelfAssessmentAnswer } from './self-assessment';
import type { LimitMeasure, LimitState, LimitType } from './limit-types';

/**
 * The limits service's payloads (section 3 and 7) as the server sends them and the browser reads
 * them. Times are in seconds; money in minor units of `currency`.
 */
export interface Limit {
  readonly limitType: LimitType;
  readonly limitValue: number;
  readonly limitState: LimitState;
  readonly startedAt: number | null;
  readonly endsAt: number | null;
  readonly measure: LimitMeasure;
  readonly availableValues: number[];
  readonly currency: string | null;
  readonly selfExcludeReason: string | null;
  /**
   * The session limit (31): seconds left in the player's day, -1 none set. Other types: null, until
   * the wallet and betting report what a window has used.
   */
  readonly limitBalance: number | null;
  /** A PENDING change waits for the player's approval. */
  readonly needApprove: boolean;
  /** A PENDING change: whether it lowers or raises the limit. */
  readonly direction: ChangeDirection | null;
}

export interface AvailableLimit {
  readonly type: LimitType;
  readonly measure: LimitMeasure;
  readonly availableValues: number[];
}

export interface SelfExcludeReason {
  readonly id: number;
  readonly selfExcludeReason: string;
}

export interface LimitToSave {
  readonly limitType: LimitType;
  readonly limitValue: number;
  /** Self-exclusion only: the id of a reason of GET /reasons/selfexclude. */
  readonly selfExcludeReasonId?: number;
}

/** POST /limits: `saved`, or `questions` to answer through /testanswers with `tokenGuid`. */
export interface LimitSaveResult {
  readonly status: 'saved' | 'questions';
  readonly questions: { readonly id: number; readonly key: string }[];
  readonly tokenGuid: string | null;
  readonly limitsData: Limit[];
}

export interface TestAnswerResult {
  readonly questionsResult: { readonly questionId: number; readonly passed: boolean }[];
  readonly success: boolean;
  readonly limitsData: Limit[];
}

/** POST /ping: the session limit's balance (-1 none) and whether the player must leave now. */
export interface PingResult {
  readonly limitBalance: number;
  readonly sessionLimitEnded: boolean;
}

/** The transport of the limits store; the platform implements it with its HTTP client. */
export interface LimitsApi {
  limits(): Promise<readonly Limit[]>;
  availableLimits(): Promise<readonly AvailableLimit[]>;
  save(limits: readonly LimitToSave[]): Promise<LimitSaveResult>;
  testAnswers(
    tokenGuid: string,
    answers: readonly SelfAssessmentAnswer[],
  ): Promise<TestAnswerResult>;
  limitAction(limitType: LimitType, action: LimitAction): Promise<void>;
  cancel(limitType: LimitType): Promise<void>;
  selfExcludeReasons(): Promise<readonly SelfExcludeReason[]>;
  ping(): Promise<PingResult>;
}
