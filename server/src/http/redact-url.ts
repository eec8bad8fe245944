/** What stands in a logged URL for a secret it carried. */
export const REDACTED = '[redacted]';

/** Path segments that are secrets: the demo provider's payment token (/demo-pay/{token}). */
const SECRET_SEGMENTS = /^(\/demo-pay\/)[^/?#]+/;

/** Query parameters that carry a secret: tokens, one-time codes, keys, signatures, passwords. */
const SECRET_PARAMETER =
  /^(token|access_token|code|key|secret|signature|sig|password|hash|.*_token|.*Token)$/;

/**
 * A request URL as the log may keep it: the payment token of a provider page and any secret
 * query parameter replaced by REDACTED. Logs are read by more people and kept longer than the
 * secrets they would carry are valid; a token there is a payment anyone can answer.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(
    SECRET_SEGMENTS,
    `$1${REDACTED}`,
  );
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as sent.
      }
      return equals !== -1 && SECRET_PARAMETER.test(decoded) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}
