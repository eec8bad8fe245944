import type {
  AvailableLimitSchema,
  LimitSaveResultSchema,
  LimitSchema,
  PingResultSchema,
  ReadonlyStatic,
  SelfExcludeReasonSchema,
  TestAnswerResultSchema,
} from '@betshell/api-contract';
import type { LimitAction } from './limit-change';
import type { SelfAssessmentAnswer } from './self-assessment';
import type { LimitType } from './limit-types';

/**
 * The limits service's payloads (section 3 and 7) as the server sends them and the browser reads
 * them. Times are in seconds; money in minor units of `currency`.
 */
export type Limit = ReadonlyStatic<typeof LimitSchema>;

export type AvailableLimit = ReadonlyStatic<typeof AvailableLimitSchema>;

export type SelfExcludeReason = ReadonlyStatic<typeof SelfExcludeReasonSchema>;

export interface LimitToSave {
  readonly limitType: LimitType;
  readonly limitValue: number;
  /** Self-exclusion only: the id of a reason of GET /reasons/selfexclude. */
  readonly selfExcludeReasonId?: number;
}

/** POST /limits: `saved`, or `questions` to answer through /testanswers with `tokenGuid`. */
export type LimitSaveResult = ReadonlyStatic<typeof LimitSaveResultSchema>;

export type TestAnswerResult = ReadonlyStatic<typeof TestAnswerResultSchema>;

/** POST /ping: the session limit's balance (-1 none) and whether the player must leave now. */
export type PingResult = ReadonlyStatic<typeof PingResultSchema>;

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
