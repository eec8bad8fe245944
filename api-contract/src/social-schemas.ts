import { Type } from 'typebox';

/** GET /social-api/oauth/google-one-tap/clientId; 404 when the site has no Google sign-in. */
export const GoogleClientIdSchema = Type.Object({ clientId: Type.String() });
