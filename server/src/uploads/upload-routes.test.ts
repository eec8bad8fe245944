import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { errorHandlerPlugin } from '../http/error-handler-plugin';
import { createPlayerRepository } from '../players/player-repository';
import {
  createTestDatabase,
  DATABASE_SETUP_TIMEOUT_MS,
  type TestDatabase,
} from '../test-support/create-test-database';
import { EXE_BYTES, multipartBody, PNG_BYTES, type MultipartFile } from './upload-fixtures';
import { uploadDownloadRoutes, uploadMultipartOptions } from './upload-routes';
import { createUploadStore } from './upload-store';

/**
 * The store behind HTTP as a route that takes files uses it: @fastify/multipart with the store's
 * options, the app's error handler, and the download route. The player is named by a header here;
 * the site's routes take the signed-in player.
 */
describe('uploads over HTTP', () => {
  let testDatabase: TestDatabase;
  let directory: string;
  let app: FastifyInstance;
  let owner: number;
  let other: number;

  beforeAll(async () => {
    testDatabase = await createTestDatabase({ content: 'migrated' });
    directory = await mkdtemp(join(tmpdir(), 'betshell-upload-routes-'));
    const store = createUploadStore({
      database: testDatabase.database,
      directory: join(directory, 'uploads'),
      maxBytes: 2048,
    });
    const players = createPlayerRepository(testDatabase.database);
    const newPlayer = async () =>
      (
        await players.add({
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
        })
      ).id;
    owner = await newPlayer();
    other = await newPlayer();

    app = Fastify();
    await app.register(errorHandlerPlugin);
    await app.register(multipart, uploadMultipartOptions(store, 3));
    app.post('/uploads', async (request) => {
      const ids: string[] = [];
      for await (const part of request.files()) {
        const kept = await store.save(
          { stream: part.file, fileName: part.filename },
          { playerId: Number(request.headers['x-player']), purpose: 'test' },
        );
        ids.push(kept.id);
      }
      return { ids };
    });
    await app.register(uploadDownloadRoutes, {
      store,
      viewer: (request) =>
        request.headers['x-player'] === 'operator'
          ? { operator: true }
          : { playerId: Number(request.headers['x-player']) },
    });
    await app.ready();
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await app.close();
    await testDatabase.dispose();
    await rm(directory, { recursive: true, force: true });
  });

  const send = (player: number, files: MultipartFile[]) => {
    const { payload, headers } = multipartBody({}, files);
    return app.inject({
      method: 'POST',
      url: '/uploads',
      payload,
      headers: { ...headers, 'x-player': String(player) },
    });
  };

  it('serves a kept file back to its owner and an operator as an attachment nobody sniffs', async () => {
    const sent = await send(owner, [
      { field: 'file', fileName: 'Скан паспорта.png', contentType: 'image/png', bytes: PNG_BYTES },
    ]);
    expect(sent.statusCode).toBe(200);
    const [id] = sent.json<{ ids: string[] }>().ids;

    for (const viewer of [String(owner), 'operator']) {
      const got = await app.inject({ url: `/uploads/${id}`, headers: { 'x-player': viewer } });
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload).toEqual(PNG_BYTES);
      expect(got.headers['content-type']).toBe('image/png');
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      expect(got.headers['content-disposition']).toBe(
        `attachment; filename="____ ________.png"; filename*=UTF-8''${encodeURIComponent('Скан паспорта.png')}`,
      );
      expect(got.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('answers 404 for another player’s file, as for one that does not exist', async () => {
    const sent = await send(owner, [{ field: 'file', fileName: 'a.png', bytes: PNG_BYTES }]);
    const [id] = sent.json<{ ids: string[] }>().ids;
    for (const url of [`/uploads/${id}`, `/uploads/${'0'.repeat(32)}`]) {
      const got = await app.inject({ url, headers: { 'x-player': String(other) } });
      expect(got.statusCode).toBe(404);
      expect(got.json()).toEqual({
        error: { code: 'FILE_NOT_FOUND', message: 'There is no such file' },
      });
    }
  });

  it.each([
    [
      'a file over the limit',
      { field: 'file', fileName: 'big.png', bytes: Buffer.concat([PNG_BYTES, Buffer.alloc(4096)]) },
      'FILE_TOO_LARGE',
    ],
    [
      'a Windows program renamed .png and declared image/png',
      { field: 'file', fileName: 'photo.png', contentType: 'image/png', bytes: EXE_BYTES },
      'FILE_TYPE_NOT_ALLOWED',
    ],
    [
      'a name with a path',
      { field: 'file', fileName: '../../../etc/cron.d/x.png', bytes: PNG_BYTES },
      'FILE_NAME_INVALID',
    ],
  ])('refuses %s with 400 and the error body, storing nothing', async (_, file, code) => {
    const rowsBefore = await testDatabase.database.query('select id from uploads');
    const filesBefore = await readdir(join(directory, 'uploads')).catch(() => []);
    const sent = await send(owner, [file]);
    expect(sent.statusCode).toBe(400);
    const body = sent.json<{ error: { code: string; message: string } }>();
    expect(body.error.code).toBe(code);
    expect(body.error.message).toEqual(expect.any(String));
    expect(await testDatabase.database.query('select id from uploads')).toEqual(rowsBefore);
    expect(await readdir(join(directory, 'uploads')).catch(() => [])).toEqual(filesBefore);
  });
});
