import { CASINO_SEARCH_MAX_LENGTH } from '@betshell/domain/casino';
import { Type } from 'typebox';
import { LanguageCodeSchema } from './early-answers-schemas';
import { ReadonlyArray } from './readonly-array';

// The casino lobby's calls: GET /web-api/games/preview (decisions.md, spec/shell.md section 7:
// "Success and Value keyed by group"), and (ours) PUT and DELETE /web-api/games/favorites/{gameId},
// which answer 204. The group's fields keep the spec's names (section 3); their meaning is ours:
// RI the group's id (a category id, 0 for search and favourites), TR its total of games, GT its
// type, GN its name in the asked language, R its route (the category's slug), OR its old route,
// CRID the category id or null, GF its games; Actions what a player may do with its games, GTR the
// tags of its games, GP the providers of its games. A game's `categories` is empty unless the call
// asked includeCategories=true; `providerId`, `image` (its preview's address) and `providerGame` (which
// game of the demo provider plays it, null when it cannot be launched) are ours.

export const IdNameSchema = Type.Object({ Id: Type.Integer(), Name: Type.String() });
export const GamesPreviewGroupSchema = Type.Object({
  RI: Type.Integer(),
  TR: Type.Integer(),
  GT: Type.Union([Type.Literal('category'), Type.Literal('search'), Type.Literal('favorites')]),
  GN: Type.String(),
  R: Type.String(),
  OR: Type.Union([Type.String(), Type.Null()]),
  CRID: Type.Union([Type.Integer(), Type.Null()]),
  GF: ReadonlyArray(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      route: Type.String(),
      oldRoute: Type.Union([Type.String(), Type.Null()]),
      categories: ReadonlyArray(Type.Integer()),
      tagId: Type.Union([Type.Integer(), Type.Null()]),
      providerId: Type.Integer(),
      image: Type.String(),
      providerGame: Type.Union([
        Type.Literal('slot'),
        Type.Literal('crash'),
        Type.Literal('roulette'),
        Type.Null(),
      ]),
    }),
  ),
  Actions: ReadonlyArray(IdNameSchema),
  GTR: ReadonlyArray(IdNameSchema),
  GP: ReadonlyArray(IdNameSchema),
});
export const GamesPreviewSchema = Type.Object({
  Success: Type.Boolean(),
  Value: Type.Record(Type.String(), GamesPreviewGroupSchema),
});

export const GameIdParamsSchema = Type.Object({
  gameId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

export const GamesPreviewQuerySchema = Type.Object({
  whence: Type.Optional(
    Type.Union([Type.Literal('lobby'), Type.Literal('search'), Type.Literal('favorites')]),
  ),
  groupId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  ref: Type.Optional(Type.String({ maxLength: 64 })),
  lng: LanguageCodeSchema,
  fcountry: Type.Optional(Type.String({ maxLength: 8 })),
  includeCategories: Type.Optional(Type.Boolean()),
  q: Type.Optional(Type.String({ maxLength: CASINO_SEARCH_MAX_LENGTH })),
});

/** GET /web-api/games/landings?lng= (ours): the games hub's links to the games' landing pages. */
export const GameLandingsQuerySchema = Type.Object({ lng: LanguageCodeSchema });

/**
 * The landing pages (`games-landing/{slug}`) in the order operators set, each in the asked language
 * where it is written, else in English, as the landing page itself is.
 */
export const GameLandingsSchema = Type.Object({
  landings: ReadonlyArray(
    Type.Object({ slug: Type.String(), title: Type.String(), summary: Type.String() }),
  ),
});
