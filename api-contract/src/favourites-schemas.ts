import { Type } from 'typebox';
import { LineIdSchema } from './line-schemas';

/**
 * GET /web-api/favourites, PUT and DELETE /web-api/favourites/{kind}/{id}: the signed-in player's
 * favourite games (`event`) and championships (`champ`), by id of the line.
 */
export const FavouritesSchema = Type.Object({
  events: Type.Array(Type.Integer()),
  champs: Type.Array(Type.Integer()),
});

export const FavouriteParamsSchema = Type.Object({
  kind: Type.Union([Type.Literal('event'), Type.Literal('champ')]),
  id: LineIdSchema,
});
