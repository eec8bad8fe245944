import { MARKET_KINDS, type MarketKind, type MarketOutcome } from '@betshell/domain/betting';
import { SITE_LANGUAGES } from '@betshell/domain';
import type { Queryable } from '../db/database';
import { deeperDemoMarkets } from './demo-markets';
import type { LineLanguage } from './line-name-sql';
import { DEMO_CYBER_SPORTS } from './demo-cyber-sports';

/** A name of the line in every site language. */
export type LineNames = Readonly<Record<LineLanguage, string>>;

/**
 * The demo sports of decisions.md (football, tennis, basketball, ice hockey, esports), with how a
 * game of each scores in the feed. Ids, names and lines are ours; how long a game lasts is a rule of
 * the domain (SCHEDULED_PLAY_MINUTES_BY_SPORT), since placement refuses a game past its end too.
 */
export interface DemoSport {
  readonly id: number;
  readonly names: LineNames;
  readonly hasDraw: boolean;
  /** The total's line and the favourite's handicap. */
  readonly totalLine: number;
  readonly handicap: number;
  /** Chance per side per feed tick of scoring, and the points a score adds. */
  readonly scoreChance: number;
  readonly points: number;
  /** A championship and its country's code (DEMO_COUNTRIES); none for an international one. */
  readonly champs: readonly {
    readonly id: number;
    readonly names: LineNames;
    readonly country?: string;
  }[];
  /**
   * The teams, the best known first: the book ranks a game between two of a sport's first three
   * among its best (topRankOf), and a team's id is its place here (teamIdOf).
   */
  readonly teams: readonly LineNames[];
  /**
   * How far ahead the feed schedules a new game, in minutes (240 if absent): the cyber sports'
   * fast rounds start within minutes.
   */
  readonly startsWithinMinutes?: number;
  /** The seeded games' starts from now, in minutes (SEED_START_OFFSETS_MIN if absent). */
  readonly seedStartOffsetsMin?: readonly number[];
  /** A match of maps: the first side to win this many maps wins it and the feed ends it. */
  readonly mapsToWin?: number;
}

/** A name in en, ru, ua, kz, az and uz, the order the rows below list them in. */
const names = (
  en: string,
  ru: string,
  ua: string,
  kz: string,
  az: string,
  uz: string,
): LineNames => ({
  en,
  ru,
  ua,
  kz,
  az,
  uz,
});

export const DEMO_SPORTS: readonly DemoSport[] = [
  {
    id: 1,
    names: names('Football', 'Футбол', 'Футбол', 'Футбол', 'Futbol', 'Futbol'),
    hasDraw: true,
    totalLine: 2.5,
    handicap: -1.5,
    scoreChance: 0.01,
    points: 1,
    champs: [
      {
        id: 101,
        country: 'GB-ENG',
        names: names(
          'England. Premier League',
          'Англия. Премьер-лига',
          'Англія. Прем’єр-ліга',
          'Англия. Премьер-лига',
          'İngiltərə. Premyer Liqa',
          'Angliya. Premyer-liga',
        ),
      },
      {
        id: 102,
        country: 'ES',
        names: names(
          'Spain. La Liga',
          'Испания. Ла Лига',
          'Іспанія. Ла Ліга',
          'Испания. Ла Лига',
          'İspaniya. La Liqa',
          'Ispaniya. La Liga',
        ),
      },
    ],
    teams: [
      names(
        'Northfield United',
        'Нортфилд Юнайтед',
        'Нортфілд Юнайтед',
        'Нортфилд Юнайтед',
        'Northfield United',
        'Northfield United',
      ),
      names(
        'Riverside Rovers',
        'Риверсайд Роверс',
        'Ріверсайд Роверс',
        'Риверсайд Роверс',
        'Riverside Rovers',
        'Riverside Rovers',
      ),
      names('Castle Town', 'Касл Таун', 'Касл Таун', 'Касл Таун', 'Castle Town', 'Castle Town'),
      names(
        'Harbour City',
        'Харбор Сити',
        'Харбор Сіті',
        'Харбор Сити',
        'Harbour City',
        'Harbour City',
      ),
      names(
        'Real Montaña',
        'Реал Монтанья',
        'Реал Монтанья',
        'Реал Монтанья',
        'Real Montaña',
        'Real Montaña',
      ),
      names(
        'Atlético Costa',
        'Атлетико Коста',
        'Атлетіко Коста',
        'Атлетико Коста',
        'Atlético Costa',
        'Atlético Costa',
      ),
      names(
        'Deportivo Sol',
        'Депортиво Соль',
        'Депортіво Соль',
        'Депортиво Соль',
        'Deportivo Sol',
        'Deportivo Sol',
      ),
      names(
        'Unión Valle',
        'Унион Валье',
        'Уніон Вальє',
        'Унион Валье',
        'Unión Valle',
        'Unión Valle',
      ),
    ],
  },
  {
    id: 2,
    names: names('Ice hockey', 'Хоккей', 'Хокей', 'Хоккей', 'Xokkey', 'Xokkey'),
    hasDraw: true,
    totalLine: 5.5,
    handicap: -1.5,
    scoreChance: 0.015,
    points: 1,
    champs: [
      { id: 201, country: 'RU', names: names('KHL', 'КХЛ', 'КХЛ', 'КХЛ', 'KHL', 'KHL') },
      {
        id: 202,
        country: 'SE',
        names: names(
          'Sweden. SHL',
          'Швеция. SHL',
          'Швеція. SHL',
          'Швеция. SHL',
          'İsveç. SHL',
          'Shvetsiya. SHL',
        ),
      },
    ],
    teams: [
      names(
        'Ural Bears',
        'Уральские медведи',
        'Уральські ведмеді',
        'Урал аюлары',
        'Ural Ayıları',
        'Ural ayiqlari',
      ),
      names(
        'Volga Wolves',
        'Волжские волки',
        'Волзькі вовки',
        'Еділ қасқырлары',
        'Volqa Canavarları',
        'Volga boʻrilari',
      ),
      names(
        'Neva Stars',
        'Звёзды Невы',
        'Зірки Неви',
        'Нева жұлдыздары',
        'Neva Ulduzları',
        'Neva yulduzlari',
      ),
      names(
        'Siberia Lynx',
        'Сибирские рыси',
        'Сибірські рисі',
        'Сібір сілеусіндері',
        'Sibir Vaşaqları',
        'Sibir silovsinlari',
      ),
      names('Norrby IK', 'Норрбю', 'Норрбю', 'Норрбю', 'Norrby IK', 'Norrby IK'),
      names('Fjäll HC', 'Фьелль', 'Ф’єлль', 'Фьелль', 'Fjäll HC', 'Fjäll HC'),
      names('Sjöstad IF', 'Шёстад', 'Шьостад', 'Шёстад', 'Sjöstad IF', 'Sjöstad IF'),
      names('Granås BK', 'Гранос', 'Гранос', 'Гранос', 'Granås BK', 'Granås BK'),
    ],
  },
  {
    id: 3,
    names: names('Basketball', 'Баскетбол', 'Баскетбол', 'Баскетбол', 'Basketbol', 'Basketbol'),
    hasDraw: false,
    totalLine: 160.5,
    handicap: -5.5,
    scoreChance: 0.6,
    points: 2,
    champs: [
      {
        id: 301,
        names: names('Euroleague', 'Евролига', 'Євроліга', 'Еуролига', 'Avroliqa', 'Yevroliga'),
      },
    ],
    teams: [
      names(
        'Olympia Athens',
        'Олимпия Афины',
        'Олімпія Афіни',
        'Олимпия Афины',
        'Olimpiya Afina',
        'Olimpiya Afina',
      ),
      names(
        'Danube Belgrade',
        'Дунай Белград',
        'Дунай Белград',
        'Дунай Белград',
        'Dunay Belqrad',
        'Dunay Belgrad',
      ),
      names(
        'Baltic Riga',
        'Балтик Рига',
        'Балтік Рига',
        'Балтик Рига',
        'Baltik Riqa',
        'Baltik Riga',
      ),
      names(
        'Iberia Madrid',
        'Иберия Мадрид',
        'Іберія Мадрид',
        'Иберия Мадрид',
        'İberiya Madrid',
        'Iberiya Madrid',
      ),
    ],
  },
  {
    id: 4,
    names: names('Tennis', 'Теннис', 'Теніс', 'Теннис', 'Tennis', 'Tennis'),
    hasDraw: false,
    totalLine: 22.5,
    handicap: -3.5,
    scoreChance: 0.05,
    points: 1,
    champs: [
      {
        id: 401,
        names: names(
          'ATP. Masters',
          'ATP. Мастерс',
          'ATP. Мастерс',
          'ATP. Мастерс',
          'ATP. Masters',
          'ATP. Masters',
        ),
      },
    ],
    teams: [
      names('A. Novak', 'А. Новак', 'А. Новак', 'А. Новак', 'A. Novak', 'A. Novak'),
      names('L. Moreau', 'Л. Моро', 'Л. Моро', 'Л. Моро', 'L. Moreau', 'L. Moreau'),
      names('K. Tanaka', 'К. Танака', 'К. Танака', 'К. Танака', 'K. Tanaka', 'K. Tanaka'),
      names('M. Silva', 'М. Силва', 'М. Сілва', 'М. Силва', 'M. Silva', 'M. Silva'),
    ],
  },
  {
    id: 40,
    names: names('Esports', 'Киберспорт', 'Кіберспорт', 'Киберспорт', 'Kibersport', 'Kibersport'),
    hasDraw: false,
    // Best of three maps: the total and the handicap are in maps.
    totalLine: 2.5,
    handicap: -1.5,
    // A map about every ten minutes of the forty (ticks every five seconds).
    scoreChance: 0.004,
    points: 1,
    mapsToWin: 2,
    // Each discipline (domain/src/esports) is a championship: the teams are clubs that field a
    // side in every one, as esports organisations do.
    champs: [
      {
        id: 4001,
        names: names(
          'Counter-Strike. Pro League',
          'Counter-Strike. Про-лига',
          'Counter-Strike. Про-ліга',
          'Counter-Strike. Про-лига',
          'Counter-Strike. Pro Liqa',
          'Counter-Strike. Pro Liga',
        ),
      },
      {
        id: 4002,
        names: names(
          'Dota 2. Pro Circuit',
          'Dota 2. Про-тур',
          'Dota 2. Про-тур',
          'Dota 2. Про-тур',
          'Dota 2. Pro Tur',
          'Dota 2. Pro tur',
        ),
      },
      {
        id: 4003,
        names: names(
          'League of Legends. Champions Series',
          'League of Legends. Серия чемпионов',
          'League of Legends. Серія чемпіонів',
          'League of Legends. Чемпиондар сериясы',
          'League of Legends. Çempionlar Seriyası',
          'League of Legends. Chempionlar seriyasi',
        ),
      },
      {
        id: 4004,
        names: names(
          'Valorant. Masters',
          'Valorant. Мастерс',
          'Valorant. Мастерс',
          'Valorant. Мастерс',
          'Valorant. Masters',
          'Valorant. Masters',
        ),
      },
    ],
    teams: [
      names(
        'Team Vortex',
        'Team Vortex',
        'Team Vortex',
        'Team Vortex',
        'Team Vortex',
        'Team Vortex',
      ),
      names('Nightfall', 'Nightfall', 'Nightfall', 'Nightfall', 'Nightfall', 'Nightfall'),
      names('Red Comet', 'Red Comet', 'Red Comet', 'Red Comet', 'Red Comet', 'Red Comet'),
      names('Polar Five', 'Polar Five', 'Polar Five', 'Polar Five', 'Polar Five', 'Polar Five'),
    ],
  },
  ...DEMO_CYBER_SPORTS,
];

/**
 * The countries of the demo championships, with their names in every site language. The codes are
 * ISO 3166-1 alpha-2; England, a football nation inside the United Kingdom, has its ISO 3166-2 code.
 */
export const DEMO_COUNTRIES: readonly { readonly code: string; readonly names: LineNames }[] = [
  {
    code: 'GB-ENG',
    names: names('England', 'Англия', 'Англія', 'Англия', 'İngiltərə', 'Angliya'),
  },
  { code: 'ES', names: names('Spain', 'Испания', 'Іспанія', 'Испания', 'İspaniya', 'Ispaniya') },
  { code: 'RU', names: names('Russia', 'Россия', 'Росія', 'Ресей', 'Rusiya', 'Rossiya') },
  { code: 'SE', names: names('Sweden', 'Швеция', 'Швеція', 'Швеция', 'İsveç', 'Shvetsiya') },
];

/** A demo team's id: its sport's id in thousands, its place in the sport's list (from 1). */
export function teamIdOf(sport: DemoSport, index: number): number {
  return sport.id * 1000 + index + 1;
}

/** How many of each sport's best-known teams make its games the book's best (ours). */
const TOP_TEAMS_PER_SPORT = 3;

/**
 * The book's ranking of a demo game (best matches on top), 1 the best; null when it is not among
 * them. Ours: a game between two of a sport's best-known teams, football first, then the sports in
 * the order the line lists them; within a sport the better known the pair, the higher the rank.
 */
export function topRankOf(sport: DemoSport, home: number, away: number): number | null {
  if (home >= TOP_TEAMS_PER_SPORT || away >= TOP_TEAMS_PER_SPORT) return null;
  const order = DEMO_SPORTS.findIndex((one) => one.id === sport.id);
  // The pair's place among the sport's top pairs: (0,1) 1, (0,2) 2, (1,2) 3.
  return order * TOP_TEAMS_PER_SPORT + home + away;
}

/** How many events each championship keeps open (line or live); the feed adds new ones. */
export const EVENTS_PER_CHAMP = 4;

/** A reproducible stream of numbers in [0, 1) (mulberry32), so the seeded line is the same each time. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The bookmaker's margin of the demo prices (ours). */
const MARGIN = 1.06;

/** Decimal odds in thousandths for a chance, with the margin, never under 1.01. */
export function priceOf(chance: number): number {
  return Math.max(1010, Math.floor(1000 / (chance * MARGIN)));
}

interface NewMarket {
  readonly kind: MarketKind;
  readonly outcome: MarketOutcome;
  readonly paramTenths: number;
  readonly coefMilli: number;
  /** The player a "player to score" names; null for the others. */
  readonly player?: LineNames | null;
}

/**
 * The markets of a new event: 1X2 (or the winner without a draw), the total, the handicap, then
 * the sport's deeper markets (demo-markets.ts) when the game's teams are given. The deeper ones
 * draw on `deeperRandom`, their own stream, so the main ones and the teams of the games after
 * stay as the line's random makes them.
 */
export function newMarkets(
  sport: DemoSport,
  random: () => number,
  deeper?: { readonly teamIds: readonly [number, number]; readonly random: () => number },
): NewMarket[] {
  const home = 0.3 + random() * 0.35;
  const draw = sport.hasDraw ? 0.22 + random() * 0.08 : 0;
  const away = 1 - home - draw;
  const over = 0.4 + random() * 0.2;
  const cover = 0.35 + random() * 0.25;
  const total = Math.round(sport.totalLine * 10);
  const handicap = Math.round(sport.handicap * 10);
  const main: NewMarket[] = sport.hasDraw
    ? [
        { kind: MARKET_KINDS.matchResult, outcome: '1', paramTenths: 0, coefMilli: priceOf(home) },
        { kind: MARKET_KINDS.matchResult, outcome: 'X', paramTenths: 0, coefMilli: priceOf(draw) },
        { kind: MARKET_KINDS.matchResult, outcome: '2', paramTenths: 0, coefMilli: priceOf(away) },
      ]
    : [
        { kind: MARKET_KINDS.winner, outcome: '1', paramTenths: 0, coefMilli: priceOf(home) },
        { kind: MARKET_KINDS.winner, outcome: '2', paramTenths: 0, coefMilli: priceOf(away) },
      ];
  const deeperMarkets =
    deeper === undefined
      ? []
      : deeperDemoMarkets({
          sportId: sport.id,
          totalLine: sport.totalLine,
          handicap: sport.handicap,
          homeChance: home,
          teamIds: deeper.teamIds,
          random: deeper.random,
          priceOf,
        }).map((market) => ({
          kind: market.kind,
          outcome: market.outcome,
          paramTenths: Math.round(market.param * 100) / 10,
          coefMilli: market.coefMilli,
          player: market.player,
        }));
  return [
    ...main,
    { kind: MARKET_KINDS.total, outcome: 'over', paramTenths: total, coefMilli: priceOf(over) },
    {
      kind: MARKET_KINDS.total,
      outcome: 'under',
      paramTenths: total,
      coefMilli: priceOf(1 - over),
    },
    { kind: MARKET_KINDS.handicap, outcome: '1', paramTenths: handicap, coefMilli: priceOf(cover) },
    {
      kind: MARKET_KINDS.handicap,
      outcome: '2',
      paramTenths: -handicap,
      coefMilli: priceOf(1 - cover),
    },
    ...deeperMarkets,
  ];
}

interface NewEvent {
  readonly id: number;
  readonly sportId: number;
  readonly champId: number;
  readonly teams: readonly [home: LineNames, away: LineNames];
  readonly teamIds: readonly [home: number, away: number];
  readonly topRank: number | null;
  readonly startsAt: Date;
  readonly state: 'line' | 'live';
  readonly markets: readonly (NewMarket & { readonly id: number })[];
}

function newEvent(
  sport: DemoSport,
  champId: number,
  startsAt: Date,
  random: () => number,
  ids: { readonly event: number; readonly market: number },
  state: 'line' | 'live' = 'line',
): NewEvent {
  const teams = sport.teams;
  const first = Math.floor(random() * teams.length);
  const second = (first + 1 + Math.floor(random() * (teams.length - 1))) % teams.length;
  const teamIds = [teamIdOf(sport, first), teamIdOf(sport, second)] as const;
  return {
    id: ids.event,
    sportId: sport.id,
    champId,
    teams: [teams[first] ?? sport.names, teams[second] ?? sport.names],
    teamIds,
    topRank: topRankOf(sport, first, second),
    startsAt,
    state,
    markets: newMarkets(sport, random, {
      teamIds,
      random: seededRandom(ids.event * 7919 + sport.id),
    }).map((market, index) => ({
      ...market,
      id: ids.market + index,
    })),
  };
}

/** The name columns of the site languages, `${column}_ru, ${column}_en, ...`, in SITE_LANGUAGES order. */
const nameColumns = (column: string) => SITE_LANGUAGES.map((lng) => `${column}_${lng}`).join(', ');

/** `$from::text[], ...`: one text array per site language. */
const nameArrays = (from: number) =>
  SITE_LANGUAGES.map((_, index) => `$${from + index}::text[]`).join(', ');

/** The parameters of nameArrays: each language's names of the rows, in SITE_LANGUAGES order. */
const namesByLanguage = (rows: readonly LineNames[]) =>
  SITE_LANGUAGES.map((lng) => rows.map((names) => names[lng]));

/** Inserts events and their markets in two statements, however many there are. */
async function insertEvents(db: Queryable, events: readonly NewEvent[]): Promise<void> {
  const n = SITE_LANGUAGES.length;
  await db.query(
    `insert into line_events (id, sport_id, champ_id, ${nameColumns('home')}, ${nameColumns('away')}, starts_at, state,
                              home_team_id, away_team_id, top_rank)
     select * from unnest($1::int[], $2::int[], $3::int[], ${nameArrays(4)}, ${nameArrays(4 + n)},
                          $${4 + 2 * n}::timestamptz[], $${5 + 2 * n}::text[], $${6 + 2 * n}::int[],
                          $${7 + 2 * n}::int[], $${8 + 2 * n}::smallint[])`,
    [
      events.map((event) => event.id),
      events.map((event) => event.sportId),
      events.map((event) => event.champId),
      ...namesByLanguage(events.map((event) => event.teams[0])),
      ...namesByLanguage(events.map((event) => event.teams[1])),
      events.map((event) => event.startsAt.toISOString()),
      events.map((event) => event.state),
      events.map((event) => event.teamIds[0]),
      events.map((event) => event.teamIds[1]),
      events.map((event) => event.topRank),
    ],
  );
  const markets = events.flatMap((event) =>
    event.markets.map((market) => ({ ...market, eventId: event.id })),
  );
  await db.query(
    `insert into line_markets (id, event_id, kind, outcome, param_tenths, coef_milli, player)
     select id, event_id, kind, outcome, param_tenths, coef_milli, player::jsonb
       from unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::float8[], $6::int[], $7::text[])
            as m (id, event_id, kind, outcome, param_tenths, coef_milli, player)`,
    [
      markets.map((market) => market.id),
      markets.map((market) => market.eventId),
      markets.map((market) => market.kind),
      markets.map((market) => market.outcome),
      markets.map((market) => market.paramTenths),
      markets.map((market) => market.coefMilli),
      markets.map((market) => (market.player ? JSON.stringify(market.player) : null)),
    ],
  );
}

/** Adds an event with its markets to a championship; ids follow the largest so far. */
export async function addDemoEvent(
  db: Queryable,
  sport: DemoSport,
  champId: number,
  startsAt: Date,
  random: () => number,
): Promise<number> {
  const [ids] = await db.query<{ event: number; market: number }>(
    `select coalesce((select max(id) from line_events), 0) + 1 as event,
            coalesce((select max(id) from line_markets), 0) + 1 as market`,
  );
  const event = newEvent(sport, champId, startsAt, random, {
    event: Number(ids?.event ?? 1),
    market: Number(ids?.market ?? 1),
  });
  await insertEvents(db, [event]);
  return event.id;
}

/** Start offsets of a championship's first events: one already under way, the rest to come. */
const SEED_START_OFFSETS_MIN = [-20, 45, 180, 1440];

/**
 * Writes the demo countries and teams, and puts them on the championships and games that lack
 * them: a line seeded before migration 0245 keeps its rows and gets them here (teams found by
 * their English name, each game's ranking from its teams). Rows already there are kept.
 */
async function writeDemoCountriesAndTeams(db: Queryable): Promise<void> {
  await db.query(
    `insert into line_countries (code, ${nameColumns('name')})
     select * from unnest($1::text[], ${nameArrays(2)}) on conflict (code) do nothing`,
    [
      DEMO_COUNTRIES.map((country) => country.code),
      ...namesByLanguage(DEMO_COUNTRIES.map((country) => country.names)),
    ],
  );
  const champs = DEMO_SPORTS.flatMap((sport) => sport.champs);
  await db.query(
    `update line_champs c set country_code = v.code from unnest($1::int[], $2::text[]) v (id, code)
      where c.id = v.id and c.country_code is null and v.code is not null`,
    [champs.map((champ) => champ.id), champs.map((champ) => champ.country ?? null)],
  );
  const teams = DEMO_SPORTS.flatMap((sport) =>
    sport.teams.map((team, index) => ({ id: teamIdOf(sport, index), sportId: sport.id, team })),
  );
  await db.query(
    `insert into line_teams (id, sport_id, name_en)
     select * from unnest($1::int[], $2::int[], $3::text[]) on conflict (id) do nothing`,
    [teams.map((t) => t.id), teams.map((t) => t.sportId), teams.map((t) => t.team.en)],
  );
  for (const side of ['home', 'away']) {
    await db.query(
      `update line_events e set ${side}_team_id = v.id from unnest($1::int[], $2::int[], $3::text[]) v (id, sport_id, en)
        where e.sport_id = v.sport_id and e.${side}_en = v.en and e.${side}_team_id is null`,
      [teams.map((t) => t.id), teams.map((t) => t.sportId), teams.map((t) => t.team.en)],
    );
  }
  const ranked = DEMO_SPORTS.flatMap((sport) =>
    sport.teams.flatMap((_, home) =>
      sport.teams.map((__, away) => ({
        home: teamIdOf(sport, home),
        away: teamIdOf(sport, away),
        rank: home === away ? null : topRankOf(sport, home, away),
      })),
    ),
  ).filter((pair) => pair.rank !== null);
  await db.query(
    `update line_events e set top_rank = v.rank from unnest($1::int[], $2::int[], $3::smallint[]) v (home, away, rank)
      where e.home_team_id = v.home and e.away_team_id = v.away and e.top_rank is null
        and e.state <> 'finished'`,
    [ranked.map((p) => p.home), ranked.map((p) => p.away), ranked.map((p) => p.rank)],
  );
}

/**
 * Writes the demo names a row of the line lacks in a language: a line seeded before the line had
 * names in every language (migration 0200) keeps its rows and is named here. Sports and
 * championships are found by id, teams by their English name; a name already there is kept.
 */
async function writeMissingDemoNames(db: Queryable): Promise<void> {
  const champs = DEMO_SPORTS.flatMap((sport) => sport.champs);
  const teams = DEMO_SPORTS.flatMap((sport) => sport.teams);
  for (const lng of SITE_LANGUAGES) {
    if (lng === 'en') continue;
    await db.query(
      `update line_sports s set name_${lng} = v.name from unnest($1::int[], $2::text[]) v (id, name)
        where s.id = v.id and s.name_${lng} is null`,
      [DEMO_SPORTS.map((sport) => sport.id), DEMO_SPORTS.map((sport) => sport.names[lng])],
    );
    await db.query(
      `update line_champs c set name_${lng} = v.name from unnest($1::int[], $2::text[]) v (id, name)
        where c.id = v.id and c.name_${lng} is null`,
      [champs.map((champ) => champ.id), champs.map((champ) => champ.names[lng])],
    );
    for (const side of ['home', 'away']) {
      await db.query(
        `update line_events e set ${side}_${lng} = v.name from unnest($1::text[], $2::text[]) v (en, name)
          where e.${side}_en = v.en and e.${side}_${lng} is null`,
        [teams.map((team) => team.en), teams.map((team) => team[lng])],
      );
    }
  }
}

/**
 * Writes the demo sports and championships the line lacks: a line seeded before the esports
 * disciplines and the cyber sports were added gets them here, and the feed fills them with games.
 * Rows already there are kept.
 */
async function writeMissingDemoSports(db: Queryable): Promise<void> {
  const n = SITE_LANGUAGES.length;
  await db.query(
    `insert into line_sports (id, ${nameColumns('name')}, has_draw, sort_order)
     select * from unnest($1::int[], ${nameArrays(2)}, $${2 + n}::boolean[], $${3 + n}::int[])
     on conflict (id) do nothing`,
    [
      DEMO_SPORTS.map((sport) => sport.id),
      ...namesByLanguage(DEMO_SPORTS.map((sport) => sport.names)),
      DEMO_SPORTS.map((sport) => sport.hasDraw),
      DEMO_SPORTS.map((_, order) => order),
    ],
  );
  const champs = DEMO_SPORTS.flatMap((sport) =>
    sport.champs.map((champ) => ({ ...champ, sportId: sport.id })),
  );
  await db.query(
    `insert into line_champs (id, sport_id, ${nameColumns('name')})
     select * from unnest($1::int[], $2::int[], ${nameArrays(3)}) on conflict (id) do nothing`,
    [
      champs.map((champ) => champ.id),
      champs.map((champ) => champ.sportId),
      ...namesByLanguage(champs.map((champ) => champ.names)),
    ],
  );
}

/**
 * Seeds the demo line once (an empty line_sports): sports, championships and EVENTS_PER_CHAMP
 * events each, one of them live. Later starts leave the line as the feed made it.
 */
export async function seedDemoLine(
  db: Queryable & { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> },
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.query<{ count: number }>(
      'select count(*) as count from line_sports',
    );
    if (Number(existing?.count ?? 0) > 0) {
      await writeMissingDemoSports(tx);
      await writeMissingDemoNames(tx);
      await writeDemoCountriesAndTeams(tx);
      return 0;
    }
    const random = seededRandom(7);
    const events: NewEvent[] = [];
    let market = 1;
    for (const sport of DEMO_SPORTS) {
      for (const champ of sport.champs) {
        const offsets = sport.seedStartOffsetsMin ?? SEED_START_OFFSETS_MIN;
        for (const offset of offsets.slice(0, EVENTS_PER_CHAMP)) {
          const startsAt = new Date(now.getTime() + offset * 60_000);
          const ids = { event: events.length + 1, market };
          const event = newEvent(
            sport,
            champ.id,
            startsAt,
            random,
            ids,
            offset <= 0 ? 'live' : 'line',
          );
          market += event.markets.length;
          events.push(event);
        }
      }
    }
    await writeMissingDemoSports(tx);
    // Countries and teams before the events that name them.
    await writeDemoCountriesAndTeams(tx);
    await insertEvents(tx, events);
    return events.length;
  });
}
