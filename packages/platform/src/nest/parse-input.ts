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

/** A UTF-16 surrogate without its other half (String#isWellFormed, which Node 20's TypeScript lib lacks). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Fields (paths as in issuesToFields) whose text cannot be stored, with the message key that says why: U+0000, which
 * PostgreSQL refuses in text, and a lone surrogate (not well-formed Unicode, so not UTF-8). Walks with a stack of
 * its own, so that JSON nested thousands deep (a JSON scalar may carry it) cannot overflow the call stack.
 */
export function unstorableTextFields(input: unknown): Record<string, MessageKey> {
  const fields: Record<string, MessageKey> = {};
  const pending: [unknown, string][] = [[input, '']];
  while (pending.length > 0) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      const field = path || '_';
      if (value.includes('\u0000')) fields[field] ??= 'validation.text.nullCharacter';
      else if (LONE_SURROGATE.test(value)) fields[field] ??= 'validation.text.brokenCharacter';
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) pending.push([item, path ? `${path}.${key}` : key]);
    }
  }
  return fields;
}

/**
 * Validates input with a contracts schema. Absent optional fields are dropped first (see dropAbsent) and text the database
 * cannot store is refused before the schema sees it (unstorableTextFields: every schema would accept it). On failure
 * throws BAD_USER_INPUT whose message is the first field's message and `extensions.fields` has every field's
 * message, all translated into `locale`.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, locale: Locale): z.output<S> {
  const cleaned =
    input !== null && typeof input === 'object' && !Array.isArray(input) ? dropAbsent(input) : input;
  const unstorable = unstorableTextFields(cleaned);
  if (Object.keys(unstorable).length) throw badUserInput(locale, unstorable);
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  throw badUserInput(locale, issuesToFields(result.error.issues));
}
