import Fastify, { type FastifyInstance } from 'fastify';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { createKeptAnswers, type KeptAnswers } from './kept-answers';
import { keptAnswersServer } from './kept-answers-server';
import { type SerializedBody, sendSerializedOnce } from './send-serialized-once';

interface Section {
  readonly names: string[];
}

/** What a repository keeps: the current answer per section, replaced when the data changes. */
const repository = new Map<string, Section>();
const bigSection = (label: string): Section => ({
  names: Array.from({ length: 100 }, (_, index) => `${label} ${index}`),
});

interface Served {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

function get(app: FastifyInstance, path: string, headers: Record<string, string> = {}) {
  const { port } = app.server.address() as AddressInfo;
  return new Promise<Served>((resolve, reject) => {
    const sent = httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** A listening app as app.ts builds it: kept answers before the router, a hook after the route. */
async function appWithKeptAnswers(): Promise<{
  app: FastifyInstance;
  kept: KeptAnswers;
  routed: () => number;
}> {
  const kept = createKeptAnswers();
  const app = Fastify({
    serverFactory: (handler, settings) => keptAnswersServer(kept, handler, settings),
  });
  app.decorate('keptAnswers', kept);
  app.addHook('preClose', (done) => {
    kept.stop();
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    void reply.header('x-content-type-options', 'nosniff');
    done(null, payload);
  });
  let routed = 0;
  const bodies = new WeakMap<Section, SerializedBody>();
  app.get<{ Params: { name: string }; Querystring: { cookie?: string; fail?: string } }>(
    '/sections/:name',
    (request, reply) => {
      routed += 1;
      const { name } = request.params;
      const section = repository.get(name);
      if (section === undefined || request.query.fail !== undefined) {
        return reply.code(404).send({ message: 'no such section' });
      }
      if (request.query.cookie !== undefined) void reply.header('set-cookie', 'seen=1');
      void reply.header('cache-control', 'public, no-cache');
      return sendSerializedOnce(reply, section, bodies, () => repository.get(name));
    },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, kept, routed: () => routed };
}

describe('kept answers', () => {
  beforeEach(() => {
    repository.clear();
    repository.set('live', { names: ['Зенит', 'Спартак'] });
  });

  it('serves a public answer again before the router, with the same headers and bytes', async () => {
    const { app, routed } = await appWithKeptAnswers();
    const first = await get(app, '/sections/live');
    const again = await get(app, '/sections/live');
    expect(routed()).toBe(1);
    expect(again.status).toBe(200);
    expect(again.body.equals(first.body)).toBe(true);
    expect(JSON.parse(again.body.toString())).toEqual({ names: ['Зенит', 'Спартак'] });
    // All but the date, which Node writes at each answer.
    const withoutDate = (headers: Served['headers']) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'date'));
    expect(withoutDate(again.headers)).toEqual(withoutDate(first.headers));
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    await app.close();
  });

  it('goes through the router again once the repository keeps another answer, or none', async () => {
    const { app, routed } = await appWithKeptAnswers();
    await get(app, '/sections/live');
    repository.set('live', { names: ['ЦСКА'] });
    expect(JSON.parse((await get(app, '/sections/live')).body.toString())).toEqual({
      names: ['ЦСКА'],
    });
    expect(routed()).toBe(2);
    repository.delete('live');
    expect((await get(app, '/sections/live')).status).toBe(404);
    expect(routed()).toBe(3);
    await app.close();
  });

  it('keeps each Accept-Encoding apart, so a client gets only an encoding it asked for', async () => {
    repository.set('line', bigSection('Команда'));
    const { app, routed } = await appWithKeptAnswers();
    await get(app, '/sections/line', { 'accept-encoding': 'br' });
    const plain = await get(app, '/sections/line');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(bigSection('Команда'));
    const compressed = await get(app, '/sections/line', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(compressed.body).toString())).toEqual(
      bigSection('Команда'),
    );
    expect(routed()).toBe(2);
    await app.close();
  });

  it('never keeps an answer that sets a cookie, or one that is not a 200', async () => {
    const { app, routed } = await appWithKeptAnswers();
    await get(app, '/sections/live?cookie=1');
    expect((await get(app, '/sections/live?cookie=1')).headers['set-cookie']).toEqual(['seen=1']);
    await get(app, '/sections/live?fail=1');
    expect((await get(app, '/sections/live?fail=1')).status).toBe(404);
    expect(routed()).toBe(4);
    await app.close();
  });

  it('answers a HEAD, and any method but GET, through the router', async () => {
    const { app, routed } = await appWithKeptAnswers();
    await get(app, '/sections/live');
    const { port } = app.server.address() as AddressInfo;
    const head = await fetch(`http://127.0.0.1:${port}/sections/live`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(routed()).toBe(2);
    await app.close();
  });

  it('serves nothing more once the app is closing', async () => {
    const { app, kept } = await appWithKeptAnswers();
    const first = await get(app, '/sections/live');
    await app.close();
    // As a closing app's own server would: everything goes to Fastify, which refuses it.
    let handed = 0;
    const server = keptAnswersServer(kept, () => (handed += 1), {});
    const response = { writeHead: jest.fn(), end: jest.fn() };
    server.emit('request', { method: 'GET', url: '/sections/live', headers: {} }, response);
    expect(handed).toBe(1);
    expect(response.end).not.toHaveBeenCalled();
    expect(first.status).toBe(200);
  });
});
