import { Type, type TSchema } from 'typebox';

/**
 * An array the server may answer from the domain's readonly values: the same JSON schema as
 * Type.Array, with a readonly array as its Static type.
 */
export const ReadonlyArray = <T extends TSchema>(items: T) => Type.Immutable(Type.Array(items));
