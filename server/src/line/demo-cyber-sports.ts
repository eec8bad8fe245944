import type { DemoSport, LineNames } from './demo-line';

/** A name that every site language writes alike (a brand, a team's name). */
const same = (name: string): LineNames => ({
  en: name,
  ru: name,
  ua: name,
  kz: name,
  az: name,
  uz: name,
});

/**
 * The cyber sports of the demo line (spec/shell.md section 1, the "virtual" type of esports and
 * cyber): football and basketball played by the computer in fast rounds, a game every few minutes
 * that the feed settles at its end (SCHEDULED_PLAY_MINUTES_BY_SPORT: 10 and 12 minutes). Ids,
 * names and prices are ours.
 */
export const DEMO_CYBER_SPORTS: readonly DemoSport[] = [
  {
    id: 50,
    names: {
      en: 'Cyber football',
      ru: 'Киберфутбол',
      ua: 'Кіберфутбол',
      kz: 'Киберфутбол',
      az: 'Kiberfutbol',
      uz: 'Kiberfutbol',
    },
    hasDraw: true,
    totalLine: 4.5,
    handicap: -1.5,
    // About two and a half goals a side in ten minutes of ticks every five seconds.
    scoreChance: 0.02,
    points: 1,
    startsWithinMinutes: 30,
    seedStartOffsetsMin: [-4, 3, 8, 15],
    champs: [
      {
        id: 5001,
        names: {
          en: 'Cyber League. 2 × 5 min',
          ru: 'Киберлига. 2 × 5 мин',
          ua: 'Кіберліга. 2 × 5 хв',
          kz: 'Киберлига. 2 × 5 мин',
          az: 'Kiber Liqa. 2 × 5 dəq',
          uz: 'Kiber liga. 2 × 5 daq',
        },
      },
    ],
    teams: [same('Pixel FC'), same('Byte United'), same('Neon City'), same('Glitch Athletic')],
  },
  {
    id: 51,
    names: {
      en: 'Cyber basketball',
      ru: 'Кибербаскетбол',
      ua: 'Кібербаскетбол',
      kz: 'Кибербаскетбол',
      az: 'Kiberbasketbol',
      uz: 'Kiberbasketbol',
    },
    hasDraw: false,
    totalLine: 160.5,
    handicap: -4.5,
    // About 80 points a side in twelve minutes of ticks every five seconds.
    scoreChance: 0.28,
    points: 2,
    startsWithinMinutes: 30,
    seedStartOffsetsMin: [-5, 4, 10, 18],
    champs: [
      {
        id: 5101,
        names: {
          en: 'Cyber League. 4 × 3 min',
          ru: 'Киберлига. 4 × 3 мин',
          ua: 'Кіберліга. 4 × 3 хв',
          kz: 'Киберлига. 4 × 3 мин',
          az: 'Kiber Liqa. 4 × 3 dəq',
          uz: 'Kiber liga. 4 × 3 daq',
        },
      },
    ],
    teams: [same('Circuit Hawks'), same('Voxel Kings'), same('Turbo Giants'), same('Laser Bulls')],
  },
];
