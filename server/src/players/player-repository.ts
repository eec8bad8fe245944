import type { ActivationType, BonusChoice, RegistrationType } from '@betshell/domain/auth';
import type { MailingFlags } from '@betshell/domain/office-security';
import type { Queryable } from '../db/database';

/** One row of players, as the server works with it. */
export interface Player {
  readonly id: number;
  readonly email: string | null;
  readonly emailConfirmed: boolean;
  readonly phone: string | null;
  readonly phoneConfirmed: boolean;
  readonly passwordHash: string | null;
  readonly passwordChangedAt: Date | null;
  readonly registrationType: RegistrationType;
  readonly activationType: ActivationType;
  readonly countryId: number | null;
  readonly currency: string;
  readonly bonusChoice: BonusChoice;
  readonly promocode: string | null;
  readonly name: string | null;
  readonly surname: string | null;
  /** `YYYY-MM-DD`. */
  readonly birthday: string | null;
  readonly twoFactorSecret: string | null;
  readonly twoFactorPendingSecret: string | null;
  readonly secureQuestion: string | null;
  readonly secureAnswerHash: string | null;
  readonly banLevel: number;
  readonly banVersion: number;
  readonly termsConfirmedAt: Date | null;
  readonly transferRequired: boolean;
  readonly verificationStatus: number;
  readonly userStatusId: number;
  readonly hideBalance: boolean;
  readonly createdAt: Date;
  /** Migration 0095; changed by PUT /web-api/user/mailing (mailing/mailing-routes.ts). */
  readonly mailing: MailingFlags;
}

export type NewPlayer = Pick<
  Player,
  | 'email'
  | 'emailConfirmed'
  | 'phone'
  | 'phoneConfirmed'
  | 'passwordHash'
  | 'registrationType'
  | 'activationType'
  | 'countryId'
  | 'currency'
  | 'bonusChoice'
  | 'promocode'
  | 'name'
  | 'surname'
  | 'birthday'
> & { readonly createdAt: Date };

/** The columns a change may set, by their Player names. */
export type PlayerChange = Partial<
  Pick<
    Player,
    | 'email'
    | 'emailConfirmed'
    | 'phone'
    | 'phoneConfirmed'
    | 'passwordHash'
    | 'passwordChangedAt'
    | 'activationType'
    | 'twoFactorSecret'
    | 'twoFactorPendingSecret'
    | 'secureQuestion'
    | 'secureAnswerHash'
    | 'banLevel'
    | 'banVersion'
    | 'termsConfirmedAt'
    | 'transferRequired'
  >
>;

const COLUMN_OF: Readonly<Record<keyof PlayerChange, string>> = {
  email: 'email',
  emailConfirmed: 'email_confirmed',
  phone: 'phone',
  phoneConfirmed: 'phone_confirmed',
  passwordHash: 'password_hash',
  passwordChangedAt: 'password_changed_at',
  activationType: 'activation_type',
  twoFactorSecret: 'two_factor_secret',
  twoFactorPendingSecret: 'two_factor_pending_secret',
  secureQuestion: 'secure_question',
  secureAnswerHash: 'secure_answer_hash',
  banLevel: 'ban_level',
  banVersion: 'ban_version',
  termsConfirmedAt: 'terms_confirmed_at',
  transferRequired: 'transfer_required',
};

export interface PlayerRepository {
  add(player: NewPlayer): Promise<Player>;
  byId(id: number): Promise<Player | null>;
  byEmail(email: string): Promise<Player | null>;
  byPhone(phone: string): Promise<Player | null>;
  /** Sets the given fields; answers the player as changed, or null when there is none. */
  change(id: number, change: PlayerChange): Promise<Player | null>;
  bySocialIdentity(network: string, subject: string): Promise<Player | null>;
  linkSocialIdentity(network: string, subject: string, playerId: number): Promise<void>;
}

type PlayerRow = Record<string, unknown>;

export function createPlayerRepository(db: Queryable): PlayerRepository {
  const one = async (sql: string, params: readonly unknown[]) => {
    const [row] = await db.query<PlayerRow>(sql, params);
    return row === undefined ? null : playerOf(row);
  };
  return {
    async add(player) {
      const added = await one(
        `insert into players (email, email_confirmed, phone, phone_confirmed, password_hash,
           password_changed_at, registration_type, activation_type, country_id, currency,
           bonus_choice, promocode, name, surname, birthday, terms_confirmed_at, created_at)
         values ($1, $2, $3, $4, $5, null, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)
         returning *`,
        [
          player.email,
          player.emailConfirmed,
          player.phone,
          player.phoneConfirmed,
          player.passwordHash,
          player.registrationType,
          player.activationType,
          player.countryId,
          player.currency,
          player.bonusChoice,
          player.promocode,
          player.name,
          player.surname,
          player.birthday,
          // Registering accepts the terms in force.
          player.createdAt,
        ],
      );
      if (added === null) throw new Error('insert into players answered no row');
      return added;
    },
    byId: (id) => one('select * from players where id = $1', [id]),
    byEmail: (email) => one('select * from players where email = $1', [email]),
    byPhone: (phone) => one('select * from players where phone = $1', [phone]),
    async change(id, change) {
      const entries = Object.entries(change).filter(([, value]) => value !== undefined);
      if (entries.length === 0) return one('select * from players where id = $1', [id]);
      const sets = entries.map(
        ([key], index) => `${COLUMN_OF[key as keyof PlayerChange]} = $${index + 2}`,
      );
      return one(`update players set ${sets.join(', ')} where id = $1 returning *`, [
        id,
        ...entries.map(([, value]) => value),
      ]);
    },
    bySocialIdentity: (network, subject) =>
      one(
        `select p.* from players p join social_identities s on s.player_id = p.id
         where s.network = $1 and s.subject = $2`,
        [network, subject],
      ),
    async linkSocialIdentity(network, subject, playerId) {
      await db.query(
        `insert into social_identities (network, subject, player_id) values ($1, $2, $3)
         on conflict do nothing`,
        [network, subject, playerId],
      );
    },
  };
}

const date = (value: unknown): Date | null => (value === null ? null : new Date(value as string));

function playerOf(row: PlayerRow): Player {
  return {
    id: Number(row['id']),
    email: row['email'] as string | null,
    emailConfirmed: row['email_confirmed'] as boolean,
    phone: row['phone'] as string | null,
    phoneConfirmed: row['phone_confirmed'] as boolean,
    passwordHash: row['password_hash'] as string | null,
    passwordChangedAt: date(row['password_changed_at']),
    registrationType: row['registration_type'] as RegistrationType,
    activationType: row['activation_type'] as ActivationType,
    countryId: row['country_id'] as number | null,
    currency: row['currency'] as string,
    bonusChoice: row['bonus_choice'] as BonusChoice,
    promocode: row['promocode'] as string | null,
    name: row['name'] as string | null,
    surname: row['surname'] as string | null,
    // A date column reads as YYYY-MM-DD on both backends (db/type-parsers.ts).
    birthday: row['birthday'] as string | null,
    twoFactorSecret: row['two_factor_secret'] as string | null,
    twoFactorPendingSecret: row['two_factor_pending_secret'] as string | null,
    secureQuestion: row['secure_question'] as string | null,
    secureAnswerHash: row['secure_answer_hash'] as string | null,
    banLevel: row['ban_level'] as number,
    banVersion: row['ban_version'] as number,
    termsConfirmedAt: date(row['terms_confirmed_at']),
    transferRequired: row['transfer_required'] as boolean,
    verificationStatus: row['verification_status'] as number,
    userStatusId: row['user_status_id'] as number,
    hideBalance: row['hide_balance'] as boolean,
    createdAt: new Date(row['created_at'] as string),
    mailing: {
      enable_mail_news: row['enable_mail_news'] as boolean,
      enable_mail_deposit: row['enable_mail_deposit'] as boolean,
      enable_mail_bets: row['enable_mail_bets'] as boolean,
      enable_sms_news: row['enable_sms_news'] as boolean,
    },
  };
}
