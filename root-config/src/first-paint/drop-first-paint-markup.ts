import { FIRST_PAINT_MARKUP_ATTRIBUTE } from '@betshell/domain';

const SLOT_PREFIX = 'single-spa-application:';

/**
 * Drops what the server painted into the slots of applications that are not mounted: a
 * page of another layout, or a shell that stopped before its first page (a failed dictionary or
 * site config, a redirect away). A mounted application's view replaces its own markup once ready
 * (platform remote views), so the page never keeps a banner that nothing answers for.
 */
export function dropFirstPaintMarkup(document: Document, mounted: readonly string[]): void {
  for (const element of Array.from(
    document.querySelectorAll(`[${FIRST_PAINT_MARKUP_ATTRIBUTE}]`),
  )) {
    const slot = element.parentElement?.id ?? '';
    const name = slot.startsWith(SLOT_PREFIX) ? slot.slice(SLOT_PREFIX.length) : '';
    if (!mounted.includes(name)) element.remove();
  }
}
