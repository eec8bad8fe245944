import {
  isRejectionReason,
  isVerificationState,
  verificationUserConfigFields,
  type PersonalData,
  type RejectionReason,
  type Verification,
  type VerificationState,
} from '@betshell/domain/verification';
import type { Queryable } from '../db/database';
import {
  verificationDocumentRepository,
  type VerificationDocument,
} from './verification-document-repository';

/** A player's verification as stored, with whose it is. */
export interface VerificationRecord extends Verification {
  readonly playerId: number;
  /** A plain array, as the answers' schemas take it. */
  readonly documents: VerificationDocument[];
}

const COLUMNS = `player_id, state, rejection_reason, name, surname, birthday, document_type_id,
  document_number, document_issued_on, document_expires_on, address, country_id, submitted_at,
  decided_at`;

const instant = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

function recordOf(
  row: Record<string, unknown>,
  documents: VerificationDocument[] = [],
): VerificationRecord {
  const state = row['state'];
  const reason = row['rejection_reason'];
  return {
    playerId: Number(row['player_id']),
    state: isVerificationState(state) ? state : 'not-started',
    rejectionReason: isRejectionReason(reason) ? reason : null,
    personalData: {
      name: row['name'] as string,
      surname: row['surname'] as string,
      // A date column reads as YYYY-MM-DD on both backends (db/type-parsers.ts).
      birthday: row['birthday'] as string,
      documentTypeId: Number(row['document_type_id']),
      documentNumber: row['document_number'] as string,
      documentIssuedOn: row['document_issued_on'] as string,
      documentExpiresOn: (row['document_expires_on'] as string | null) ?? null,
      address: row['address'] as string,
      countryId: Number(row['country_id']),
    },
    submittedAt: instant(row['submitted_at']),
    decidedAt: instant(row['decided_at']),
    documents,
  };
}

/** The records of `rows` with each player's latest documents. */
async function withDocuments(db: Queryable, rows: readonly Record<string, unknown>[]) {
  const documents = await verificationDocumentRepository.latestOf(
    db,
    rows.map((row) => Number(row['player_id'])),
  );
  return rows.map((row) => recordOf(row, documents.get(Number(row['player_id']))));
}

/** The record of one player's row, or of one who saved nothing (documents may exist already). */
async function oneWithDocuments(
  db: Queryable,
  playerId: number,
  row: Record<string, unknown> | undefined,
): Promise<VerificationRecord> {
  const documents = (await verificationDocumentRepository.latestOf(db, [playerId])).get(playerId);
  return row === undefined
    ? { ...notStartedVerification(playerId), documents: documents ?? [] }
    : recordOf(row, documents);
}

/** What a player who never saved anything has. */
export function notStartedVerification(playerId: number): VerificationRecord {
  return {
    playerId,
    state: 'not-started',
    rejectionReason: null,
    personalData: null,
    submittedAt: null,
    decidedAt: null,
    documents: [],
  };
}

/**
 * The SQL of player_verifications (migration 0235). Every write also sets the spec's user config
 * numbers on the player (verification_status, user_status_id), so call the writes inside one
 * transaction with whatever else they belong to.
 */
export const verificationRepository = {
  async byPlayer(db: Queryable, playerId: number, options: { lock?: boolean } = {}) {
    const [row] = await db.query(
      `select ${COLUMNS} from player_verifications where player_id = $1${
        options.lock === true ? ' for update' : ''
      }`,
      [playerId],
    );
    return oneWithDocuments(db, playerId, row);
  },

  /** The verifications in a state, oldest sent first (the operators' queue). */
  async inState(db: Queryable, state: VerificationState, limit = 200) {
    const rows = await db.query(
      `select ${COLUMNS} from player_verifications where state = $1
        order by submitted_at nulls last, player_id limit $2`,
      [state, limit],
    );
    return withDocuments(db, rows);
  },

  /** Keeps checked personal data; a rejected verification stays rejected until it is sent again. */
  async savePersonalData(db: Queryable, playerId: number, data: PersonalData, now: Date) {
    const [row] = await db.query(
      `insert into player_verifications (player_id, name, surname, birthday, document_type_id,
         document_number, document_issued_on, document_expires_on, address, country_id, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       on conflict (player_id) do update set name = excluded.name, surname = excluded.surname,
         birthday = excluded.birthday, document_type_id = excluded.document_type_id,
         document_number = excluded.document_number,
         document_issued_on = excluded.document_issued_on,
         document_expires_on = excluded.document_expires_on, address = excluded.address,
         country_id = excluded.country_id, updated_at = excluded.updated_at
       returning ${COLUMNS}`,
      [
        playerId,
        data.name,
        data.surname,
        data.birthday,
        data.documentTypeId,
        data.documentNumber,
        data.documentIssuedOn,
        data.documentExpiresOn,
        data.address,
        data.countryId,
        now,
      ],
    );
    return oneWithDocuments(db, playerId, row);
  },

  /** Moves a stored verification to a state, with its reason and time, and the player's numbers. */
  async setState(
    db: Queryable,
    playerId: number,
    change: {
      readonly state: VerificationState;
      readonly reason: RejectionReason | null;
      readonly now: Date;
    },
  ) {
    const submitted = change.state === 'submitted';
    const [row] = await db.query(
      `update player_verifications set state = $2, rejection_reason = $3, updated_at = $4,
         submitted_at = case when $5 then $4 else submitted_at end,
         decided_at = case when $5 then null else $4 end
       where player_id = $1 returning ${COLUMNS}`,
      [playerId, change.state, change.reason, change.now, submitted],
    );
    const fields = verificationUserConfigFields(change.state);
    await db.query(
      'update players set verification_status = $2, user_status_id = $3 where id = $1',
      [playerId, fields.verification_status, fields.user_status_id],
    );
    return row === undefined ? null : oneWithDocuments(db, playerId, row);
  },
};
