/**
 * What every answer to a fuzzed request must be: never a 5xx; a refusal is JSON with a message in the request's
 * language (one of MESSAGES[locale], field messages too) and shows no stack trace, SQL or internal name.
 */
import { type Locale } from '@creators/contracts';
import { MESSAGES } from '@creators/texts';

const ALLOWED: Record<Locale, Set<string>> = {
  en: new Set(Object.values(MESSAGES.en)),
  de: new Set(Object.values(MESSAGES.de)),
};

/** Messages with values filled in ('Please try again in {minutes} minutes.'), as patterns of the whole text. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
const templatesOf = (messages: Record<string, string>) =>
  Object.values(messages)
    .filter((text) => /\{\w+\}/.test(text))
    .map(
      (text) =>
        new RegExp(
          `^${text
            .split(/\{\w+\}/)
            .map(escapeRegExp)
            .join('.+?')}$`,
          's',
        ),
    );
const TEMPLATES: Record<Locale, RegExp[]> = { en: templatesOf(MESSAGES.en), de: templatesOf(MESSAGES.de) };

/** product.md §7: a 401 of the REST facade is `{"message":"Unauthorized"}` in every language (the front end looks for it). */
const REST_UNAUTHORIZED = MESSAGES.en['error.auth.unauthorized'];

/** Text that must never reach a client: stack frames, SQL, ORM and driver names, file paths. */
const LEAKS = [
  /\bat .+:\d+:\d+/i,
  /\bprisma\b/i,
  // Lazy: an echo of two sent values side by side must not read as one statement.
  /SELECT .*? FROM/i,
  /INSERT INTO/i,
  /node_modules/i,
  /\/work\/|\/home\/|\/usr\/|\/app\/|[A-Z]:\\/,
  /\b\w+\.(ts|js|mjs):\d+/,
  /ECONNREFUSED|ETIMEDOUT|EPIPE/,
  /duplicate key value|violates .* constraint|relation ".*" does not exist|invalid byte sequence/i,
  /\bpg_\w+|PostgreSQL|ioredis|NatsError|BullMQ/i,
  /TypeError|ReferenceError|RangeError|SyntaxError: /,
  /"(stacktrace|exception|serviceName)"/,
];

export type Outcome = 'success' | 'refusal';

export interface Judged {
  outcome: Outcome;
  /** What is wrong with the answer, if anything. */
  problems: string[];
}

function leaksIn(text: string, sent: readonly string[]): string[] {
  const found: string[] = [];
  for (const pattern of LEAKS) {
    const match = pattern.exec(text);
    // What the request itself carried, answered back (a stored title, say), is an echo, not a leak.
    if (match && !sent.some((value) => value.includes(match[0]))) found.push(`leak ${pattern}: ${match[0]}`);
  }
  return found;
}

/** Every string of a JSON value, decoded. */
function textOf(value: unknown): string {
  const parts: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') parts.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [key, item] of Object.entries(v)) {
        parts.push(`"${key}"`);
        walk(item);
      }
  };
  walk(value);
  return parts.join('\n');
}

function messageProblems(
  where: string,
  message: unknown,
  fields: unknown,
  locale: Locale,
  allowUnauthorized: boolean,
): string[] {
  const problems: string[] = [];
  const known = (text: unknown) =>
    typeof text === 'string' &&
    (ALLOWED[locale].has(text) ||
      TEMPLATES[locale].some((template) => template.test(text)) ||
      (allowUnauthorized && text === REST_UNAUTHORIZED));
  if (!known(message)) problems.push(`${where}: message not in ${locale}: ${JSON.stringify(message)}`);
  if (fields !== undefined) {
    if (!fields || typeof fields !== 'object') problems.push(`${where}: fields is not an object`);
    else
      for (const [field, text] of Object.entries(fields))
        if (!known(text)) problems.push(`${where}: field ${field} not in ${locale}: ${JSON.stringify(text)}`);
  }
  return problems;
}

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  json: unknown;
}

/** A REST answer: 2xx and 3xx are successes, 4xx refusals, 5xx a failure. */
export function judgeRest(answer: Answer, locale: Locale, sent: readonly string[]): Judged {
  if (answer.status >= 500)
    return { outcome: 'refusal', problems: [`status ${answer.status}: ${answer.text.slice(0, 300)}`] };
  if (answer.status < 400) {
    const problems = /"(stacktrace|exception)"/.test(answer.text) ? ['internal details in a success'] : [];
    return { outcome: 'success', problems };
  }
  const problems: string[] = [];
  if (!answer.contentType.startsWith('application/json'))
    problems.push(`refusal is not JSON (${answer.contentType}): ${answer.text.slice(0, 200)}`);
  const body = answer.json as { message?: unknown; code?: unknown; fields?: unknown } | undefined;
  if (!body || typeof body !== 'object') problems.push('refusal has no JSON body');
  else {
    if (typeof body.code !== 'string') problems.push('refusal has no code');
    // 431: Node could not read the headers, Accept-Language included, so the message is in the default language.
    const language = answer.status === 431 ? 'en' : locale;
    problems.push(...messageProblems('refusal', body.message, body.fields, language, answer.status === 401));
  }
  problems.push(...leaksIn(answer.json === undefined ? answer.text : textOf(answer.json), sent));
  return { outcome: 'refusal', problems };
}

interface GraphQLBody {
  data?: unknown;
  errors?: { message?: unknown; extensions?: { fields?: unknown; code?: unknown } }[];
}

/** A GraphQL answer: errors make it a refusal; each error's message is in the request's language. */
export function judgeGraphQL(answer: Answer, locale: Locale, sent: readonly string[]): Judged {
  if (answer.status >= 500)
    return { outcome: 'refusal', problems: [`status ${answer.status}: ${answer.text.slice(0, 300)}`] };
  const body = answer.json as GraphQLBody | undefined;
  if (!body || typeof body !== 'object')
    return {
      outcome: 'refusal',
      problems: [`no JSON answer (${answer.status}): ${answer.text.slice(0, 200)}`],
    };
  // Refused before GraphQL runs (body too large, not JSON): the gateway's REST-shaped error.
  if (!body.errors?.length && answer.status >= 400) return judgeRest(answer, locale, sent);
  if (!body.errors?.length) {
    const problems = answer.status === 200 ? [] : [`status ${answer.status} without errors`];
    return { outcome: 'success', problems };
  }
  // An unexpected error inside a 200 is a 5xx in disguise.
  const internal = body.errors
    .filter((error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR')
    .map((error) => `an error with code INTERNAL_SERVER_ERROR: ${JSON.stringify(error).slice(0, 300)}`);
  const problems = body.errors.flatMap((error, i) =>
    messageProblems(
      `errors[${i}] (${String(error.extensions?.code)})`,
      error.message,
      error.extensions?.fields,
      locale,
      false,
    ),
  );
  problems.push(...internal, ...leaksIn(textOf(body), sent));
  return { outcome: 'refusal', problems };
}
