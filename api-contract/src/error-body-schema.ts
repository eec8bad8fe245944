import { Type } from 'typebox';

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
