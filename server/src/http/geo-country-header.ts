/**
 * The spec's geo country header (spec/shell.md section 7): the load balancer sets it to the
 * visitor's country, two letters. The spec does not name it; this is its name here.
 */
export const GEO_COUNTRY_HEADER = 'x-geo-country';

const COUNTRY_CODE = /^[a-z]{2}$/i;

/**
 * The visitor's country in upper case, or null when the header is absent or is not two letters. A
 * malformed header is the load balancer's mistake, not the visitor's, so it means "unknown country"
 * rather than a refused request.
 */
export function geoCountryOf(
  headers: Readonly<Record<string, string | string[] | undefined>>,
): string | null {
  const value = headers[GEO_COUNTRY_HEADER];
  const text = Array.isArray(value) ? value[0] : value;
  const trimmed = text?.trim() ?? '';
  return COUNTRY_CODE.test(trimmed) ? trimmed.toUpperCase() : null;
}
