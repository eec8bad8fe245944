/** The robots value of a page that says nothing: indexed and followed. */
export const DEFAULT_ROBOTS = 'index, follow';

const has = (value: string, directive: string) =>
  value
    .toLowerCase()
    .split(/[\s,]+/)
    .includes(directive);

/**
 * spec/limits-coupon-signin.md section 5: "SEO indexing is off if any robots meta contains
 * noindex": the page's own, those of the patterns above it, and robots metas among its metas.
 */
export function isIndexingAllowed(robotsValues: readonly (string | null)[]): boolean {
  return !robotsValues.some((value) => value !== null && has(value, 'noindex'));
}

/**
 * The robots meta the page carries: its own value when indexing is allowed (else the default);
 * when any value says noindex, `noindex` with the page's follow choice (nofollow if any says so).
 */
export function robotsContent(own: string | null, others: readonly (string | null)[]): string {
  const all = [own, ...others];
  if (isIndexingAllowed(all)) return own?.trim() || DEFAULT_ROBOTS;
  const nofollow = all.some((value) => value !== null && has(value, 'nofollow'));
  return `noindex, ${nofollow ? 'nofollow' : 'follow'}`;
}
