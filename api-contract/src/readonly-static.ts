import type { Static, TSchema } from 'typebox';

type DeepReadonly<T> = T extends readonly (infer Item)[]
  ? readonly DeepReadonly<Item>[]
  : T extends object
    ? { readonly [Key in keyof T]: DeepReadonly<T[Key]> }
    : T;

/**
 * A schema's type with every array and object readonly: how the browser holds an answer or builds
 * a request, as its own types are readonly. What the server makes (Static, mutable) is assignable
 * to it, so a field that changes in a schema changes on both sides.
 */
export type ReadonlyStatic<T extends TSchema> = DeepReadonly<Static<T>>;
