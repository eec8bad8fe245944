import type { BlockResponseSchema, ReadonlyStatic } from '@betshell/api-contract';

/**
 * Blocking (spec/shell.md section 4): the block service answers a display type, which is the
 * blocking reason, and a template type. Each reason has its page; no reason means no block.
 */
export type BlockAnswer = ReadonlyStatic<typeof BlockResponseSchema>['data'];

/** Route names of the blocking pages by reason. */
export const BLOCKING_PAGE_BY_REASON: Readonly<Record<number, string>> = {
  1: 'block',
  2: 'block',
  3: 'block',
  4: 'site-updates',
  5: 'block',
  8: 'coming-soon',
  13: 'block-ua',
  14: 'block',
  16: 'suspension',
  17: 'block-ie',
};

/** spec/shell.md section 4: "4 site-updates (query kept)". */
export const REASONS_KEEPING_QUERY: readonly number[] = [4];

export const BLOCKING_PAGES: readonly string[] = [
  ...new Set(Object.values(BLOCKING_PAGE_BY_REASON)),
];

export const GEO_TEMPLATE_TYPE = 1;

export interface BlockingContext {
  /** The force_geo_off cookie, as read. */
  readonly forceGeoOffCookie: string | undefined;
  /** The operator allows the cookie (site config forceGeoOffAllowed; decisions.md). */
  readonly forceGeoOffAllowed: boolean;
}

/**
 * The reason that applies, or null: an unknown reason blocks nothing, and a geographic block is
 * lifted by force_geo_off=1 where the operator allows it.
 */
export function blockingReason(
  answer: BlockAnswer | null,
  context: BlockingContext,
): number | null {
  if (answer === null || BLOCKING_PAGE_BY_REASON[answer.displayTypeId] === undefined) return null;
  const lifted =
    answer.templateTypeId === GEO_TEMPLATE_TYPE &&
    context.forceGeoOffCookie === '1' &&
    context.forceGeoOffAllowed;
  return lifted ? null : answer.displayTypeId;
}
