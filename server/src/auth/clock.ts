/** The time as the server sees it; tests pass a clock they move, so nothing in them sleeps. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
