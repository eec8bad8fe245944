import type {
  CancelLimitQuerySchema,
  LimitActionBodySchema,
  ReadonlyStatic,
  SaveLimitsBodySchema,
  TestAnswersBodySchema,
} from '@betshell/api-contract';
import type {
  AvailableLimit,
  Limit,
  LimitSaveResult,
  LimitsApi,
  PingResult,
  SelfExcludeReason,
  TestAnswerResult,
} from './limits-api';

/** The limits service's base path (limits-coupon-signin.md section 7). */
export const LIMITS_API = '/limit-service-api/api/external/web/v3';

interface RequestOptions {
  readonly headers: Readonly<Record<string, string>>;
  readonly params?: Readonly<Record<string, number>>;
}

/** The part of the platform's HTTP client (axios) the limits calls use. */
export interface LimitsHttp {
  get<T>(url: string, options: RequestOptions): Promise<{ data: T }>;
  post<T>(url: string, body: object, options: RequestOptions): Promise<{ data: T }>;
  delete(url: string, options: RequestOptions): Promise<unknown>;
}

/**
 * LimitsApi over the platform's HTTP client (docs/responsible-gambling.md), given as a
 * plain interface so nothing here imports axios. It is served with the limits rules
 * (`@betshell/domain/limits`), not from the platform, so the first page's JavaScript does not carry
 * it; the responsible-gaming page and the session-limit chrome both use it. The spec's
 * `language` header goes on every call: the self-exclusion reasons come back in that language.
 */
export function createLimitsHttpApi(http: LimitsHttp, language: () => string): LimitsApi {
  const headers = () => ({ language: language() });
  const get = async <T>(path: string): Promise<T> =>
    (await http.get<T>(`${LIMITS_API}${path}`, { headers: headers() })).data;
  const post = async <T>(path: string, body: object): Promise<T> =>
    (await http.post<T>(`${LIMITS_API}${path}`, body, { headers: headers() })).data;
  return {
    limits: () => get<Limit[]>('/limits'),
    availableLimits: () => get<AvailableLimit[]>('/availablelimits'),
    save: (limits) =>
      post<LimitSaveResult>('/limits', {
        limits,
      } satisfies ReadonlyStatic<typeof SaveLimitsBodySchema>),
    testAnswers: (tokenGuid, answers) =>
      post<TestAnswerResult>('/testanswers', {
        tokenGuid,
        answers,
      } satisfies ReadonlyStatic<typeof TestAnswersBodySchema>),
    async limitAction(limitType, action) {
      await post('/limitaction', {
        limitType,
        action,
      } satisfies ReadonlyStatic<typeof LimitActionBodySchema>);
    },
    async cancel(limitType) {
      const params = { limitType } satisfies ReadonlyStatic<typeof CancelLimitQuerySchema>;
      await http.delete(`${LIMITS_API}/limit`, { params, headers: headers() });
    },
    selfExcludeReasons: () => get<SelfExcludeReason[]>('/reasons/selfexclude'),
    ping: () => post<PingResult>('/ping', {}),
  };
}
