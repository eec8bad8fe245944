import multipart from '@fastify/multipart';
import { isSiteLanguage } from '@betshell/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AuthContext } from '../auth/auth-context';
import { requireFingerprint, signIn } from '../auth/http/request-guards';
import {
  registrationAgeLimit,
  registrationCommonFields,
  socialPlayer,
  type VerifySocialCredential,
} from '../auth/register-command';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { GoogleClientIdSchema, GoogleOneTapAnswerSchema } from '@betshell/api-contract';

export interface GoogleOneTapRoutesOptions {
  readonly context: AuthContext;
  readonly verifyGoogle: VerifySocialCredential | null;
}

const FIELD_NAMES = ['credential', 'language', 'currency', 'countryId'] as const;
/**
 * Ours: what registering through any entry point needs (docs/sign-in.md), `true` each. Signing in
 * the player already linked to the Google account needs neither.
 */
const ACCEPTANCE_FIELDS = ['termsAccepted', 'ageConfirmed'] as const;
type FieldName = (typeof FIELD_NAMES)[number] | (typeof ACCEPTANCE_FIELDS)[number];
const KNOWN_FIELDS: readonly string[] = [...FIELD_NAMES, ...ACCEPTANCE_FIELDS];

/**
 * Google one-tap (limits-coupon-signin.md section 7): GET /oauth/google-one-tap/clientId answers
 * `{ clientId }`; POST /oauth/google-one-tap takes a multipart form (credential, language,
 * currency, countryId), signs in the player of that Google account or registers one (soc_reg),
 * and answers `{ redirectUrl }`: the home page in the player's language.
 */
export const googleOneTapRoutes: FastifyPluginAsyncTypebox<GoogleOneTapRoutesOptions> = async (
  app,
  { context, verifyGoogle },
) => {
  await app.register(multipart, { limits: { fields: 8, fileSize: 0, files: 0, fieldSize: 8192 } });
  const off = () =>
    new ApiError(404, 'GOOGLE_ONE_TAP_OFF', 'Google sign-in is not configured on this site');

  app.get(
    '/oauth/google-one-tap/clientId',
    {
      schema: { response: { 200: GoogleClientIdSchema, 404: ErrorBodySchema } },
    },
    () => {
      if (context.settings.googleClientId === undefined) throw off();
      return { clientId: context.settings.googleClientId };
    },
  );

  app.post(
    '/oauth/google-one-tap',
    {
      schema: {
        response: {
          200: GoogleOneTapAnswerSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (verifyGoogle === null) throw off();
      if (!request.isMultipart()) {
        throw new ApiError(400, 'BAD_REQUEST', 'Send the fields as multipart/form-data');
      }
      await requireFingerprint(context, request);
      const fields: Partial<Record<FieldName, string>> = {};
      for await (const part of request.parts()) {
        if (part.type === 'field' && KNOWN_FIELDS.includes(part.fieldname)) {
          fields[part.fieldname as FieldName] = String(part.value);
        }
      }
      const missing = FIELD_NAMES.filter(
        (name) => fields[name] === undefined || fields[name] === '',
      );
      if (missing.length > 0) {
        throw new ApiError(400, 'BAD_REQUEST', `The form needs ${missing.join(', ')}`, { missing });
      }
      const countryId = Number(fields.countryId);
      if (!Number.isInteger(countryId))
        throw new ApiError(400, 'UNKNOWN_COUNTRY', 'countryId must be a number');
      const language = fields.language!.toLowerCase();
      const identity = await verifyGoogle(fields.credential!);
      const common = registrationCommonFields(context, {
        currency: fields.currency!,
        countryId,
        bonusChoice: 0,
      });
      const accepted = ACCEPTANCE_FIELDS.every((name) => fields[name] === 'true')
        ? { ageLimit: await registrationAgeLimit(context) }
        : null;
      // One transaction: a new player is kept with its Google link and its acceptance, or not at all.
      const player = await context.transaction((tx) =>
        socialPlayer(tx, 'google', identity, common, accepted),
      );
      await signIn(context, request, reply, player.id, false);
      request.log.info({ userId: player.id }, 'auth: player signed in with Google one-tap');
      return { redirectUrl: `/${isSiteLanguage(language) ? language : 'ru'}/` };
    },
  );
};
