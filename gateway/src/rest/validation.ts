import type { z } from 'zod';
import { isMessageKey, type Locale } from '@creators/contracts';
import { translate } from '@creators/texts';
import { RestFailure } from './route-definition.js';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Message key of an issue; zod's own English text (no key given in the schema) becomes 'validation.invalid'. */
const keyOf = (issue: z.core.$ZodIssue) =>
  isMessageKey(issue.message) ? issue.message : 'validation.invalid';

/**
 * Per-field messages of a zod error, translated: the first message for each field path; an unknown field
 * is reported under its own name.
 */
export function fieldsFromIssues(
  issues: readonly z.core.$ZodIssue[],
  locale: Locale,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const message = translate(keyOf(issue), locale);
    const paths =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [...issue.path, key].join('.'))
        : [issue.path.join('.') || '_'];
    for (const path of paths) fields[path] ??= message;
  }
  return fields;
}

/** Validates a JSON body against a contracts schema; throws a 400 RestFailure with translated messages. */
export function validateBody<T>(schema: z.ZodType<T>, body: unknown, locale: Locale): T {
  // No JSON body at all is validated as an empty object, so that the missing fields are named.
  const value = body === undefined ? {} : body;
  if (!isPlainObject(value))
    throw new RestFailure(400, 'BAD_USER_INPUT', translate('error.request.invalid', locale));
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = fieldsFromIssues(result.error.issues, locale);
  throw new RestFailure(400, 'BAD_USER_INPUT', translate(keyOf(result.error.issues[0]), locale), fields);
}

/** Validates path parameters; a malformed one is a 404 (no such thing), not a 400. */
export function validateParams<T>(schema: z.ZodType<T>, params: unknown, locale: Locale): T {
  const result = schema.safeParse(params);
  if (result.success) return result.data;
  throw new RestFailure(404, 'NOT_FOUND', translate('error.request.notFound', locale));
}
