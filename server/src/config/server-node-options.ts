/**
 * Node's options the server runs with: `npm start` passes them, and so does every test and bench
 * that starts a server process (e2e/support/site-process.ts). An operator who starts
 * `server/src/server.ts` another way passes them too (docs/deploy.md), on the command line or in
 * NODE_OPTIONS; the server warns at start when it runs without them.
 *
 * `--max-semi-space-size=32`: a young generation of up to 32 MB per semi-space instead of V8's
 * 16 MB. A request's objects live for well under a millisecond, but the ones in flight at a young
 * collection survive it, and after a second one they are promoted. With collections every 13 MB
 * of allocation, under load some processes fell into promoting a request's worth at each one:
 * every young collection then took 7-15 ms instead of 0.6 and the old generation grew by
 * hundreds of MB between full collections, doubling the CPU per answer (a signed-in read from 30
 * to 60 µs) for the process's whole life. With twice the room, in-flight requests are a smaller
 * share of what each collection sees: of five fresh servers under the same load, none fell into it
 * (docs/performance.md).
 * Young space grows to this size only under sustained allocation; an idle server stays small.
 */
export const SERVER_NODE_OPTIONS: readonly string[] = ['--max-semi-space-size=32'];

/** Those of SERVER_NODE_OPTIONS this process was started without. */
export function missingServerNodeOptions(
  execArgv: readonly string[],
  nodeOptions: string | undefined,
): string[] {
  const given = [...execArgv, ...(nodeOptions ?? '').split(/\s+/)];
  return SERVER_NODE_OPTIONS.filter((option) => !given.includes(option));
}
