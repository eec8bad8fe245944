// The line's stream (GET /web-api/line/stream) fanned out by one instance, a part of the bench:
// `npm run bench -- --only=stream-fanout [--databases=PGlite]`. It starts the site (PGlite in memory
// or a throwaway PostgreSQL database), opens STREAM_FANOUT.streams streams to it from this process,
// then has an operator suspend and resume a live game STREAM_FANOUT.changes times, and measures,
// over every stream and change, the time from sending the operator's call to the change's arrival
// (an upper bound of commit-to-arrival: it includes the call itself), and the server's resident
// memory per open stream (its growth from a tenth of the streams to all of them).
import { execFileSync } from 'node:child_process';
import { request, type IncomingMessage } from 'node:http';
import type { ApiDatabase, StreamFanout } from '../../scripts/bench/bench-results';
import { startSiteProcess } from '../support/site-process';
import { serverNodeArguments } from './api-throughput';
import { createThrowawayDatabase } from '../support/throwaway-database';

const OPS_TOKEN = 'line-stream-bench-operator-token-0123';

/** The load: 5,000 open streams on one instance; ten changes, each heard by all of them. */
export const STREAM_FANOUT = { streams: 5_000, changes: 10 } as const;

function residentBytes(pid: number): number {
  return (
    Number(
      execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
        .toString()
        .trim(),
    ) * 1024
  );
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN;
}

/** One open stream: calls `heard` with the text of each event that names `eventId`. */
function openStream(
  url: string,
  eventId: number,
  heard: (text: string) => void,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const call = request(`${url}/web-api/line/stream`, { agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        let end: number;
        while ((end = text.indexOf('\n\n')) >= 0) {
          const block = text.slice(0, end);
          text = text.slice(end + 2);
          if (block.includes('event: change') && block.includes(`"eventId":${eventId},`))
            heard(block);
        }
      });
      resolve(response);
    });
    call.on('error', reject);
    call.end();
  });
}

/** Opens the streams to one instance on `database`, makes the changes and measures them. */
export async function measureStreamFanout(
  port: number,
  database: Exclude<ApiDatabase, 'none'>,
  log: (line: string) => void,
  { streams, changes }: { streams: number; changes: number } = STREAM_FANOUT,
): Promise<StreamFanout> {
  const throwaway =
    database === 'PostgreSQL' ? await createThrowawayDatabase('betshell_fanout') : null;
  const site = await startSiteProcess(
    port,
    {
      ...(throwaway === null ? {} : { DATABASE_URL: throwaway.url }),
      OPS_TOKEN,
      LOG_LEVEL: 'error',
    },
    undefined,
    // BENCH_SERVER_NODE_ARGS, as for the API part: e.g. `--cpu-prof --cpu-prof-dir=<dir>`.
    serverNodeArguments(),
  );
  const pid = site.child.pid!;
  const opened: IncomingMessage[] = [];
  try {
    const live = (await (
      await fetch(`${site.url}/web-api/line/events?section=live&lng=en`)
    ).json()) as { id: number }[];
    const eventId = live[0]!.id;
    let expected = true;
    let sentAt = 0;
    const arrivals: number[] = [];
    const answered = new Set<number>();
    let unheard = 0;
    // The memory is read twice, each 2 s after opening streams, at a tenth of them and at all of
    // them: a server just started holds its start-up's garbage (hundreds of MB on PGlite) until a
    // collection, which a reading before the first stream would count against the streams.
    const baseline = Math.floor(streams / 10);
    const settle = () => new Promise((resolve) => setTimeout(resolve, 2_000));
    let before = 0;
    log(`  stream fan-out on ${database}: opening ${streams} streams`);
    for (let i = 0; i < streams; i += 1) {
      if (i === baseline) {
        await settle();
        before = residentBytes(pid);
      }
      opened.push(
        await openStream(site.url, eventId, (text) => {
          if (answered.has(i) || !text.includes(`"isSuspended":${String(expected)}`)) return;
          answered.add(i);
          arrivals.push(performance.now() - sentAt);
        }),
      );
    }
    await settle();
    const after = residentBytes(pid);
    for (let i = 0; i < changes; i += 1) {
      answered.clear();
      expected = i % 2 === 0;
      sentAt = performance.now();
      const response = await fetch(`${site.url}/ops-api/v1/line/events/${eventId}/suspend`, {
        method: 'POST',
        headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ suspended: expected }),
      });
      if (!response.ok) throw new Error(`suspend answered ${response.status}`);
      const deadline = Date.now() + 10_000;
      while (answered.size < streams && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      if (answered.size < streams) {
        unheard += streams - answered.size;
        log(`  change ${i + 1}: ${streams - answered.size} streams heard nothing in 10 s`);
      }
    }
    const sorted = [...arrivals].sort((a, b) => a - b);
    return {
      database,
      streams,
      changes,
      p50: Math.round(percentile(sorted, 0.5)),
      p99: Math.round(percentile(sorted, 0.99)),
      max: Math.round(sorted.at(-1) ?? NaN),
      unheard,
      bytesPerStream: Math.round((after - before) / (streams - baseline)),
      residentBefore: before,
      residentAfter: after,
    };
  } finally {
    for (const one of opened) one.destroy();
    await site.stop();
    await throwaway?.drop();
  }
}
