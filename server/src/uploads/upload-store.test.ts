import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { createPlayerRepository } from '../players/player-repository';
import {
  createTestDatabase,
  DATABASE_SETUP_TIMEOUT_MS,
  type TestDatabase,
} from '../test-support/create-test-database';
import { EXE_BYTES, JPEG_BYTES, PDF_BYTES, PNG_BYTES } from './upload-fixtures';
import { createUploadStore, type UploadStore } from './upload-store';

async function addPlayer(database: Database): Promise<number> {
  const player = await createPlayerRepository(database).add({
    email: null,
    emailConfirmed: false,
    phone: null,
    phoneConfirmed: false,
    passwordHash: null,
    registrationType: 'one_click',
    activationType: 0,
    countryId: 1,
    currency: 'RUB',
    bonusChoice: 0,
    promocode: null,
    name: null,
    surname: null,
    birthday: null,
    createdAt: new Date(),
  });
  return player.id;
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('the upload store', () => {
  let testDatabase: TestDatabase;
  let database: Database;
  let directory: string;
  let store: UploadStore;
  let owner: number;
  let other: number;

  beforeAll(async () => {
    testDatabase = await createTestDatabase({ content: 'migrated' });
    database = testDatabase.database;
    directory = await mkdtemp(join(tmpdir(), 'betshell-uploads-'));
    store = createUploadStore({ database, directory: join(directory, 'uploads'), maxBytes: 1024 });
    owner = await addPlayer(database);
    other = await addPlayer(database);
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await testDatabase.dispose();
    await rm(directory, { recursive: true, force: true });
  });

  const rows = async () =>
    Number((await database.query<{ n: string }>('select count(*) as n from uploads'))[0]!.n);
  const files = async () => readdir(join(directory, 'uploads')).catch(() => []);

  it('keeps a PNG, a JPEG and a PDF by a random id, with its owner, purpose, type, size and sha256', async () => {
    for (const [bytes, fileName, mediaType] of [
      [PNG_BYTES, 'photo.png', 'image/png'],
      [JPEG_BYTES, 'Фото.jpg', 'image/jpeg'],
      [PDF_BYTES, 'scan.pdf', 'application/pdf'],
    ] as const) {
      const kept = await store.save(
        { stream: Readable.from([bytes]), fileName },
        { playerId: owner, purpose: 'support' },
      );
      expect(kept).toMatchObject({
        ownerPlayerId: owner,
        purpose: 'support',
        fileName,
        mediaType,
        sizeBytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      });
      expect(kept.id).toMatch(/^[0-9a-f]{32}$/u);
      expect(await readFile(join(directory, 'uploads', kept.id))).toEqual(bytes);
      expect(await store.find(kept.id, { playerId: owner })).toEqual(kept);
    }
    expect(await files()).toHaveLength(3);
  });

  it('shows a file to its owner and to an operator, and to no other player', async () => {
    const kept = await store.save(
      { stream: Readable.from([PNG_BYTES]), fileName: 'mine.png' },
      { playerId: owner, purpose: 'support' },
    );
    expect(await store.find(kept.id, { playerId: other })).toBeNull();
    expect(await store.find(kept.id, { operator: true })).toEqual(kept);
    expect(await store.findMany([kept.id, 'f'.repeat(32), '../x'], { playerId: owner })).toEqual([
      kept,
    ]);
    expect(await store.find('not-an-id', { operator: true })).toBeNull();
  });

  it('forgets a removed file, row and bytes', async () => {
    const kept = await store.save(
      { stream: Readable.from([PDF_BYTES]), fileName: 'gone.pdf' },
      { playerId: owner, purpose: 'support' },
    );
    await store.remove(kept);
    expect(await store.find(kept.id, { operator: true })).toBeNull();
    expect(await files()).not.toContain(kept.id);
  });

  describe('refuses, leaving no row and no file,', () => {
    let rowsBefore: number;
    let filesBefore: string[];
    beforeEach(async () => {
      rowsBefore = await rows();
      filesBefore = await files();
    });
    afterEach(async () => {
      expect(await rows()).toBe(rowsBefore);
      expect(await files()).toEqual(filesBefore);
    });

    it('a file over the limit with FILE_TOO_LARGE', async () => {
      const bytes = Buffer.concat([PNG_BYTES, Buffer.alloc(1100)]);
      const error = await refusal(
        store.save(
          {
            stream: Readable.from([bytes.subarray(0, 500), bytes.subarray(500)]),
            fileName: 'big.png',
          },
          { playerId: owner, purpose: 'support' },
        ),
      );
      expect(error).toMatchObject({ statusCode: 400, code: 'FILE_TOO_LARGE' });
    });

    it('a file its multipart parser cut at the limit with FILE_TOO_LARGE', async () => {
      const stream = new PassThrough();
      const saving = store.save(
        { stream, fileName: 'cut.png' },
        { playerId: owner, purpose: 'support' },
      );
      stream.write(PNG_BYTES);
      stream.emit('limit');
      Object.assign(stream, { truncated: true });
      stream.end();
      expect(await refusal(saving)).toMatchObject({ statusCode: 400, code: 'FILE_TOO_LARGE' });
    });

    it('a Windows program renamed .png with FILE_TYPE_NOT_ALLOWED', async () => {
      const error = await refusal(
        store.save(
          { stream: Readable.from([EXE_BYTES]), fileName: 'photo.png' },
          { playerId: owner, purpose: 'support' },
        ),
      );
      expect(error).toMatchObject({ statusCode: 400, code: 'FILE_TYPE_NOT_ALLOWED' });
    });

    it('a real PNG named .exe with FILE_TYPE_NOT_ALLOWED', async () => {
      const error = await refusal(
        store.save(
          { stream: Readable.from([PNG_BYTES]), fileName: 'photo.exe' },
          { playerId: owner, purpose: 'support' },
        ),
      );
      expect(error).toMatchObject({ statusCode: 400, code: 'FILE_TYPE_NOT_ALLOWED' });
    });

    it('an empty file with FILE_TYPE_NOT_ALLOWED', async () => {
      const error = await refusal(
        store.save(
          { stream: Readable.from([]), fileName: 'empty.png' },
          { playerId: owner, purpose: 'support' },
        ),
      );
      expect(error).toMatchObject({ statusCode: 400, code: 'FILE_TYPE_NOT_ALLOWED' });
    });

    it.each(['../../photo.png', 'folder/photo.png', 'photo\r\n.png'])(
      'a name with a path or control characters (%j) with FILE_NAME_INVALID',
      async (fileName) => {
        const error = await refusal(
          store.save(
            { stream: Readable.from([PNG_BYTES]), fileName },
            { playerId: owner, purpose: 'support' },
          ),
        );
        expect(error).toMatchObject({ statusCode: 400, code: 'FILE_NAME_INVALID' });
      },
    );
  });
});
