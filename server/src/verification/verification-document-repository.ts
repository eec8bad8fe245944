import type { DocumentKind } from '@betshell/domain/verification';
import type { Queryable } from '../db/database';

/** One identity document as the verification answers show it (VerificationDocumentSchema). */
export interface VerificationDocument {
  kind: DocumentKind;
  uploadId: string;
  fileName: string;
  mediaType: string;
  sizeBytes: number;
  uploadedAt: string;
}

const KIND_ORDER = "array_position(array['front', 'back', 'selfie'], d.kind)";

/** The SQL of verification_documents (migration 0236), with the upload store's rows. */
export const verificationDocumentRepository = {
  /** The latest document of each kind of each player, front, back, selfie. */
  async latestOf(
    db: Queryable,
    playerIds: readonly number[],
  ): Promise<Map<number, VerificationDocument[]>> {
    const byPlayer = new Map<number, VerificationDocument[]>(playerIds.map((id) => [id, []]));
    if (playerIds.length === 0) return byPlayer;
    const rows = await db.query<Record<string, unknown>>(
      `select * from (
         select distinct on (d.player_id, d.kind) d.player_id, d.kind, d.upload_id, d.created_at,
           u.file_name, u.media_type, u.size_bytes, ${KIND_ORDER} as kind_order
         from verification_documents d join uploads u on u.id = d.upload_id
         where d.player_id = any($1::bigint[])
         order by d.player_id, d.kind, d.id desc
       ) latest order by player_id, kind_order`,
      [playerIds],
    );
    for (const row of rows) {
      byPlayer.get(Number(row['player_id']))?.push({
        kind: row['kind'] as DocumentKind,
        uploadId: row['upload_id'] as string,
        fileName: row['file_name'] as string,
        mediaType: row['media_type'] as string,
        sizeBytes: Number(row['size_bytes']),
        uploadedAt: new Date(row['created_at'] as string).toISOString(),
      });
    }
    return byPlayer;
  },

  async add(db: Queryable, playerId: number, kind: DocumentKind, uploadId: string, now: Date) {
    await db.query(
      `insert into verification_documents (player_id, kind, upload_id, created_at)
       values ($1, $2, $3, $4)`,
      [playerId, kind, uploadId, now],
    );
  },

  /** Whether `uploadId` is one of the player's documents (any, not only the latest). */
  async isDocumentOf(db: Queryable, playerId: number, uploadId: string): Promise<boolean> {
    const rows = await db.query(
      'select 1 from verification_documents where player_id = $1 and upload_id = $2',
      [playerId, uploadId],
    );
    return rows.length > 0;
  },
};
