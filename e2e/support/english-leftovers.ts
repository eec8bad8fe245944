import type { LanguageCode } from '@betshell/domain';
import type { Page, Response } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The dictionaries the release ships (server/content/dictionaries/<feature>/<lng>.json). */
const DICTIONARIES_DIR = join(__dirname, '..', '..', 'server', 'content', 'dictionaries');

/** One language's texts, merged across the feature folders: key to text. */
function shippedTexts(lng: LanguageCode): Map<string, string> {
  const texts = new Map<string, string>();
  for (const feature of readdirSync(DICTIONARIES_DIR, { withFileTypes: true })) {
    if (!feature.isDirectory()) continue;
    const file = join(DICTIONARIES_DIR, feature.name, `${lng}.json`);
    const read = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    for (const [key, text] of Object.entries(read)) texts.set(key, text);
  }
  return texts;
}

/**
 * What gives an English leftover away on a page in `lng`: an English text of the dictionary whose
 * translation differs (texts reviewed as the same in both, same-as-english.ts, are the same in
 * the files and so never listed), and a bare dictionary key, which a missing text shows. A text
 * without a letter (1 and 2 of the 1X2 columns, a score) says nothing about the language, and
 * neither does one the language's own dictionary writes for another key (Azerbaijani and Uzbek
 * write the home page's tab "Top", which English writes for the best games' badge).
 */
export function leftoverMarks(lng: LanguageCode): Map<string, string> {
  const english = shippedTexts('en');
  const translated = shippedTexts(lng);
  const ownTexts = new Set([...translated.values()].map((text) => text.trim()));
  const marks = new Map<string, string>();
  for (const [key, text] of english) {
    const trimmed = text.trim();
    if (translated.get(key) !== text && /\p{L}/u.test(trimmed) && !ownTexts.has(trimmed)) {
      marks.set(trimmed, `${key} (en)`);
    }
  }
  for (const key of english.keys()) marks.set(key, `${key} (a bare key)`);
  return marks;
}

/**
 * The visible texts of the page, one per text node, trimmed, with the placeholders of visible
 * fields. Text inside an element that says it is in another language (an information page that
 * falls back to English declares `lang="en"`) is content the site knowingly shows in English.
 */
export async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pageLanguage = document.documentElement.lang;
    const inPageLanguage = (element: Element) =>
      (element.closest('[lang]')?.getAttribute('lang') ?? pageLanguage) === pageLanguage;
    const shown = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      inPageLanguage(element);
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (text === '' || parent === null || ['SCRIPT', 'STYLE'].includes(parent.tagName)) continue;
      if (shown(parent)) texts.push(text);
    }
    for (const field of document.querySelectorAll('[placeholder]')) {
      const placeholder = field.getAttribute('placeholder')?.trim() ?? '';
      if (placeholder !== '' && shown(field)) texts.push(placeholder);
    }
    return texts;
  });
}

/**
 * The texts the page received as data from the platform API (not its dictionary): the line's
 * sports, championships and teams, the casino's categories and games, the player's login. The
 * line and the catalogue name things in ru and en only, and other languages read the English name
 * (decisions.md), so "Esports" of the line is content, not a leftover of header_nav_esports.
 */
export class DataTexts {
  private readonly texts = new Set<string>();

  constructor(page: Page) {
    page.on('response', (response) => void this.collect(response));
  }

  has(text: string): boolean {
    return this.texts.has(text);
  }

  private async collect(response: Response): Promise<void> {
    const url = response.url();
    const type = response.headers()['content-type'] ?? '';
    if (!url.includes('-api/') || url.includes('/dictionary/') || !type.includes('json')) return;
    const body: unknown = await response.json().catch(() => null);
    const walk = (value: unknown): void => {
      if (typeof value === 'string') this.texts.add(value.trim());
      else if (Array.isArray(value)) value.forEach(walk);
      else if (value !== null && typeof value === 'object') Object.values(value).forEach(walk);
    };
    walk(body);
  }
}

/** The page's English leftovers, each as `"text" = key`, for the failure message. */
export async function englishLeftovers(
  page: Page,
  marks: ReadonlyMap<string, string>,
  data: DataTexts,
): Promise<string[]> {
  const found = (await visibleTexts(page)).flatMap((text) => {
    const key = data.has(text) ? undefined : marks.get(text);
    return key === undefined ? [] : [`"${text}" = ${key}`];
  });
  return [...new Set(found)];
}
