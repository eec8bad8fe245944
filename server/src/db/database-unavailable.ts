/** Node's socket errors when the database's address refuses, resets or does not answer. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);

/** PostgreSQL's own: admin or crash shutdown, cannot connect now (class 57P), connection exceptions (08). */
const SERVER_CODES = /^(57P0[123]|08\d{3})$/;

/** What pg says when a connection ends, or cannot be made or read in time. */
const PG_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Connection ended|Client has encountered a connection error/i;

/**
 * True when an error means the database is out of reach rather than that the request or the code
 * is wrong: the API then answers 503, as /readyz does, and a load balancer or the player's client
 * tries again later (the database going away under load).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_CODES.test(code))) return true;
  return typeof message === 'string' && PG_MESSAGES.test(message);
}
