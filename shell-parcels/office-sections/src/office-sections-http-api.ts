import type {
  FriendClaimAnswerSchema,
  IdeaBodySchema,
  LoyaltyAnswerSchema,
  IdeasAnswerSchema,
  PointsExchangeAnswerSchema,
  PointsExchangeBodySchema,
  ReadonlyStatic,
  StatementAnswerSchema,
} from '@betshell/api-contract';
import type { StatementEntry, StatementTotals } from '@betshell/domain/accounts';
import type { Idea } from '@betshell/domain/office';

/** A statement as the page shows it (GET /web-api/office/paycheck). */
export interface Statement {
  readonly from: string;
  readonly to: string;
  readonly entries: readonly StatementEntry[];
  readonly totals: readonly StatementTotals[];
}

/** The loyalty answer: the player's points, level, cashback and friends, or none when excluded. */
export type LoyaltyAnswer = ReadonlyStatic<typeof LoyaltyAnswerSchema>;
export type LoyaltyOverview = NonNullable<LoyaltyAnswer['loyalty']>;
/** An exchange of points for a bonus, made or found made with the same key. */
export type PointsExchangeAnswer = ReadonlyStatic<typeof PointsExchangeAnswerSchema>;

/** The calls of the pages. */
export interface OfficeSectionsApi {
  loyalty(): Promise<LoyaltyAnswer>;
  /** Takes the rewards of the friends who qualify; answers how many were paid. */
  claimFriendRewards(): Promise<ReadonlyStatic<typeof FriendClaimAnswerSchema>>;
  /** Spends points on the bonus they buy; a retry with the same key spends nothing more. */
  exchangePoints(idempotencyKey: string): Promise<PointsExchangeAnswer>;
  ideas(): Promise<readonly Idea[]>;
  sendIdea(topic: string, text: string): Promise<Idea>;
  statement(from: string, to: string): Promise<Statement>;
  /** The address of the statement's file to download (the browser sends the session cookie). */
  statementFileUrl(from: string, to: string, format: 'csv' | 'pdf', lng: string): string;
}

/** What the parcel needs of the platform's HTTP client (platform.http). */
export interface OfficeSectionsHttp {
  get<T>(url: string): Promise<{ readonly data: T }>;
  post<T>(url: string, body: object): Promise<{ readonly data: T }>;
}

const period = (from: string, to: string) =>
  `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

/** OfficeSectionsApi over HTTP (docs/accounts-and-payments.md, "Paycheck" and "Share an idea"). */
export function createOfficeSectionsHttpApi(http: OfficeSectionsHttp): OfficeSectionsApi {
  return {
    async loyalty() {
      return (await http.get<LoyaltyAnswer>('/web-api/office/loyalty')).data;
    },
    async claimFriendRewards() {
      return (
        await http.post<ReadonlyStatic<typeof FriendClaimAnswerSchema>>(
          '/web-api/office/bringfriend/claim',
          {},
        )
      ).data;
    },
    async exchangePoints(idempotencyKey) {
      const body: ReadonlyStatic<typeof PointsExchangeBodySchema> = { idempotencyKey };
      return (await http.post<PointsExchangeAnswer>('/web-api/office/loyalty/exchange', body)).data;
    },
    async ideas() {
      return (await http.get<ReadonlyStatic<typeof IdeasAnswerSchema>>('/web-api/office/ideas'))
        .data.ideas;
    },
    async sendIdea(topic, text) {
      const body: ReadonlyStatic<typeof IdeaBodySchema> = { topic, text };
      return (await http.post<{ idea: Idea }>('/web-api/office/ideas', body)).data.idea;
    },
    async statement(from, to) {
      return (
        await http.get<ReadonlyStatic<typeof StatementAnswerSchema>>(
          `/web-api/office/paycheck?${period(from, to)}`,
        )
      ).data;
    },
    statementFileUrl: (from, to, format, lng) =>
      `/web-api/office/paycheck/file?${period(from, to)}&format=${format}&lng=${encodeURIComponent(lng)}`,
  };
}
