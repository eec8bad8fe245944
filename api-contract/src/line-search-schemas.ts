import { SITE_LANGUAGES } from '@betshell/domain';
import { Type } from 'typebox';
import { EventSchema } from './line-schemas';

const Section = Type.Union([Type.Literal('line'), Type.Literal('live')]);

/** GET /web-api/line/search: what the player typed (2 characters at least) and the names' language. */
export const LineSearchQuerySchema = Type.Object({
  q: Type.String({ minLength: 2, maxLength: 100 }),
  lng: Type.Optional(Type.Union(SITE_LANGUAGES.map((lng) => Type.Literal(lng)))),
});

/**
 * Its answer: the sports, championships and games whose names hold every word typed, the best
 * first (the domain's searchLine), at most 12.
 */
export const LineSearchAnswerSchema = Type.Array(
  Type.Union([
    Type.Object({
      kind: Type.Literal('sport'),
      section: Section,
      sportId: Type.Integer(),
      name: Type.String(),
      count: Type.Integer(),
    }),
    Type.Object({
      kind: Type.Literal('champ'),
      section: Section,
      sportId: Type.Integer(),
      sportName: Type.String(),
      champId: Type.Integer(),
      name: Type.String(),
      count: Type.Integer(),
    }),
    Type.Object({ kind: Type.Literal('game'), section: Section, event: EventSchema }),
  ]),
);
