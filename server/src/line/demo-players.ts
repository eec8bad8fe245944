import type { LineNames } from './demo-line';

/**
 * Surnames of the demo line's players (ours, invented): Latin for en, az and uz, Cyrillic for ru,
 * ua and kz, the alphabets the line's team names use.
 */
const SURNAMES: readonly (readonly [latin: string, cyrillic: string])[] = [
  ['Marlow', 'Марлоу'],
  ['Hendry', 'Хендри'],
  ['Okafor', 'Окафор'],
  ['Silva', 'Силва'],
  ['Novak', 'Новак'],
  ['Berg', 'Берг'],
  ['Moreno', 'Морено'],
  ['Laine', 'Лайне'],
  ['Petrov', 'Петров'],
  ['Keane', 'Кин'],
  ['Dubois', 'Дюбуа'],
  ['Lindqvist', 'Линдквист'],
  ['Rossi', 'Росси'],
  ['Varga', 'Варга'],
  ['Kowalski', 'Ковальски'],
  ['Hughes', 'Хьюз'],
  ['Ortega', 'Ортега'],
  ['Sato', 'Сато'],
  ['Mensah', 'Менса'],
  ['Fischer', 'Фишер'],
  ['Bakker', 'Баккер'],
  ['Nilsson', 'Нильссон'],
  ['Duarte', 'Дуарте'],
  ['Quinn', 'Куинн'],
];

/** The shirts of a team's scorers the line names, by sport (football and ice hockey). */
const SCORER_SHIRTS: Readonly<Record<number, readonly number[]>> = {
  1: [9, 10, 7],
  2: [91, 17, 11],
};

export interface DemoPlayer {
  readonly shirt: number;
  readonly names: LineNames;
}

/** A team's scorers the line offers "player to score" on: none for a sport without them. */
export function demoScorersOf(sportId: number, teamId: number): DemoPlayer[] {
  return (SCORER_SHIRTS[sportId] ?? []).map((shirt, index) => {
    const [latin, cyrillic] = SURNAMES[(teamId * 3 + index) % SURNAMES.length] ?? [
      'Player',
      'Игрок',
    ];
    return {
      shirt,
      names: { en: latin, az: latin, uz: latin, ru: cyrillic, ua: cyrillic, kz: cyrillic },
    };
  });
}
