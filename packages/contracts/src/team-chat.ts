import { z } from 'zod';
import { msg, text, uuid } from './common.js';

/** A team's chat (docs/product.md §11.6): plain text messages among the team's members and mentors. */
export const TEAM_CHAT_LIMITS = {
  /** A message is plain text of 1 to bodyMax characters (trimmed; links are the only thing rendered). */
  bodyMax: 2000,
  /** Messages a person may post or edit per minute, in all their teams together. */
  writesPerMinute: 30,
  /** The excerpt of a message in a mention's notification. */
  excerptMax: 120,
  /** The readers' names a writer may send along to find mentions (members and mentors of one team). */
  readersMax: 30,
} as const;

const body = text(1, TEAM_CHAT_LIMITS.bodyMax, 'validation.chat.body', 'validation.chat.body');

const readerName = z.string(msg('validation.invalid')).trim().max(80, msg('validation.name.max'));

/**
 * A new message or its author's edit (GraphQL postTeamMessage/editTeamMessage, REST POST and PATCH). `readers`:
 * the names of the channel's readers as the writer's page shows them, to find @mentions in a new message (the
 * teams service keeps no names); anyone who does not read the channel is ignored.
 */
export const teamMessageSchema = z.strictObject(
  {
    body,
    readers: z
      .array(
        z.strictObject(
          { id: uuid, firstName: readerName, lastName: readerName },
          msg('validation.unknownField'),
        ),
        msg('validation.invalid'),
      )
      .max(TEAM_CHAT_LIMITS.readersMax, msg('validation.list.max'))
      .nullish(),
  },
  msg('validation.unknownField'),
);

/** Someone who may be mentioned: a reader of the channel, by id and name. */
export interface ChatReader {
  id: string;
  firstName: string;
  lastName: string;
}

const fold = (value: string) => value.trim().replace(/\s+/g, ' ').toLocaleLowerCase('de');
/** What may follow a name: the end, a space or punctuation, never a letter, digit or another name part. */
const NAME_END = /^(?:$|[\s.,;:!?)'"\]}])/u;

/**
 * The readers a message mentions: `@` followed by a reader's full name, or their first name when no other reader
 * shares it, case-insensitive (the longest name that fits wins). The author never mentions themself. Each person
 * once, in the order first mentioned.
 */
export function mentionedReaders(body: string, readers: readonly ChatReader[], authorId: string): string[] {
  const names: { name: string; id: string }[] = [];
  const firstNameCount = new Map<string, number>();
  for (const reader of readers) {
    const first = fold(reader.firstName);
    if (first) firstNameCount.set(first, (firstNameCount.get(first) ?? 0) + 1);
  }
  for (const reader of readers) {
    const full = fold(`${reader.firstName} ${reader.lastName}`);
    const first = fold(reader.firstName);
    if (full) names.push({ name: full, id: reader.id });
    if (first && firstNameCount.get(first) === 1) names.push({ name: first, id: reader.id });
  }
  names.sort((a, b) => b.name.length - a.name.length);
  const folded = body.toLocaleLowerCase('de');
  const found: string[] = [];
  for (let at = folded.indexOf('@'); at !== -1; at = folded.indexOf('@', at + 1)) {
    // An e-mail address (a letter or digit right before the @) mentions nobody.
    if (at > 0 && /[\p{L}\p{N}_]/u.test(folded[at - 1]!)) continue;
    const rest = folded.slice(at + 1).replace(/\s+/g, ' ');
    const match = names.find(({ name }) => rest.startsWith(name) && NAME_END.test(rest.slice(name.length)));
    if (match && match.id !== authorId && !found.includes(match.id)) found.push(match.id);
  }
  return found;
}
