/**
 * The time as the server sees it; tests pass a clock they move, so nothing in them sleeps.
 *
 * Not the domain's `Clock` (`@betshell/domain`, domain/src/time/clock.ts), on purpose: that one is
 * the browser stores' time, an instant in ms plus `schedule`, the one-shot timer their pings and
 * countdowns need. The server schedules nothing through its clock (the live feed has its own
 * FeedScheduler, the health check a plain time-out), and every reading goes into SQL parameters and row arithmetic as a
 * `Date`, so a `schedule` here would be a method no one calls and a test clock would have to fake.
 * Where a domain rule wants the instant the server passes `clock().getTime()` (playerDay, the
 * session limit), so both read the same moment.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
