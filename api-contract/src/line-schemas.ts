import { ALL_MARKET_KINDS, LINE_SECTIONS, type MarketKind } from '@betshell/domain/betting';
import { SITE_LANGUAGES } from '@betshell/domain';
import { Type } from 'typebox';

// The line (decisions.md): GET /web-api/line/sports, /line/events?section=line or
// live&sportId=&champId=, /line/events/{id} and /line/results. Odds are decimals with three
// places. The sportsbook parcel reads these answers as the domain's LineSport and LineEvent.

export const LineIdSchema = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Lng = Type.Optional(Type.Union(SITE_LANGUAGES.map((lng) => Type.Literal(lng))));

/** Where an event stands: on the line before its start, live, or finished. */
const EventStateSchema = Type.Union([
  Type.Literal('line'),
  Type.Literal('live'),
  Type.Literal('finished'),
]);

/** A market's result once settled (a quarter line half-wins or half-loses); null while it is open. */
const MarketResultSchema = Type.Union([
  Type.Literal('win'),
  Type.Literal('lose'),
  Type.Literal('void'),
  Type.Literal('half-win'),
  Type.Literal('half-lose'),
  Type.Null(),
]);

export const MarketSchema = Type.Object({
  id: Type.Integer(),
  /** The market's kind (MARKET_KINDS of the domain's market-catalogue.ts). */
  kind: Type.Unsafe<MarketKind>(Type.Union(ALL_MARKET_KINDS.map((kind) => Type.Literal(kind)))),
  /** 1, X, 2, over, under, yes, no, odd, even, 1X, 12, X2, none, "2:1", other, "1/X", home:9. */
  outcome: Type.String({ pattern: '^[A-Za-z0-9:/]{1,12}$' }),
  /** The player a "player to score" names, in the asked language; absent for other markets. */
  player: Type.Optional(Type.String()),
  param: Type.Number(),
  coef: Type.Number(),
  isBlocked: Type.Boolean(),
  result: MarketResultSchema,
});

/** A game's score in one period (half, period, quarter, set or map), in the order played. */
export const PeriodScoreSchema = Type.Object({ home: Type.Integer(), away: Type.Integer() });

const SideSchema = Type.Union([Type.Literal('home'), Type.Literal('away')]);
const SidePairSchema = Type.Object({ home: Type.Integer(), away: Type.Integer() });

/**
 * What the feed keeps of a game while it plays (football: corners, cards and goals with their
 * scorers; ice hockey: goals): the live tracker draws it and the markets on it are settled by it.
 */
export const MatchStatsSchema = Type.Object({
  corners: Type.Optional(SidePairSchema),
  cards: Type.Optional(SidePairSchema),
  goals: Type.Optional(
    Type.Immutable(
      Type.Array(Type.Object({ side: SideSchema, player: Type.Integer(), minute: Type.Integer() })),
    ),
  ),
  cardEvents: Type.Optional(
    Type.Immutable(Type.Array(Type.Object({ side: SideSchema, minute: Type.Integer() }))),
  ),
  cornerMinutes: Type.Optional(
    Type.Immutable(Type.Array(Type.Object({ side: SideSchema, minute: Type.Integer() }))),
  ),
});

/** The country of a championship: its ISO code and its name in the asked language. */
export const LineCountrySchema = Type.Object({
  code: Type.String({ pattern: '^[A-Z]{2}(-[A-Z]{2,3})?$' }),
  name: Type.String(),
});

/** An event as the line shows it; the operator routes answer the same. */
export const EventSchema = Type.Object({
  id: Type.Integer(),
  sportId: Type.Integer(),
  sportName: Type.String(),
  champId: Type.Integer(),
  champName: Type.String(),
  home: Type.String(),
  away: Type.String(),
  startsAt: Type.String(),
  state: EventStateSchema,
  isSuspended: Type.Boolean(),
  score: Type.Object({ home: Type.Integer(), away: Type.Integer() }),
  // Immutable: a readonly array in the Static type, as the domain's LineEvent has it.
  markets: Type.Immutable(Type.Array(MarketSchema)),
  /** The championship's country; null for an international one. */
  country: Type.Union([LineCountrySchema, Type.Null()]),
  /** Where each team's logo is (an SVG the server draws); null for a team without one. */
  homeLogo: Type.Union([Type.String(), Type.Null()]),
  awayLogo: Type.Union([Type.String(), Type.Null()]),
  /** The score by period, adding up to `score`; empty before the start. */
  periods: Type.Immutable(Type.Array(PeriodScoreSchema)),
  /** The book's ranking of its best games, 1 the best; null for a game not among them. */
  topRank: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  /** What the feed keeps of the game (MatchStatsSchema); absent where it keeps nothing. */
  stats: Type.Optional(MatchStatsSchema),
});

export const SportSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  lineCount: Type.Integer(),
  liveCount: Type.Integer(),
});

/** The language of the names: ru, else en (decisions.md); any site language is accepted. */
export const LineLanguageQuerySchema = Type.Object({ lng: Lng });

export const LineEventsQuerySchema = Type.Object({
  section: Type.Union([Type.Literal(LINE_SECTIONS[0]), Type.Literal(LINE_SECTIONS[1])]),
  sportId: Type.Optional(LineIdSchema),
  champId: Type.Optional(LineIdSchema),
  lng: Lng,
});

export const LineResultsQuerySchema = Type.Object({
  sportId: Type.Optional(LineIdSchema),
  champId: Type.Optional(LineIdSchema),
  lng: Lng,
});

export const LineEventParamsSchema = Type.Object({ id: LineIdSchema });

/** GET /web-api/line/teams/{teamId}/logo.svg: a team's logo. */
export const LineTeamParamsSchema = Type.Object({ teamId: LineIdSchema });

/**
 * One change of an event in GET /web-api/line/stream (Server-Sent Events, `event: change`, the
 * change's version as its `id`): the event as it is after the change, without names, which do not
 * change; its sport and championship say which pages list it. Markets carry what moves: odds,
 * blocks and results.
 */
export const LineChangeSchema = Type.Object({
  eventId: Type.Integer(),
  sportId: Type.Integer(),
  champId: Type.Integer(),
  state: EventStateSchema,
  isSuspended: Type.Boolean(),
  score: Type.Object({ home: Type.Integer(), away: Type.Integer() }),
  markets: Type.Immutable(
    Type.Array(
      Type.Object({
        id: Type.Integer(),
        coef: Type.Number(),
        isBlocked: Type.Boolean(),
        result: MarketResultSchema,
      }),
    ),
  ),
  /** The score by period; absent in a change written before the line had periods. */
  periods: Type.Optional(Type.Immutable(Type.Array(PeriodScoreSchema))),
  /** The game's statistics; absent in a change written before the line kept them. */
  stats: Type.Optional(MatchStatsSchema),
});

/**
 * GET /web-api/line/stream: `since` is the last version the page has applied (a browser's own
 * reconnect sends it as `Last-Event-ID` instead); without either the stream starts at the latest.
 */
export const LineStreamQuerySchema = Type.Object({
  since: Type.Optional(Type.Integer({ minimum: 0 })),
});
