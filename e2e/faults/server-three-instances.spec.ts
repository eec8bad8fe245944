import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { HttpVisitor } from '../support/http-visitor';
import { startNginxBalancer, type NginxBalancer } from '../support/nginx-balancer';
import { startSiteProcess, type SiteProcess } from '../support/site-process';
import {
  createThrowawayDatabase,
  queryDatabase,
  type ThrowawayDatabase,
} from '../support/throwaway-database';
import { fundedBettor, type BettingVisitor } from './bet-load';
import { faultPort } from './fault-ports';
import {
  overhearChannels,
  startRedisProcess,
  type RedisProcess,
} from '../../server/src/test-support/redis-process';
import { brokenInvariants } from './invariants';

/**
 * docs/deploy.md's site on many instances, as processes: three servers (`server/src/server.ts`, as
 * `npm start` runs it) on one PostgreSQL database of the test's own, signalling each other through
 * a Redis of its own, behind nginx. Players sign in, bet and are settled through the balancer; one
 * instance, the feed's lease holder, is killed with SIGKILL while bets are in flight to it. No bet
 * is lost or taken twice, the feed moves to another instance within its lease's 10 s, and a logout
 * on one instance is refused by the others at once.
 */
test.describe.configure({ timeout: 180_000 });

const OPS_TOKEN = 'three-instances-operator-token-0123';
const BALANCER_PORT = faultPort(7);
const INSTANCE_PORTS = [faultPort(8), faultPort(9), faultPort(10)] as const;
const REDIS_PORT = faultPort(11);
/** job-lease.ts: a dead holder's lease is taken over at most LEASE_MS + RENEW_EVERY_MS later. */
const LEASE_TAKEOVER_MS = 10_000;
/** session-repository.ts SESSION_CACHE_TTL_MS: an instance's memory of a session row. */
const SESSION_CACHE_TTL_MS = 1_000;
/** Answers that say nothing about whether the bet was placed: the client sends it again. */
const UNCLEAR = new Set([0, 502, 503, 504]);

let database: ThrowawayDatabase | undefined;
let redis: RedisProcess | undefined;
let balancer: NginxBalancer | undefined;
const instances: SiteProcess[] = [];

test.afterAll(async () => {
  await balancer?.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
  await redis?.stop();
  await database?.drop();
});

interface LineEvent {
  readonly id: number;
  readonly markets: readonly {
    readonly id: number;
    readonly coef: number;
    readonly isBlocked: boolean;
  }[];
}

/** A single on the first market of `event`, any moved odds accepted. */
function single(bettor: BettingVisitor, market: LineEvent['markets'][number]) {
  return {
    id: randomUUID(),
    accountId: bettor.accountId,
    amount: 1_000,
    amountByBlockId: {},
    bets: [{ gameId: 0, marketId: market.id, coef: market.coef, blockId: 1, isBanker: false }],
    changeCoefAction: 1,
    coef: null,
    coefByView: null,
    coefViewId: 0,
    exactCoef: false,
    isDropOnScoreChange: false,
    prepaidAmount: 0,
    refId: 1,
    systemValue: null,
    typeId: 0,
    userId: bettor.userId,
    isVipBet: false,
  };
}

/** The same player's cookies and fingerprint, talking to another address. */
function sameVisitorAt(visitor: HttpVisitor, baseUrl: string): HttpVisitor {
  const copy = new HttpVisitor(baseUrl);
  for (const [name, value] of visitor.cookies) copy.cookies.set(name, value);
  copy.fingerprint = visitor.fingerprint;
  return copy;
}

interface BetTally {
  /** Client coupon id -> the server's coupon id, for every bet answered as placed. */
  readonly placed: Map<string, number>;
  /** Client coupon ids the server refused with a clear answer (4xx): nothing placed. */
  readonly refused: Set<string>;
  /** Sends whose answer was unclear (cut connection, 502), each sent again with its key. */
  cutShort: number;
  /** Bets placed only on a second or later send of the same key. */
  placedOnRetry: number;
  /** Requests on their way to the instance that is killed now. */
  inFlightToVictim: number;
  resultsEntered: number;
}

/**
 * Sends one bet until it gets a clear answer: an unclear one (no answer, 502-504) is sent again
 * with the same coupon id through the balancer, which must then answer the one placed coupon.
 */
async function placeBet(
  tally: BetTally,
  first: HttpVisitor,
  again: HttpVisitor,
  body: ReturnType<typeof single>,
  toVictim: boolean,
): Promise<void> {
  for (let send = 0; send < 10; send += 1) {
    const visitor = send === 0 ? first : again;
    const counted = send === 0 && toVictim;
    if (counted) tally.inFlightToVictim += 1;
    let status = 0;
    let answer: { couponId?: number } = {};
    try {
      const response = await visitor.request('POST', '/web-api/coupon', body, 15_000);
      status = response.status;
      answer = (await response.json().catch(() => ({}))) as { couponId?: number };
    } catch {
      status = 0;
    } finally {
      if (counted) tally.inFlightToVictim -= 1;
    }
    if (status === 200 && answer.couponId !== undefined) {
      tally.placed.set(body.id, answer.couponId);
      if (send > 0) tally.placedOnRetry += 1;
      return;
    }
    if (!UNCLEAR.has(status)) {
      tally.refused.add(body.id);
      return;
    }
    tally.cutShort += 1;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`coupon ${body.id} got no clear answer in 10 sends`);
}

async function openEvents(visitor: HttpVisitor): Promise<LineEvent[]> {
  const response = await visitor.request('GET', '/web-api/line/events?section=line');
  if (!response.ok) return [];
  return ((await response.json()) as LineEvent[]).filter((event) =>
    event.markets.every((market) => !market.isBlocked),
  );
}

/**
 * Bets in a loop, lightly (a pause between bets: the machine is shared): each bettor through the
 * balancer, or straight to `victim` when it is given (a client whose connection is to the
 * instance that will die), then through the balancer once that fails. An operator enters results
 * through the balancer meanwhile, settling bets. Stops when told.
 */
function startLoad(balancerUrl: string, bettors: readonly BettingVisitor[], victim: SiteProcess) {
  const tally: BetTally = {
    placed: new Map(),
    refused: new Set(),
    cutShort: 0,
    placedOnRetry: 0,
    inFlightToVictim: 0,
    resultsEntered: 0,
  };
  let stopped = false;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const bettor = async (player: BettingVisitor, direct: boolean) => {
    const viaBalancer = player.visitor;
    const toVictim = sameVisitorAt(viaBalancer, victim.url);
    let events = await openEvents(viaBalancer);
    for (let n = 0; !stopped && n < 400; n += 1) {
      if (n % 5 === 0) events = await openEvents(viaBalancer);
      const event = events[n % Math.max(1, events.length)];
      if (event === undefined) {
        await pause(200);
        continue;
      }
      const victimUp = victim.child.exitCode === null && victim.child.signalCode === null;
      const first = direct && victimUp ? toVictim : viaBalancer;
      await placeBet(
        tally,
        first,
        viaBalancer,
        single(player, event.markets[0]!),
        first === toVictim,
      );
      await pause(30);
    }
  };
  const operator = async () => {
    while (!stopped) {
      await pause(700);
      const [event] = await openEvents(bettors[0]!.visitor);
      if (event === undefined) continue;
      try {
        const response = await fetch(`${balancerUrl}/ops-api/v1/line/events/${event.id}/result`, {
          method: 'POST',
          signal: AbortSignal.timeout(15_000),
          headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' },
          body: JSON.stringify({ home: 2, away: 1 }),
        });
        if (response.ok) tally.resultsEntered += 1;
      } catch {
        // Cut by the kill: the next round enters another result.
      }
    }
  };
  const running = Promise.all([
    ...bettors.map((player, index) => bettor(player, index < 2)),
    operator(),
  ]);
  return {
    tally,
    async stop() {
      stopped = true;
      await running;
      return tally;
    },
  };
}

async function leaseOf(url: string) {
  const [row] = await queryDatabase<{ holder: string; expires_at: Date }>(
    url,
    `select holder, expires_at from job_leases where name = 'line-feed' and expires_at > now()`,
  );
  return row ?? null;
}

async function latestLineVersion(url: string): Promise<number> {
  const [row] = await queryDatabase<{ latest: string | null }>(
    url,
    'select max(version) as latest from line_changes',
  );
  return Number(row?.latest ?? 0);
}

/** A line stream opened straight on `instance`: the versions of the changes it hears. */
async function lineStreamOf(instance: SiteProcess) {
  const controller = new AbortController();
  const response = await fetch(`${instance.url}/web-api/line/stream`, {
    signal: controller.signal,
  });
  const versions: number[] = [];
  const reading = (async () => {
    const decoder = new TextDecoder();
    let text = '';
    try {
      const reader = response.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        const events = text.split('\n\n');
        text = events.pop() ?? '';
        for (const event of events) {
          const id = /^id: (\d+)$/m.exec(event);
          if (id !== null && event.includes('event: change')) versions.push(Number(id[1]));
        }
      }
    } catch {
      // Aborted at the end of the test.
    }
  })();
  return {
    versions,
    async close() {
      controller.abort();
      await reading;
    },
  };
}

test('three instances behind nginx lose no bet when one is killed, move the feed, and end a session everywhere', async () => {
  const started = Date.now();
  database = await createThrowawayDatabase('betshell_faults_three');
  redis = await startRedisProcess(REDIS_PORT);
  const balancerUrl = `http://127.0.0.1:${BALANCER_PORT}`;
  const channelPrefix = `three-instances:${randomUUID()}:`;
  // What the instances signal each other, heard on Redis itself: the signals go there, not
  // through PostgreSQL.
  const overheard = await overhearChannels(redis.url, channelPrefix);
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    REDIS_CHANNEL_PREFIX: channelPrefix,
    OPS_TOKEN,
    // What docs/deploy.md asks every instance to share.
    JWT_SECRET: 'three-instances-jwt-secret-0123456789abcdef',
    DEMO_PAY_SECRET: 'three-instances-demo-pay-secret-0123456789abcdef',
    PUBLIC_ORIGIN: balancerUrl,
    TRUSTED_PROXIES: '127.0.0.1',
    RATE_LIMIT_PER_MINUTE: '100000',
  };

  // The first instance prepares the database and takes the feed's lease before the others start,
  // so the instance killed below is the feed's.
  const [victimPort, ...otherPorts] = INSTANCE_PORTS;
  const victim = await startSiteProcess(victimPort, env);
  instances.push(victim);
  await expect.poll(() => leaseOf(database!.url), { timeout: 20_000 }).not.toBeNull();
  const victimLease = (await leaseOf(database.url))!;
  const others = await Promise.all(otherPorts.map((port) => startSiteProcess(port, env)));
  instances.push(...others);
  balancer = await startNginxBalancer(BALANCER_PORT, INSTANCE_PORTS);
  console.log(`three instances and nginx up in ${Date.now() - started} ms`);

  // Sign-in through the balancer: registered players (and their deposits), one signing in again.
  const bettors: BettingVisitor[] = [];
  for (let n = 0; n < 4; n += 1) bettors.push(await fundedBettor(balancerUrl, 10_000_000));
  const signingIn = new HttpVisitor(balancerUrl);
  await signingIn.arrive();
  const registered = (await (await signingIn.registerOneClick()).json()) as {
    login: string;
    password: string;
  };
  await signingIn.request('POST', '/auth-api/v1/disconnect');
  const loggedIn = await signingIn.request('POST', '/auth-api/v1/login', {
    form: 'login_password',
    uLogin: registered.login,
    uPassword: registered.password,
  });
  expect(((await loggedIn.json()) as { success?: boolean }).success).toBe(true);

  const streams = await Promise.all(others.map(lineStreamOf));
  const load = startLoad(balancerUrl, bettors, victim);
  await expect.poll(() => load.tally.placed.size, { timeout: 30_000 }).toBeGreaterThan(10);
  await expect.poll(() => load.tally.resultsEntered, { timeout: 30_000 }).toBeGreaterThan(0);
  // SIGKILL while bets are on their way to it.
  await expect
    .poll(() => load.tally.inFlightToVictim, { timeout: 10_000, intervals: [5] })
    .toBeGreaterThan(1);
  const killedAt = Date.now();
  const versionAtKill = await latestLineVersion(database.url);
  await victim.kill();

  // The feed's lease moves to another instance within its 10 s (timers of a loaded machine may
  // fire a little late: a second more is allowed), and the feed goes on there.
  await expect
    .poll(async () => (await leaseOf(database!.url))?.holder ?? victimLease.holder, {
      timeout: LEASE_TAKEOVER_MS + 5_000,
      intervals: [100],
    })
    .not.toBe(victimLease.holder);
  const takenOver = (await leaseOf(database.url))!;
  // The lease is taken for LEASE_MS (8 s): its end says when it was taken.
  const takeoverMs = takenOver.expires_at.getTime() - 8_000 - killedAt;
  console.log(`the feed's lease moved ${takeoverMs} ms after the kill`);
  expect(takeoverMs).toBeLessThanOrEqual(LEASE_TAKEOVER_MS + 1_000);
  await expect
    .poll(() => latestLineVersion(database!.url), { timeout: 15_000 })
    .toBeGreaterThan(versionAtKill);
  // Both remaining instances push the changes the new holder commits (Redis pub/sub).
  for (const stream of streams) {
    await expect
      .poll(() => Math.max(0, ...stream.versions), { timeout: 15_000 })
      .toBeGreaterThan(versionAtKill);
  }

  // Bets go on through the balancer after the kill.
  const placedAtKill = load.tally.placed.size;
  await expect
    .poll(() => load.tally.placed.size, { timeout: 30_000 })
    .toBeGreaterThan(placedAtKill + 5);
  const tally = await load.stop();
  await Promise.all(streams.map((stream) => stream.close()));
  console.log(
    `bets: ${tally.placed.size} placed (${tally.placedOnRetry} on a retry), ${tally.refused.size} refused, ` +
      `${tally.cutShort} sends cut short, ${tally.resultsEntered} results entered`,
  );
  expect(tally.cutShort, 'bets in flight to the killed instance').toBeGreaterThan(0);

  // Every bet answered as placed is in the database once, as the coupon answered; every refused
  // one is absent; every coupon took its stake once and was paid as its state says.
  const coupons = await queryDatabase<{ id: string; client_id: string }>(
    database.url,
    'select id, client_id from coupons',
  );
  const byClientId = new Map<string, number[]>();
  for (const row of coupons) {
    byClientId.set(row.client_id, [...(byClientId.get(row.client_id) ?? []), Number(row.id)]);
  }
  const lost = [...tally.placed].filter(([clientId, couponId]) => {
    const held = byClientId.get(clientId) ?? [];
    return held.length !== 1 || held[0] !== couponId;
  });
  expect(lost, 'placed bets not held once as answered').toEqual([]);
  expect([...tally.refused].filter((clientId) => byClientId.has(clientId))).toEqual([]);
  expect(await brokenInvariants(database.url)).toEqual([]);
  const [settled] = await queryDatabase<{ n: string }>(
    database.url,
    `select count(*) as n from coupons where state <> 'open'`,
  );
  expect(Number(settled?.n), 'results settled bets under the load').toBeGreaterThan(0);

  // A logout through one instance is refused by the other at once, not once its memory of the
  // session (1 s) runs out: the other has just read the session when the logout is made.
  const [one, other] = others;
  let conclusive = false;
  for (let attempt = 0; attempt < 3 && !conclusive; attempt += 1) {
    const player = attempt === 0 ? signingIn : await HttpVisitor.signedIn(balancerUrl);
    const onOther = sameVisitorAt(player, other!.url);
    const onOne = sameVisitorAt(player, one!.url);
    expect((await onOther.request('GET', '/web-api/user/balance')).status).toBe(200);
    const readAt = Date.now();
    const loggedOut = await onOne.request('POST', '/auth-api/v1/disconnect');
    expect(loggedOut.ok).toBe(true);
    const askedAt = Date.now();
    expect((await onOther.request('GET', '/web-api/user/balance')).status).toBe(401);
    expect(
      (await sameVisitorAt(player, balancerUrl).request('GET', '/web-api/user/balance')).status,
    ).toBe(401);
    // Asked within the memory's second of the read: only the published end can have refused it.
    conclusive = askedAt - readAt < SESSION_CACHE_TTL_MS;
  }
  expect(
    conclusive,
    'a logout checked within a second of the other instance reading the session',
  ).toBe(true);
  overheard.stop();
  expect([...overheard.heard].sort()).toEqual(['line_changed', 'session_ended']);
  console.log(`three instances behind nginx: ${Date.now() - started} ms in all`);
});
