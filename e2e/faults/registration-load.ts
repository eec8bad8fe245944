import { HttpVisitor } from '../support/http-visitor';

export interface LoadOutcome {
  /** User ids of registrations the server answered with success. */
  readonly registered: number[];
  /** Every status seen (0: no answer: refused, reset or timed out), with how often. */
  readonly statuses: Map<number, number>;
  /** The slowest answer, ms. */
  slowestMs: number;
}

/**
 * Visitors registering one-click in a loop (the one multi-step write that exists today: player,
 * password hash, session), plus site config reads, until `stop()` or `maxRequests`; bounded both
 * in count and time, and each request in its own time-out.
 */
export function startRegistrationLoad(baseUrl: string, workers = 4, maxRequests = 2000) {
  const outcome: LoadOutcome = { registered: [], statuses: new Map(), slowestMs: 0 };
  let stopped = false;
  let sent = 0;
  const count = (status: number, startedAt: number) => {
    outcome.statuses.set(status, (outcome.statuses.get(status) ?? 0) + 1);
    outcome.slowestMs = Math.max(outcome.slowestMs, Date.now() - startedAt);
  };
  const worker = async () => {
    while (!stopped && sent < maxRequests) {
      sent += 2;
      const visitor = new HttpVisitor(baseUrl);
      let startedAt = Date.now();
      try {
        await visitor.arrive();
        startedAt = Date.now();
        const response = await visitor.registerOneClick(15_000);
        count(response.status, startedAt);
        if (response.ok)
          outcome.registered.push(((await response.json()) as { userId: number }).userId);
      } catch (error) {
        // An answer the arrival refused counts as that answer; 0 is no answer at all.
        count((error as { status?: number }).status ?? 0, startedAt);
      }
      startedAt = Date.now();
      try {
        const response = await visitor.request(
          'GET',
          '/bff-api/config/all.json?lang=ru',
          undefined,
          15_000,
        );
        count(response.status, startedAt);
        await response.arrayBuffer();
      } catch {
        count(0, startedAt);
      }
      if (!stopped) await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const running = Promise.all(Array.from({ length: workers }, worker));
  return {
    outcome,
    async stop(): Promise<LoadOutcome> {
      stopped = true;
      await running;
      return outcome;
    },
  };
}
