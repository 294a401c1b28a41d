import type { Locale } from '@creators/contracts';
import { whoOf } from './slots.js';
import { BRAINSTORM_TEXTS, fillText } from './texts.js';
import { frequencyPhrase, type Understanding } from './understand.js';

/** A frequency that is often: daily, weekly, several times a week (a month or a term is "keeps coming back"). */
const OFTEN =
  /\b(?:every (?:single )?(?:day|morning|evening|night|week|weekday|workday|match day|time)|daily|weekly|nightly|each (?:day|morning|evening|week)|times a (?:day|week)|twice a (?:day|week)|a (?:day|week)\b|all the time|constantly|weekdays|match days|jeden (?:tag|morgen|abend|werktag|wochentag|spieltag|schultag|arbeitstag)|jede woche|täglich|wöchentlich|werktags|wochentags|ständig|dauernd|immer wieder|mal (?:am|pro) (?:tag|woche)|mal die woche|morgens|abends)/iu;

/** The cost a sentence names ("an hour of learning each time", "50 Euro im Monat"), or null. */
export function costPhrase(text: string): string | null {
  const m =
    /(?<![\p{L}])((?:\d+(?:[.,]\d+)?|an?|half an|one|two|three|four|five|several|a few|many|eine?|zwei|drei|vier|fünf|mehrere|ein paar|eine halbe)\s+(?:hours?|minutes?|days?|weeks?|euros?|dollars?|pounds?|stunden?|minuten|tage|wochen|euro)(?:\s+(?:of|each|every|per|a|an|in|im|pro|jede[nrs]?|am)\s+[\p{L}\d]+){0,2})/iu.exec(
      text,
    ) ?? /(?<![\p{L}])((?:€|\$|£)\s?\d+(?:[.,]\d+)?|\d+(?:[.,]\d+)?\s?(?:€|\$|£|%))/u.exec(text);
  return m ? m[1]!.trim() : null;
}

const upperFirst = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * Isla's lead line for a message (product.md §4.3): it names what the person just said — "Twice a week on match
 * days — that's often.", "So it hits commuters most …" — or, for agreement and small talk, a short "Got it.". null for
 * a message that asks something (it gets an answer, not an acknowledgement).
 */
export function acknowledgementFor(understanding: Understanding, locale: Locale): string | null {
  const a = BRAINSTORM_TEXTS[locale].acknowledgements;
  if (understanding.question) return null;
  // The message's own point: its first reading (a group or a frequency found in passing comes after it).
  const main = understanding.evidence[0];
  // Nothing understood: "Got it." after a yes or a word or two; a longer message gets the scripted encouragement.
  if (!main)
    return understanding.agreement || (understanding.nothing && understanding.short) ? a.nothing : null;
  switch (main.slot) {
    case 'frequency': {
      const phrase = frequencyPhrase(main.value) ?? main.value;
      if (phrase.length > 48) return a.nothing;
      return fillText(OFTEN.test(phrase) ? a.frequencyOften : a.frequencyOther, {
        value: upperFirst(phrase),
      });
    }
    case 'who': {
      const who = whoOf(main.value, locale);
      return who ? fillText(a.who, { value: who }) : a.nothing;
    }
    case 'impact': {
      const cost = costPhrase(main.value);
      return cost && cost.length <= 48 ? fillText(a.impact, { value: upperFirst(cost) }) : a.impactPlain;
    }
    case 'tried':
      return a.tried;
    case 'success':
      return a.success;
    case 'ideas':
      return a.ideas;
    case 'problem':
      return a.problem;
  }
}
