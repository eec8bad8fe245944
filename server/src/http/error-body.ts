import { Type, type Static } from 'typebox';

/**
 * The one error body of the platform API (spec/decisions.md): a stable code that clients branch on,
 * an English message for people, and optional details such as the failed validations.
 */
export const ErrorBodySchema = Type.Object({
  error: Type.Object({
    code: Type.Union([Type.String(), Type.Number()]),
    message: Type.String(),
    details: Type.Optional(Type.Unknown()),
  }),
});

export type ErrorBody = Static<typeof ErrorBodySchema>;

export function errorBody(code: string | number, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}
