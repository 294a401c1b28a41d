import type { z } from 'zod';

/** T's field names at every depth (null and arrays looked through); every scalar is just 'value'. */
type FieldNames<T> = T extends readonly (infer E)[]
  ? FieldNames<E>[]
  : T extends object
    ? { [K in keyof T]-?: FieldNames<NonNullable<T[K]>> }
    : 'value';

/** T with string, number and boolean literals widened (an enum of strings is a string), nested too. */
type Widened<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends readonly (infer E)[]
        ? Widened<E>[]
        : T extends object
          ? { [K in keyof T]: Widened<T[K]> }
          : T;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** What the compiler shows when a response schema and the generated type disagree. */
export interface ResponseSchemaMismatch<Schema, Generated> {
  'the response schema does not match the type generated from the supergraph': {
    schema: Schema;
    generated: Generated;
  };
}

/**
 * `unknown` when a zod schema describes T: its output is assignable to T, has exactly T's fields (nested ones
 * included) and, literals widened, the same types and nullability; only an enum may stand for a String.
 * Otherwise a mismatch the compiler reports, so a field renamed, removed or retyped in a service's
 * schema.graphql fails the gateway's build.
 */
export type DescribesCheck<S extends z.ZodType, T> = [z.output<S>] extends [T]
  ? Same<FieldNames<z.output<S>>, FieldNames<T>> extends true
    ? Same<Widened<z.output<S>>, Widened<T>> extends true
      ? unknown
      : ResponseSchemaMismatch<z.output<S>, T>
    : ResponseSchemaMismatch<z.output<S>, T>
  : ResponseSchemaMismatch<z.output<S>, T>;

/** `describes<GeneratedType>()(schema)`: the schema, checked at compile time to describe GeneratedType. */
export function describes<T>() {
  return <S extends z.ZodType>(schema: S & DescribesCheck<S, T>): S => schema;
}
