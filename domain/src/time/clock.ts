/**
 * Time as the stores see it: the current instant and a one-shot timer. domain/ has no timers of its
 * own (DESIGN.md: no I/O); the platform passes the window's, and tests a manual clock they advance.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Runs `task` once after `delayMs`; the returned function cancels it if it has not run. */
  schedule(delayMs: number, task: () => void): () => void;
}
