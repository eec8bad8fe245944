import { SITE_LANGUAGES } from '@betshell/domain';
import { Type } from 'typebox';

// What the first page asks before anything shows: where the path redirects, whether the site is
// blocked for the visitor, the dictionary (the site config is site-config-schemas.ts).

/** One of the site's language codes (SITE_LANGUAGES of @betshell/domain), for request schemas. */
export const LanguageCodeSchema = Type.Enum(SITE_LANGUAGES);

/** Longer than any URL a browser keeps in its address bar. */
const URL_MAX_LENGTH = 8192;

/** POST /redirects-api/api/v1/redirect-light { url } */
export const RedirectQuestionSchema = Type.Object({
  url: Type.String({ minLength: 1, maxLength: URL_MAX_LENGTH }),
});

/** spec/shell.md section 3, "Redirect response": these five fields and no others. */
export const RedirectAnswerSchema = Type.Object({
  redirect: Type.Boolean({ description: 'Whether the URL asked about moves' }),
  code: Type.Integer({
    description: 'The HTTP status of the move (301 permanent, 302 temporary), 0 when nothing moves',
  }),
  url: Type.String({
    description: 'Where it moves to; the URL asked about when nothing moves',
  }),
  reasons: Type.Immutable(
    Type.Array(Type.String(), { description: "Why, in the operator's words, one per step" }),
  ),
  breadcrumbs: Type.Immutable(
    Type.Array(Type.String(), {
      description: 'Every URL of the chain from the one asked about to the last',
    }),
  ),
});

/** POST /blocks-api/api/v2/block { auth?, url } */
export const BlockQuestionSchema = Type.Object({
  // The player's token. Accepted and not used yet: blocking by account state (decisions.md)
  // arrives with sign-in.
  auth: Type.Optional(Type.String()),
  // The page asked about, as the spec sends it; no rule is limited to some pages yet.
  url: Type.String({ minLength: 1 }),
});

/** spec/shell.md section 3, "Block response", wrapped in `data` as section 7 says. */
export const BlockResponseSchema = Type.Object({
  data: Type.Object({
    displayTypeId: Type.Integer({ description: 'The blocking reason, 0 when nothing blocks' }),
    templateTypeId: Type.Integer({
      description: '1 is a geographic (country) block, which the force_geo_off cookie may lift',
    }),
  }),
});

/** The dictionary call of spec/decisions.md: GET /web-api/dictionary/{lng}?ids=a,b. */
export const DictionaryParamsSchema = Type.Object({ lng: LanguageCodeSchema });
export const DictionaryQuerySchema = Type.Object({
  ids: Type.Optional(Type.String({ description: 'Comma-separated keys; all when absent' })),
});
export const DictionarySchema = Type.Object({
  lng: LanguageCodeSchema,
  texts: Type.Record(Type.String(), Type.String()),
});
