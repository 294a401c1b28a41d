import type { z } from 'zod';
import { isMessageKey, type Locale, type MessageKey } from '@creators/contracts';
import { badUserInput } from './errors.js';

/** Drops keys whose value is undefined or null (GraphQL sends omitted optional fields as either), so that strict schemas see only what was given. */
export function dropAbsent<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(input ?? {}).filter(([, value]) => value !== undefined && value !== null),
  ) as Partial<T>;
}

/**
 * Turns zod issues into `{ fieldPath: message key }` (e.g. `skills` or `skills.0`, `_` for the whole input), first
 * message per field; unknown keys are reported on their own path; a message that is not a key becomes `validation.invalid`.
 */
export function issuesToFields(issues: readonly z.core.$ZodIssue[]): Record<string, MessageKey> {
  const fields: Record<string, MessageKey> = {};
  const add = (path: readonly PropertyKey[], message: string) => {
    const key = path.map(String).join('.') || '_';
    fields[key] ??= isMessageKey(message) ? message : 'validation.invalid';
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys')
      for (const key of issue.keys) add([...issue.path, key], issue.message);
    else add(issue.path, issue.message);
  }
  return fields;
}

/** Paths (as in issuesToFields) of strings that hold U+0000, which PostgreSQL cannot store in text. */
export function nullCharacterPaths(input: unknown, path: readonly PropertyKey[] = []): string[] {
  if (typeof input === 'string') return input.includes('\u0000') ? [path.map(String).join('.') || '_'] : [];
  if (input === null || typeof input !== 'object') return [];
  return Object.entries(input).flatMap(([key, value]) => nullCharacterPaths(value, [...path, key]));
}

/**
 * Validates input with a contracts schema. Absent optional fields are dropped first (see dropAbsent) and text with
 * U+0000 is refused before the schema sees it (every schema would accept it; the database would not). On failure
 * throws BAD_USER_INPUT whose message is the first field's message and `extensions.fields` has every field's
 * message, all translated into `locale`.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, locale: Locale): z.output<S> {
  const cleaned =
    input !== null && typeof input === 'object' && !Array.isArray(input) ? dropAbsent(input) : input;
  const withNull = nullCharacterPaths(cleaned);
  if (withNull.length)
    throw badUserInput(
      locale,
      Object.fromEntries(withNull.map((path) => [path, 'validation.text.nullCharacter'])),
    );
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  throw badUserInput(locale, issuesToFields(result.error.issues));
}
