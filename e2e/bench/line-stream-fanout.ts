// `npx tsx e2e/bench/line-stream-fanout.ts [--streams=5000] [--changes=10]`: the line's stream
// (GET /web-api/line/stream) fanned out by one instance. It starts the site on PGlite in memory
// (BENCH_PORT, 8290 by default), opens that many streams to it from this process, then has an
// operator suspend and resume a live game `--changes` times, and prints, over every stream and
// change, the time from sending the operator's call to the change's arrival (an upper bound of
// commit-to-arrival: it includes the call itself) at p50 and p99, and the server's resident memory
// per open stream. Not part of `npm run bench` yet.
import { execFileSync } from 'node:child_process';
import { request, type IncomingMessage } from 'node:http';
import { startSiteProcess } from '../support/site-process';

const OPS_TOKEN = 'line-stream-bench-operator-token-0123';

function argument(name: string, fallback: number): number {
  const given = process.argv.find((one) => one.startsWith(`--${name}=`));
  return given === undefined ? fallback : Number(given.slice(name.length + 3));
}

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

async function main(): Promise<void> {
  const streams = argument('streams', 5_000);
  const changes = argument('changes', 10);
  const site = await startSiteProcess(Number(process.env.BENCH_PORT ?? 8290), {
    OPS_TOKEN,
    LOG_LEVEL: 'error',
  });
  const pid = site.child.pid!;
  try {
    const live = (await (
      await fetch(`${site.url}/web-api/line/events?section=live&lng=en`)
    ).json()) as { id: number }[];
    const eventId = live[0]!.id;
    let expected = true;
    let sentAt = 0;
    const arrivals: number[] = [];
    const answered = new Set<number>();
    const before = residentBytes(pid);
    const opened: IncomingMessage[] = [];
    for (let i = 0; i < streams; i += 1) {
      opened.push(
        await openStream(site.url, eventId, (text) => {
          if (answered.has(i) || !text.includes(`"isSuspended":${String(expected)}`)) return;
          answered.add(i);
          arrivals.push(performance.now() - sentAt);
        }),
      );
    }
    // Let the server settle what opening them allocated before its memory is read.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
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
      if (answered.size < streams)
        console.log(`change ${i + 1}: ${streams - answered.size} streams heard nothing in 10 s`);
    }
    const sorted = [...arrivals].sort((a, b) => a - b);
    console.log(
      `${streams} streams, ${changes} changes: p50 ${percentile(sorted, 0.5).toFixed(0)} ms, ` +
        `p99 ${percentile(sorted, 0.99).toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms; ` +
        `server memory ${((after - before) / streams / 1024).toFixed(1)} kB per stream ` +
        `(${(before / 2 ** 20).toFixed(0)} MB before, ${(after / 2 ** 20).toFixed(0)} MB after)`,
    );
    for (const one of opened) one.destroy();
  } finally {
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
