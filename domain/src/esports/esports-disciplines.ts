/**
 * Esports and cyber sports (spec/shell.md sections 1 and 2.3: "esports and cyber sports with
 * real, virtual and stream types"). Ours, over the demo line's ids (server/src/line/demo-line.ts):
 *
 * - real: the esports disciplines, each a championship of the esports sport, played in maps (a
 *   best of three: the total and the handicap of a match are in maps);
 * - virtual: the cyber sports, football and basketball the computer plays in fast rounds;
 * - stream: the games of both in play, each with its match view drawn from the feed's events.
 */
export const ESPORTS_SPORT_ID = 40;
export const CYBER_SPORT_IDS: readonly number[] = [50, 51];

export const SPORT_TYPES = ['real', 'virtual', 'stream'] as const;
export type SportType = (typeof SPORT_TYPES)[number];

export type DisciplineKey = 'cs2' | 'dota2' | 'lol' | 'valorant';

/** How a discipline's match is played: round by round (shooters) or in one long fight (MOBA). */
export type DisciplineStyle = 'shooter' | 'moba';

export interface EsportsDiscipline {
  readonly key: DisciplineKey;
  /** The game's own name, which no language translates. */
  readonly name: string;
  readonly champId: number;
  readonly style: DisciplineStyle;
}

export const ESPORTS_DISCIPLINES: readonly EsportsDiscipline[] = [
  { key: 'cs2', name: 'Counter-Strike 2', champId: 4001, style: 'shooter' },
  { key: 'dota2', name: 'Dota 2', champId: 4002, style: 'moba' },
  { key: 'lol', name: 'League of Legends', champId: 4003, style: 'moba' },
  { key: 'valorant', name: 'Valorant', champId: 4004, style: 'shooter' },
];

export function disciplineOfChamp(champId: number): EsportsDiscipline | null {
  return ESPORTS_DISCIPLINES.find((one) => one.champId === champId) ?? null;
}

export function isEsportsOrCyber(sportId: number): boolean {
  return sportId === ESPORTS_SPORT_ID || CYBER_SPORT_IDS.includes(sportId);
}

/** Whether a game of the line belongs to a type's list (stream: any game of both in play). */
export function isOfSportType(
  type: SportType,
  event: { readonly sportId: number; readonly state: string },
): boolean {
  switch (type) {
    case 'real':
      return event.sportId === ESPORTS_SPORT_ID;
    case 'virtual':
      return CYBER_SPORT_IDS.includes(event.sportId);
    case 'stream':
      return isEsportsOrCyber(event.sportId) && event.state === 'live';
  }
}

/** The type a route shows when its path names none: esports its real games, cyber its virtual. */
export function sportTypeOf(route: string, value: string | undefined): SportType {
  if (value === 'real' || value === 'virtual' || value === 'stream') return value;
  return route === 'cyber' ? 'virtual' : 'real';
}

/** Paths of the esports pages under the language prefix (domain/src/routing/routes). */
export const esportsPaths = {
  type: (lng: string, route: 'esports' | 'cyber', type: SportType) => `/${lng}/${route}/${type}`,
  champ: (
    lng: string,
    route: 'esports' | 'cyber',
    type: SportType,
    sportId: number,
    champId: number,
  ) => `/${lng}/${route}/${type}/${sportId}/${champId}`,
  game: (
    lng: string,
    route: 'esports' | 'cyber',
    type: SportType,
    event: { readonly sportId: number; readonly champId: number; readonly id: number },
  ) => `/${lng}/${route}/${type}/${event.sportId}/${event.champId}/${event.id}`,
  disciplines: (lng: string) => `/${lng}/disciplines`,
} as const;
