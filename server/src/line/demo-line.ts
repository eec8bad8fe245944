import { MARKET_KINDS, type MarketKind, type MarketOutcome } from '@betshell/domain/betting';
import type { Queryable } from '../db/database';

/**
 * The demo sports of decisions.md (football, tennis, basketball, ice hockey, esports), with how a
 * game of each scores in the feed. Ids, names and lines are ours; how long a game lasts is a rule of
 * the domain (SCHEDULED_PLAY_MINUTES_BY_SPORT), since placement refuses a game past its end too.
 */
export interface DemoSport {
  readonly id: number;
  readonly en: string;
  readonly ru: string;
  readonly hasDraw: boolean;
  /** The total's line and the favourite's handicap. */
  readonly totalLine: number;
  readonly handicap: number;
  /** Chance per side per feed tick of scoring, and the points a score adds. */
  readonly scoreChance: number;
  readonly points: number;
  readonly champs: readonly { readonly id: number; readonly en: string; readonly ru: string }[];
  readonly teams: readonly (readonly [en: string, ru: string])[];
}

export const DEMO_SPORTS: readonly DemoSport[] = [
  {
    id: 1,
    en: 'Football',
    ru: 'Футбол',
    hasDraw: true,
    totalLine: 2.5,
    handicap: -1.5,
    scoreChance: 0.01,
    points: 1,
    champs: [
      { id: 101, en: 'England. Premier League', ru: 'Англия. Премьер-лига' },
      { id: 102, en: 'Spain. La Liga', ru: 'Испания. Ла Лига' },
    ],
    teams: [
      ['Northfield United', 'Нортфилд Юнайтед'],
      ['Riverside Rovers', 'Риверсайд Роверс'],
      ['Castle Town', 'Касл Таун'],
      ['Harbour City', 'Харбор Сити'],
      ['Real Montaña', 'Реал Монтанья'],
      ['Atlético Costa', 'Атлетико Коста'],
      ['Deportivo Sol', 'Депортиво Соль'],
      ['Unión Valle', 'Унион Валье'],
    ],
  },
  {
    id: 2,
    en: 'Ice hockey',
    ru: 'Хоккей',
    hasDraw: true,
    totalLine: 5.5,
    handicap: -1.5,
    scoreChance: 0.015,
    points: 1,
    champs: [
      { id: 201, en: 'KHL', ru: 'КХЛ' },
      { id: 202, en: 'Sweden. SHL', ru: 'Швеция. SHL' },
    ],
    teams: [
      ['Ural Bears', 'Уральские медведи'],
      ['Volga Wolves', 'Волжские волки'],
      ['Neva Stars', 'Звёзды Невы'],
      ['Siberia Lynx', 'Сибирские рыси'],
      ['Norrby IK', 'Норрбю'],
      ['Fjäll HC', 'Фьелль'],
      ['Sjöstad IF', 'Шёстад'],
      ['Granås BK', 'Гранос'],
    ],
  },
  {
    id: 3,
    en: 'Basketball',
    ru: 'Баскетбол',
    hasDraw: false,
    totalLine: 160.5,
    handicap: -5.5,
    scoreChance: 0.6,
    points: 2,
    champs: [{ id: 301, en: 'Euroleague', ru: 'Евролига' }],
    teams: [
      ['Olympia Athens', 'Олимпия Афины'],
      ['Danube Belgrade', 'Дунай Белград'],
      ['Baltic Riga', 'Балтик Рига'],
      ['Iberia Madrid', 'Иберия Мадрид'],
    ],
  },
  {
    id: 4,
    en: 'Tennis',
    ru: 'Теннис',
    hasDraw: false,
    totalLine: 22.5,
    handicap: -3.5,
    scoreChance: 0.05,
    points: 1,
    champs: [{ id: 401, en: 'ATP. Masters', ru: 'ATP. Мастерс' }],
    teams: [
      ['A. Novak', 'А. Новак'],
      ['L. Moreau', 'Л. Моро'],
      ['K. Tanaka', 'К. Танака'],
      ['M. Silva', 'М. Силва'],
    ],
  },
  {
    id: 40,
    en: 'Esports',
    ru: 'Киберспорт',
    hasDraw: false,
    totalLine: 2.5,
    handicap: -1.5,
    scoreChance: 0.01,
    points: 1,
    champs: [{ id: 4001, en: 'Counter-Strike. Pro League', ru: 'Counter-Strike. Про-лига' }],
    teams: [
      ['Team Vortex', 'Team Vortex'],
      ['Nightfall', 'Nightfall'],
      ['Red Comet', 'Red Comet'],
      ['Polar Five', 'Polar Five'],
    ],
  },
];

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
}

/** The markets of a new event: 1X2 (or the winner without a draw), the total, the handicap. */
export function newMarkets(sport: DemoSport, random: () => number): NewMarket[] {
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
  ];
}

interface NewEvent {
  readonly id: number;
  readonly sportId: number;
  readonly champId: number;
  readonly teams: readonly [home: readonly [string, string], away: readonly [string, string]];
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
  return {
    id: ids.event,
    sportId: sport.id,
    champId,
    teams: [teams[first] ?? ['Home', 'Хозяева'], teams[second] ?? ['Away', 'Гости']],
    startsAt,
    state,
    markets: newMarkets(sport, random).map((market, index) => ({
      ...market,
      id: ids.market + index,
    })),
  };
}

/** Inserts events and their markets in two statements, however many there are. */
async function insertEvents(db: Queryable, events: readonly NewEvent[]): Promise<void> {
  await db.query(
    `insert into line_events (id, sport_id, champ_id, home_en, home_ru, away_en, away_ru, starts_at, state)
     select * from unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[],
                          $8::timestamptz[], $9::text[])`,
    [
      events.map((event) => event.id),
      events.map((event) => event.sportId),
      events.map((event) => event.champId),
      events.map((event) => event.teams[0][0]),
      events.map((event) => event.teams[0][1]),
      events.map((event) => event.teams[1][0]),
      events.map((event) => event.teams[1][1]),
      events.map((event) => event.startsAt.toISOString()),
      events.map((event) => event.state),
    ],
  );
  const markets = events.flatMap((event) =>
    event.markets.map((market) => ({ ...market, eventId: event.id })),
  );
  await db.query(
    `insert into line_markets (id, event_id, kind, outcome, param_tenths, coef_milli)
     select * from unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::int[], $6::int[])`,
    [
      markets.map((market) => market.id),
      markets.map((market) => market.eventId),
      markets.map((market) => market.kind),
      markets.map((market) => market.outcome),
      markets.map((market) => market.paramTenths),
      markets.map((market) => market.coefMilli),
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
    if (Number(existing?.count ?? 0) > 0) return 0;
    const random = seededRandom(7);
    const events: NewEvent[] = [];
    let market = 1;
    for (const sport of DEMO_SPORTS) {
      for (const champ of sport.champs) {
        for (const offset of SEED_START_OFFSETS_MIN.slice(0, EVENTS_PER_CHAMP)) {
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
    await tx.query(
      `insert into line_sports (id, name_en, name_ru, has_draw, sort_order)
       select * from unnest($1::int[], $2::text[], $3::text[], $4::boolean[], $5::int[])`,
      [
        DEMO_SPORTS.map((sport) => sport.id),
        DEMO_SPORTS.map((sport) => sport.en),
        DEMO_SPORTS.map((sport) => sport.ru),
        DEMO_SPORTS.map((sport) => sport.hasDraw),
        DEMO_SPORTS.map((_, order) => order),
      ],
    );
    const champs = DEMO_SPORTS.flatMap((sport) =>
      sport.champs.map((champ) => ({ ...champ, sportId: sport.id })),
    );
    await tx.query(
      `insert into line_champs (id, sport_id, name_en, name_ru)
       select * from unnest($1::int[], $2::int[], $3::text[], $4::text[])`,
      [
        champs.map((champ) => champ.id),
        champs.map((champ) => champ.sportId),
        champs.map((champ) => champ.en),
        champs.map((champ) => champ.ru),
      ],
    );
    await insertEvents(tx, events);
    return events.length;
  });
}
