import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { once } from 'node:events';
import type { Database, Queryable } from '../db/database';
import { ApiError } from '../http/api-error';
import {
  fileTypeByContent,
  nameFitsType,
  SIGNATURE_BYTES,
  type UploadMediaType,
} from './file-type-by-content';
import { isSafeUploadFileName, MAX_UPLOAD_FILE_NAME_LENGTH } from './upload-file-name';

/** The largest file kept unless the store is given another limit: 5 MiB. */
export const DEFAULT_MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** What the store knows of a kept file (the row of table uploads). */
export interface StoredUpload {
  readonly id: string;
  readonly ownerPlayerId: number;
  readonly purpose: string;
  readonly fileName: string;
  readonly mediaType: UploadMediaType;
  readonly sizeBytes: number;
  readonly sha256: string;
  readonly createdAt: Date;
}

/** A file as it arrives: @fastify/multipart's `part.file` and `part.filename`, or any stream. */
export interface IncomingFile {
  readonly stream: Readable;
  /** The name the browser gave; checked, never used as a path. */
  readonly fileName: string;
}

/** Who asks for a file: its owner sees it, an operator (the ops API) sees every file. */
export type UploadViewer = { readonly playerId: number } | { readonly operator: true };

export interface UploadStore {
  /** The largest file this store keeps, in bytes. */
  readonly maxBytes: number;
  /**
   * Keeps a file for its owner, or refuses it with a 400 ApiError (FILE_NAME_INVALID,
   * FILE_TOO_LARGE, FILE_TYPE_NOT_ALLOWED) leaving no row and no file. The stream is read to its
   * end either way, so a multipart request goes on to its next part.
   */
  save(file: IncomingFile, owner: { playerId: number; purpose: string }): Promise<StoredUpload>;
  /** The file's row, when the viewer may see it; null when it does not exist or is someone else's. */
  find(id: string, viewer: UploadViewer): Promise<StoredUpload | null>;
  /** The rows of several files, in the order of `ids`, leaving out those the viewer may not see. */
  findMany(ids: readonly string[], viewer: UploadViewer): Promise<StoredUpload[]>;
  /** The bytes of a file `find` answered. */
  open(upload: StoredUpload): Readable;
  /**
   * Forgets a kept file, row and bytes: a form that keeps files as they arrive and is refused
   * later (a bad field, a refused second file) removes the ones it kept.
   */
  remove(upload: StoredUpload): Promise<void>;
}

export interface UploadStoreOptions {
  readonly database: Database;
  /** The folder files are kept in, outside the web root (the data directory's uploads/). */
  readonly directory: string;
  readonly maxBytes?: number;
}

const ID_PATTERN = /^[0-9a-f]{32}$/u;

interface UploadRow {
  id: string;
  owner_player_id: string | number;
  purpose: string;
  file_name: string;
  media_type: UploadMediaType;
  size_bytes: number;
  sha256: string;
  created_at: Date;
}

const COLUMNS =
  'id, owner_player_id, purpose, file_name, media_type, size_bytes, sha256, created_at';

/**
 * The safe upload store: a file is written to a temporary name in `directory` while its size is
 * counted and its sha256 taken; its first bytes decide its type (JPEG, PNG or PDF); only a file
 * that passes every check is renamed to its random id and gets its row. Nothing of a refused
 * file stays. The folder is made on first use.
 */
export function createUploadStore(options: UploadStoreOptions): UploadStore {
  const { database, directory } = options;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_UPLOAD_BYTES;

  return {
    maxBytes,

    async save({ stream, fileName }, { playerId, purpose }) {
      if (!isSafeUploadFileName(fileName)) {
        stream.resume();
        throw new ApiError(
          400,
          'FILE_NAME_INVALID',
          `A file name must be a plain name of at most ${MAX_UPLOAD_FILE_NAME_LENGTH} characters, without a folder or control characters`,
          { fileName: printable(fileName) },
        );
      }
      await mkdir(directory, { recursive: true });
      const id = randomBytes(16).toString('hex');
      const temporary = join(directory, `.incoming-${id}`);
      try {
        const written = await writeCounted(stream, temporary, maxBytes);
        if (written.tooLarge) {
          throw new ApiError(400, 'FILE_TOO_LARGE', `A file may be at most ${maxBytes} bytes`, {
            maxBytes,
            fileName,
          });
        }
        const mediaType = fileTypeByContent(written.head);
        if (mediaType === null || !nameFitsType(fileName, mediaType)) {
          throw new ApiError(
            400,
            'FILE_TYPE_NOT_ALLOWED',
            'Only JPEG, PNG and PDF files are accepted, named after their type',
            { allowed: ['image/jpeg', 'image/png', 'application/pdf'], fileName },
          );
        }
        const final = join(directory, id);
        await rename(temporary, final);
        try {
          const [row] = await database.query<UploadRow>(
            `insert into uploads (id, owner_player_id, purpose, file_name, media_type, size_bytes, sha256)
             values ($1, $2, $3, $4, $5, $6, $7) returning ${COLUMNS}`,
            [id, playerId, purpose, fileName, mediaType, written.size, written.sha256],
          );
          return toUpload(row!);
        } catch (error) {
          await rm(final, { force: true });
          throw error;
        }
      } finally {
        await rm(temporary, { force: true });
      }
    },

    async find(id, viewer) {
      const [found] = await this.findMany([id], viewer);
      return found ?? null;
    },

    async findMany(ids, viewer) {
      const wanted = ids.filter((id) => ID_PATTERN.test(id));
      if (wanted.length === 0) return [];
      const rows = await selectUploads(database, wanted);
      const byId = new Map(rows.map((row) => [row.id, toUpload(row)]));
      return wanted
        .map((id) => byId.get(id))
        .filter(
          (upload): upload is StoredUpload =>
            upload !== undefined &&
            ('operator' in viewer || upload.ownerPlayerId === viewer.playerId),
        );
    },

    open(upload) {
      // The id comes from the row, which the pattern of its column keeps to 32 hex characters.
      return createReadStream(join(directory, upload.id));
    },

    async remove(upload) {
      await database.query('delete from uploads where id = $1', [upload.id]);
      await rm(join(directory, upload.id), { force: true });
    },
  };
}

function selectUploads(db: Queryable, ids: readonly string[]): Promise<UploadRow[]> {
  return db.query<UploadRow>(`select ${COLUMNS} from uploads where id = any($1::text[])`, [ids]);
}

function toUpload(row: UploadRow): StoredUpload {
  return {
    id: row.id,
    ownerPlayerId: Number(row.owner_player_id),
    purpose: row.purpose,
    fileName: row.file_name,
    mediaType: row.media_type,
    sizeBytes: row.size_bytes,
    sha256: row.sha256,
    createdAt: row.created_at,
  };
}

/** A refused name as the error's details may show it: control characters as \u escapes. */
function printable(name: string): string {
  return JSON.stringify(name.slice(0, MAX_UPLOAD_FILE_NAME_LENGTH + 1)).slice(1, -1);
}

interface Written {
  readonly size: number;
  readonly tooLarge: boolean;
  readonly head: Uint8Array;
  readonly sha256: string;
}

/**
 * Writes the stream to `path`, counting and hashing, and stops writing past `maxBytes` (the rest
 * is read and dropped, so that the request can end). A stream @fastify/multipart cut at its own
 * size limit ('limit' event, `truncated`) counts as too large as well.
 */
async function writeCounted(stream: Readable, path: string, maxBytes: number): Promise<Written> {
  const out = createWriteStream(path, { flags: 'wx', mode: 0o600 });
  const hash = createHash('sha256');
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  let tooLarge = false;
  stream.once('limit', () => {
    tooLarge = true;
  });
  try {
    for await (const chunk of stream) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      size += bytes.length;
      if (tooLarge || size > maxBytes) {
        tooLarge = true;
        continue;
      }
      if (headLength < SIGNATURE_BYTES) {
        headChunks.push(bytes);
        headLength += bytes.length;
      }
      hash.update(bytes);
      if (!out.write(bytes)) await once(out, 'drain');
    }
  } finally {
    out.end();
    await once(out, 'close');
  }
  if ((stream as { truncated?: boolean }).truncated === true) tooLarge = true;
  return {
    size,
    tooLarge,
    head: Buffer.concat(headChunks).subarray(0, SIGNATURE_BYTES),
    sha256: hash.digest('hex'),
  };
}
