import type { ReadonlyStatic, SportsMapSchema } from '@betshell/api-contract';
import type { LanguageCode } from '../language/site-languages';

/**
 * The sports map of spec/limits-coupon-signin.md section 7 ("a sports map (params lng, nameEng).
 * A placeholder sport id 2999 is added to the sports map"): every sport of the line with its id,
 * its name in the language and `nameEng`, its English name as a URL slug, so that a page or a link
 * can go from a readable slug (`ice-hockey`) to the line's numeric id and back.
 */
export type SportsMapEntry = ReadonlyStatic<typeof SportsMapSchema>[number];

/** A sport as the line stores it: the name in the asked language and the English one. */
export interface LineSportNames {
  readonly id: number;
  readonly name: string;
  readonly nameEn: string;
}

/** spec section 7: the placeholder sport id. */
export const SPORTS_MAP_PLACEHOLDER_ID = 2999;

/**
 * What the placeholder stands for (ours, the spec gives only the id): "all sports", the line's and
 * live's pages with no sport chosen (`/line`, `/live`). A link built from the map then has an
 * entry for the section's own page too, and the sitemap lists those two pages, which the route
 * table alone cannot (their path is home's with optional parameters).
 */
export const SPORTS_MAP_PLACEHOLDER_SLUG = 'all-sports';

/** Its name in every site language, the words of the sportsbook's "all sports" filter. */
const ALL_SPORTS_NAMES: Readonly<Record<LanguageCode, string>> = {
  ru: 'Все виды спорта',
  en: 'All sports',
  ua: 'Усі види спорту',
  kz: 'Барлық спорт түрлері',
  az: 'Bütün idman növləri',
  uz: 'Barcha sport turlari',
};

export function sportsMapPlaceholder(lng: LanguageCode): SportsMapEntry {
  return {
    id: SPORTS_MAP_PLACEHOLDER_ID,
    name: ALL_SPORTS_NAMES[lng],
    nameEng: SPORTS_MAP_PLACEHOLDER_SLUG,
  };
}

/** What a `nameEng` may look like: lower-case ASCII words joined by single hyphens. */
export const SPORT_SLUG_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';
export const SPORT_SLUG_MAX_LENGTH = 80;

export function isSportSlug(value: string): boolean {
  return value.length <= SPORT_SLUG_MAX_LENGTH && new RegExp(SPORT_SLUG_PATTERN).test(value);
}

/**
 * The slug of an English sport name: accents dropped (`Pétanque` -> `petanque`), lower case, every
 * run of other characters one hyphen (`Ice Hockey` -> `ice-hockey`, `E-sports: CS 2` ->
 * `e-sports-cs-2`), none at the ends, at most SPORT_SLUG_MAX_LENGTH characters. A name with no
 * Latin letter or digit gets `sport-<id>`, so every sport has a slug.
 */
export function sportSlug(nameEn: string, id: number): string {
  const slug = nameEn
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SPORT_SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
  return slug === '' ? `sport-${id}` : slug;
}

/**
 * The map of one language: the line's sports in the line's order, then the placeholder. Two sports
 * whose English names slug alike (`Ice hockey`, `Ice-Hockey`) keep one slug each: the later one
 * takes its id as a suffix (`ice-hockey-7`), so a `nameEng` always names exactly one sport.
 */
export function buildSportsMap(
  sports: readonly LineSportNames[],
  lng: LanguageCode,
): SportsMapEntry[] {
  const placeholder = sportsMapPlaceholder(lng);
  const taken = new Set<string>([placeholder.nameEng]);
  const entries = sports
    .filter((sport) => sport.id !== SPORTS_MAP_PLACEHOLDER_ID)
    .map((sport) => {
      const base = sportSlug(sport.nameEn, sport.id);
      const nameEng = taken.has(base) ? `${base}-${sport.id}` : base;
      taken.add(nameEng);
      return { id: sport.id, name: sport.name, nameEng };
    });
  return [...entries, placeholder];
}

/** The entry a `nameEng` names; undefined for an unknown one. */
export function sportOfSlug(
  map: readonly SportsMapEntry[],
  nameEng: string,
): SportsMapEntry | undefined {
  return map.find((entry) => entry.nameEng === nameEng);
}

/**
 * The pages (without the language) a sport of the map has: its line and live pages
 * (`/line/1`, `/live/1`, domain/src/routing/routes/betting-routes.ts); the placeholder's are the
 * sections' own pages (`/line`, `/live`).
 */
export function sportPagePaths(entry: SportsMapEntry): string[] {
  const sections = ['line', 'live'];
  return entry.id === SPORTS_MAP_PLACEHOLDER_ID
    ? sections.map((section) => `/${section}`)
    : sections.map((section) => `/${section}/${entry.id}`);
}
