import { Type } from 'typebox';

/** GET /social-api/oauth/google-one-tap/clientId; 404 when the site has no Google sign-in. */
export const GoogleClientIdSchema = Type.Object({ clientId: Type.String() });

/**
 * POST /social-api/oauth/google-one-tap: the form Google's one-tap posts (credential, language,
 * currency, countryId); answers where the signed-in player goes.
 */
export const GoogleOneTapAnswerSchema = Type.Object({ redirectUrl: Type.String() });
