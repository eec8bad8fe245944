import type { LineChange } from '@betshell/domain/sportsbook';
import { get, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import { DATABASE_SETUP_TIMEOUT_MS } from '../test-support/create-test-database';
import { createLineChangeHub } from './line-change-hub';
import { createLineChangesRepository } from './line-changes';
import { createLineRepository, type LineRepository } from './line-repository';

interface StreamEvent {
  readonly name: string;
  readonly id: number;
  readonly data: unknown;
}

/** An open GET /web-api/line/stream: its events as they come, parsed. */
interface OpenStream {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  /** Waits for events until `done` says the ones so far are enough; answers them all. */
  until(done: (events: readonly StreamEvent[]) => boolean): Promise<StreamEvent[]>;
  close(): void;
}

/** Opens the stream over node:http, one connection of its own that close() destroys. */
async function openStream(origin: string, headers: Record<string, string> = {}) {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const call = get(`${origin}/web-api/line/stream`, { headers, agent: false }, resolve);
    call.on('error', reject);
  });
  const events: StreamEvent[] = [];
  let text = '';
  const waiting = { wake: () => undefined as void };
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    text += chunk;
    let end: number;
    while ((end = text.indexOf('\n\n')) >= 0) {
      const block = text.slice(0, end);
      text = text.slice(end + 2);
      const field = (name: string) =>
        block
          .split('\n')
          .find((line) => line.startsWith(`${name}: `))
          ?.slice(name.length + 2);
      const name = field('event');
      if (name !== undefined)
        events.push({ name, id: Number(field('id')), data: JSON.parse(field('data')!) });
    }
    waiting.wake();
  });
  const stream: OpenStream = {
    status: response.statusCode ?? 0,
    headers: response.headers,
    async until(done) {
      while (!done(events)) await new Promise<void>((resolve) => (waiting.wake = resolve));
      return [...events];
    },
    close: () => response.destroy(),
  };
  return stream;
}

const changesOf = (events: readonly StreamEvent[]) => events.filter((one) => one.name === 'change');
const readyIn = (events: readonly StreamEvent[]) => events.some((one) => one.name === 'ready');

describe('GET /web-api/line/stream', () => {
  let testApp: TestApp;
  let origin: string;
  let line: LineRepository;
  let eventId: number;

  beforeAll(async () => {
    testApp = await buildTestApp();
    origin = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    line = createLineRepository(testApp.database);
    eventId = (await line.openEvents()).find((one) => one.state === 'live')!.id;
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(() => testApp.close());

  it('tells an open page a change committed after it opened', async () => {
    const stream = await openStream(origin);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    await stream.until(readyIn);
    await line.setScore(eventId, 3, 1, [{ home: 3, away: 1 }]);
    const [change] = changesOf(await stream.until((events) => changesOf(events).length > 0));
    stream.close();
    expect(change?.data).toMatchObject({ eventId, state: 'live', score: { home: 3, away: 1 } });
    const data = change?.data as LineChange;
    expect(data.markets.length).toBeGreaterThan(0);
    const [market] = data.markets;
    expect(Object.keys(market!).sort()).toEqual(['coef', 'id', 'isBlocked', 'result']);
    expect(market).toMatchObject({ isBlocked: false, result: null });
  });

  it('resumes after Last-Event-ID with exactly the changes missed, in order', async () => {
    const first = await openStream(origin);
    const [ready] = await first.until(readyIn);
    first.close();
    await line.suspendEvent(eventId, true);
    await line.setScore(eventId, 4, 1, [{ home: 4, away: 1 }]);
    await line.suspendEvent(eventId, false);

    const again = await openStream(origin, { 'last-event-id': String(ready!.id) });
    const events = await again.until(readyIn);
    again.close();
    const missed = changesOf(events);
    expect(missed.map((one) => one.data)).toEqual([
      expect.objectContaining({ eventId, isSuspended: true, score: { home: 3, away: 1 } }),
      expect.objectContaining({ eventId, isSuspended: true, score: { home: 4, away: 1 } }),
      expect.objectContaining({ eventId, isSuspended: false, score: { home: 4, away: 1 } }),
    ]);
    expect(missed.map((one) => one.id)).toEqual(
      [...missed.map((one) => one.id)].sort((a, b) => a - b),
    );
    expect(missed[0]!.id).toBeGreaterThan(ready!.id);
    expect(events.at(-1)).toMatchObject({ name: 'ready', id: missed.at(-1)!.id });
  });

  it('tells a page whose version is older than the changes kept to read the line again', async () => {
    const first = await openStream(origin);
    const [ready] = await first.until(readyIn);
    first.close();
    await line.setScore(eventId, 5, 1, [{ home: 5, away: 1 }]);
    await line.setScore(eventId, 6, 1, [{ home: 6, away: 1 }]);
    // The retention window passed: every change but the latest is gone.
    await createLineChangesRepository(testApp.database).prune(0);

    const again = await openStream(origin, { 'last-event-id': String(ready!.id) });
    const events = await again.until(readyIn);
    again.close();
    expect(events.map((one) => one.name)).toEqual(['resync', 'ready']);
    expect(events[0]!.id).toBeGreaterThan(ready!.id);
  });

  it('sends a comment line only to a stream silent for a while, never longer than the heartbeat', async () => {
    const heartbeatMs = 600;
    const hub = await createLineChangeHub({
      database: testApp.database,
      changes: createLineChangesRepository(testApp.database),
      heartbeatMs,
    });
    const sent: { text: string; at: number }[] = [];
    const text = (chunk: string | Uint8Array) =>
      typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    try {
      await hub.open(null, (chunk) => sent.push({ text: text(chunk), at: performance.now() }));
      // Changes every 100 ms for two heartbeats: the stream is never silent, so no comment.
      const until = performance.now() + 2 * heartbeatMs;
      for (let home = 10; performance.now() < until; home += 1) {
        await line.setScore(eventId, home, 1, [{ home, away: 1 }]);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(sent.filter((one) => one.text.includes('event: change')).length).toBeGreaterThan(5);
      expect(sent.filter((one) => one.text === ':\n\n')).toEqual([]);
      // Then silence: comments come, none more than a heartbeat after what came before it.
      await new Promise((resolve) => setTimeout(resolve, 2 * heartbeatMs));
      const comments = sent.flatMap((one, i) => (one.text === ':\n\n' ? [i] : []));
      expect(comments.length).toBeGreaterThanOrEqual(1);
      // (Give or take a late timer on a busy machine.)
      for (const i of comments)
        expect(sent[i]!.at - sent[i - 1]!.at).toBeLessThan(heartbeatMs * 1.25);
    } finally {
      await hub.close();
    }
  });

  it('refuses a stream beyond the instance cap, so the page polls instead', async () => {
    const hub = await createLineChangeHub({
      database: testApp.database,
      changes: createLineChangesRepository(testApp.database),
      maxStreams: 1,
    });
    try {
      const close = await hub.open(null, () => undefined);
      expect(hub.full).toBe(true);
      expect(await hub.open(null, () => undefined)).toBeNull();
      close?.();
      expect(hub.size).toBe(0);
    } finally {
      await hub.close();
    }
  });
});
