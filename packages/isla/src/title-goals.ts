import type { Locale } from '@creators/contracts';
import { firstSentence, POSSESSIVES, PREPOSITIONS } from './english-words.js';

/**
 * What a "How might we …?" title aims at, read from the person's problem statement by a few phrasing
 * rules per language ("looking for a free study room" → "find a free study room"). Offline, no grammar model:
 * a statement no rule fits gets no goal, and the title falls back to the problem's topic.
 */
export interface TitleGoal {
  /** After "help {who}": "find a free study room"; German with "zu": "einen freien Lernplatz zu finden". */
  help?: string;
  /** After "How might we": "reduce food waste at the school canteen"; German the infinitive phrase. */
  act?: string;
  /** The group the statement itself names as affected ("elderly neighbours"), preferred to the who slot. */
  subject?: string;
}

const PUNCTUATION = /^[,;:.!?]$/u;
const tokensOf = (text: string) =>
  text
    .replace(/([,;:.!?])/gu, ' $1 ')
    .split(/\s+/u)
    .filter(Boolean);

/* ---------------------------------------------------------------- English */

const EN_DETERMINERS = new Set(['a', 'an', 'the', 'enough', 'more']);
const EN_QUANTIFIERS = new Set([
  'many',
  'most',
  'some',
  'all',
  'several',
  'lots',
  'plenty',
  'so',
  'too',
  'much',
]);
const EN_PLACE_PREPOSITIONS = new Set(['in', 'at', 'on', 'near']);
/** Words that end an English noun phrase: prepositions, conjunctions, pronouns and common verbs. */
const EN_STOP = new Set([
  ...(
    'near into over under between without anywhere nowhere anymore ' +
    'and or but because when whenever while so that which who whom whose where if than then every each ' +
    'i me we us you he she it they them this these those there here ' +
    'is are was were be been am do does did has have had can could will would should may might must ' +
    'get gets got take takes took keep keeps kept make makes made go goes went come comes throw throws ' +
    'die dies drop drops break breaks run runs fail fails crash crashes stop stops feel feels sleep sleeps ' +
    'talk talks hardly never always often really very just still again know think'
  ).split(' '),
  ...PREPOSITIONS,
]);

/**
 * The English noun phrase at the start of `text`: an optional determiner (a possessive becomes "the"), then up to
 * `max` words, ended by a stop word; with `place`, one "in/at/on the …" after the head is kept.
 */
function enNounPhrase(text: string, { max = 4, place = false } = {}): string | null {
  const out: string[] = [];
  let content = 0;
  let placed = false;
  const tokens = tokensOf(text.toLowerCase().replace(/’/gu, "'"));
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (PUNCTUATION.test(token) || /'/u.test(token)) break;
    if (content === 0 && EN_QUANTIFIERS.has(token)) continue;
    if (POSSESSIVES.has(token)) {
      out.push('the');
      continue;
    }
    if (EN_DETERMINERS.has(token)) {
      out.push(token);
      continue;
    }
    if (place && !placed && content > 0 && EN_PLACE_PREPOSITIONS.has(token)) {
      placed = true;
      out.push(token);
      continue;
    }
    if (EN_STOP.has(token) || !/^\p{L}[\p{L}-]*$/u.test(token)) break;
    out.push(token);
    if (++content >= max) break;
  }
  // A phrase ends on a word, never on "the" or "in".
  while (out.length && (EN_DETERMINERS.has(out.at(-1)!) || EN_PLACE_PREPOSITIONS.has(out.at(-1)!))) out.pop();
  return content > 0 && out.length ? out.join(' ') : null;
}

/** "at the train station": the first place named after `from` in the sentence. */
function enPlaceAfter(sentence: string, from: number): string | null {
  const match = /\b(?:at|in|near) (?:the|our|my|a) ([a-z]+(?: [a-z]+)?)/u.exec(sentence.slice(from));
  if (!match) return null;
  const words = match[1]!.split(' ').filter((w) => !EN_STOP.has(w));
  return words.length ? `at the ${words.join(' ')}` : null;
}

/** The sentence's own subject as a place ("Our school canteen throws …" → "at the school canteen"). */
function enSubjectPlace(sentence: string, except: string): string | null {
  if (!/^(?:the|our|my) /u.test(sentence)) return null;
  const subject = enNounPhrase(sentence, { max: 2 });
  if (!subject || except.includes(subject.replace(/^the /u, ''))) return null;
  return `at ${subject}`;
}

type EnRule = (sentence: string) => TitleGoal | null;

/** English plural nouns of people that may name who a statement is about ("Apprentices in our town …"). */
const GROUP_HINT =
  /^(?:\p{L}+(?:ers|ents|ists|ians|ees|ors)|people|students|pupils|apprentices|children|kids|teens|teenagers|families|parents|residents|neighbours|patients|seniors|commuters)$/u;

const EN_RULES: EnRule[] = [
  (s) => {
    // "… the last bus back to the villages leaves at 4:10, but lessons end at 4:30": home after the last bus.
    const m = /\bthe last (bus|train|tram|ferry)\b[^,.]*\b(?:leaves|goes|runs|departs)\b/u.exec(s);
    return m ? { help: `get home after the last ${m[1]}` } : null;
  },
  (s) => {
    // "… the international students … are left alone for three weeks": lonely first, before what they cannot afford.
    const m =
      /^(.+?)\s+(?:are|is|feel|feels)\s+(?:so |very |often )?(lonely|isolated|left alone|alone)\b/u.exec(s);
    const subject = m && enNounPhrase(m[1]!, { max: 3 });
    return subject && subject.split(' ').length >= 2
      ? { help: `feel less ${m[2]!.replace(/^left /u, '')}`, subject: subject.replace(/^the /u, '') }
      : null;
  },
  (s) => {
    // "The flats on our estate get mould on the walls": keep them free of it.
    const m =
      /^(.+?)\s+(?:get|gets|are full of|have|has)\s+(mou?ld|damp|rust|mice|rats|pests|graffiti|litter)\b/u.exec(
        s,
      );
    const thing = m && enNounPhrase(m[1]!, { max: 3, place: true });
    return thing ? { act: `keep ${thing} free of ${m[2]}` } : null;
  },
  (s) => {
    // "By the third lesson the air in our classroom is so stale …".
    const m =
      /\b(the air|the water|the noise|the light) (in|at) (?:the |our |my )?(\w+) (?:is|gets) (?:so |too |really |very )?(stale|stuffy|bad|cold|hot|loud|dark|dirty)\b/u.exec(
        s,
      );
    if (!m) return null;
    const better: Record<string, string> = {
      stale: 'fresh',
      stuffy: 'fresh',
      bad: 'good',
      cold: 'warm',
      hot: 'cool',
      loud: 'quiet',
      dark: 'bright',
      dirty: 'clean',
    };
    return { act: `keep ${m[1]} ${m[2]} the ${m[3]} ${better[m[4]!]}` };
  },
  (s) => {
    // "In my student halls there are four washing machines for 300 people".
    const m =
      /\bthere (?:are|is) (?:only )?(?:\w+) (.+?) for (?:\d+|\w+) (?:people|students|residents|flats|families)\b/u.exec(
        s,
      );
    const thing = m && enNounPhrase(m[1]!, { max: 2 });
    return thing ? { act: `provide enough ${thing}` } : null;
  },
  (s) => {
    // "Students with a broken laptop can't afford the repair".
    const m = /\b(?:can(?:'t|not)|cannot|unable to) (?:really |even )?afford\s+(.+)/u.exec(s);
    const thing = m && enNounPhrase(m[1]!, { max: 3 });
    return thing ? { help: `afford ${thing}` } : null;
  },
  (s) => {
    // "Our allotment site grows way more courgettes than the gardeners can eat": the surplus.
    const m =
      /^(.+?)\s+(?:grows|grow|produces|produce|makes|bakes|cooks)\s+(?:way |far |much |a lot )?more\b.*\bthan\b/u.exec(
        s,
      );
    const owner = m && enNounPhrase(m[1]!, { max: 3 });
    return owner ? { act: `share the surplus of ${owner}` } : null;
  },
  (s) => {
    // "The road outside our primary school has no crossing": safety missing.
    const m =
      /^(.+?)\s+(?:has|have)\s+no\s+(?:safe )?(?:crossing|zebra crossing|lights|lighting|street ?lights|pavement|railings?)\b/u.exec(
        s,
      );
    const place = m && enNounPhrase(m[1]!, { max: 4, place: true });
    return place ? { act: `make ${place} safe` } : null;
  },
  (s) => {
    // "… are on the first floor, without a lift": step-free.
    const m =
      /^(.+?)\s+(?:are|is)\b.*\b(?:without (?:a )?(?:lift|ramp|elevator)|only (?:by|up) (?:the )?stairs)/u.exec(
        s,
      );
    const thing = m && enNounPhrase(m[1]!, { max: 3 });
    return thing ? { act: `make ${thing} step-free` } : null;
  },
  (s) => {
    // "Our youth handball club is running out of volunteer coaches": more of them, for whom.
    const m =
      /^(.+?)\s+(?:is|are)\s+running out of\s+(.+)/u.exec(s) ?? /^(.+?)\s+runs? out of\s+(.+)/u.exec(s);
    const thing = m && enNounPhrase(m[2]!, { max: 3 });
    const owner = m && enNounPhrase(m[1]!, { max: 3 });
    if (!thing || /^(?:time|money)$/u.test(thing)) return null;
    const forOwner = owner ? `find more ${thing} for ${owner}` : null;
    return { act: forOwner && forOwner.length <= 40 ? forOwner : `find more ${thing}` };
  },
  (s) => {
    // "Lectures at my university have no captions": bring the missing thing to them.
    const m = /^(.+?)\s+(?:have|has)\s+no\s+(.+)/u.exec(s);
    const thing = m && enNounPhrase(m[2]!, { max: 2 });
    const place = m && enNounPhrase(m[1]!, { max: 3, place: true });
    if (!thing || !place || /^(?:one|time|money|idea|way)$/u.test(thing)) return null;
    return { act: `bring ${thing} to ${place.replace(/^the /u, '')}` };
  },
  (s) => {
    // "Our town library closes at 6 pm on weekdays": open when people need it.
    const m = /^(.+?)\s+(?:closes|shuts|is closed|is shut|closed)\b/u.exec(s);
    const thing = m && enNounPhrase(m[1]!, { max: 3 });
    return thing && !/^(?:it|this|that)$/u.test(thing)
      ? { act: `keep ${thing} open when people need it` }
      : null;
  },
  (s) => {
    // "The lift at our train station has been broken for most of this year".
    const m =
      /^([^,]+?)\s+(?:is|are|has been|have been|was|were)\s+(?:often |always |constantly )?(?:broken|out of order|out of service)\b/u.exec(
        s,
      );
    const thing = m && enNounPhrase(m[1]!, { max: 3, place: true });
    return thing ? { act: `keep ${thing} working` } : null;
  },
  (s) => {
    // "Tutoring costs 25 euros an hour": make it affordable.
    const m =
      /^(.+?)\s+costs?\s+(?:about |around |over |at least )?(?:\d|€|\$|£|a lot|too much|so much)/u.exec(s);
    const thing = m && enNounPhrase(m[1]!, { max: 3 });
    return thing ? { act: `make ${thing} affordable` } : null;
  },
  (s) => {
    const m =
      /\b(?:looking for|searching for|search for|look for|hunting for|(?:trying|hard|impossible) to find|can(?:'t|not)? (?:ever |never )?find|never find)\s+(.+)/u.exec(
        s,
      );
    const thing = m && enNounPhrase(m[1]!);
    if (!m || !thing) return null;
    // "Apprentices in our town can't find …": the statement names who.
    const subject = /^(\w+)\s+(?:in|at|from|of)\b/u.exec(s.slice(0, m.index))?.[1];
    return {
      help: `find ${thing}`,
      act: `make it easier to find ${thing}`,
      ...(subject && GROUP_HINT.test(subject) ? { subject } : {}),
    };
  },
  (s) => {
    // "Students struggle to afford healthy food": the verb they cannot manage, and its object.
    const m =
      /\b(?:struggle|struggles|struggling|(?:it's |it is )?(?:hard|difficult|impossible)(?: for \w+)?) to (\w+)\s+(.+)/u.exec(
        s,
      );
    const thing = m && !EN_STOP.has(m[1]!) && m[1] !== 'find' && enNounPhrase(m[2]!);
    return thing ? { help: `${m[1]} ${thing}`, act: `make it easier to ${m[1]} ${thing}` } : null;
  },
  (s) => {
    // "Getting an appointment with a doctor takes forever": the whole thing, prepositions and all.
    const slow =
      /\b(?:getting|to get)\s+(.+?)\s+takes\s+(?:forever|ages|too long|so long|weeks|months)/u.exec(s);
    const thing = slow?.[1]!.replace(/\b(?:my|our|your)\b/gu, 'the');
    return thing && thing.split(' ').length <= 6
      ? { help: `get ${thing} sooner`, act: `get ${thing} sooner` }
      : null;
  },
  (s) => {
    // "People wait for hours for the ferry": the first "for …" that is not a length of time.
    const wait = /\bwait(?:s|ed|ing)?\b/u.exec(s);
    if (!wait) return null;
    for (const m of s.slice(wait.index).matchAll(/\bfor\s+/gu)) {
      const rest = s.slice(wait.index + m.index + m[0].length);
      if (/^(?:hours|ages|weeks|days|months|minutes|years|ever|so long|a long time|too long)\b/u.test(rest))
        continue;
      const thing = enNounPhrase(rest);
      return thing ? { act: `shorten the wait for ${thing}` } : null;
    }
    return null;
  },
  (s) => {
    const m = /^(.+?)\s+(?:is|are)\s+(?:always |often |usually |never )?(?:late|delayed|not on time)\b/u.exec(
      s,
    );
    const thing = m && enNounPhrase(m[1]!, { max: 3 });
    return thing ? { act: `get ${thing} on time` } : null;
  },
  (s) => {
    // "Our school canteen wastes food": the waste, where it happens.
    const m =
      /^(.+?)\s+(?:wastes|waste|throws away|throw away)\s+(?:so much |a lot of |lots of |tons of )?(.+)/u.exec(
        s,
      );
    const amount =
      m &&
      /^(?:the |a |an )?(?:trays?|piles?|loads?|bags?|boxes?|kilos?|tons?|crates?|heaps?|lots?) of (.+)/u.exec(
        m[2]!,
      );
    const thing = m && enNounPhrase(amount ? amount[1]! : m[2]!, { max: 2 });
    if (!m || !thing || /\b(?:i|we|you|they|time|hours|money)\b/u.test(`${thing}`)) return null;
    const place = enSubjectPlace(s, thing);
    const what = thing.replace(/^(?:the|a|an) /u, '');
    return place ? { act: `reduce ${/\bwaste$/u.test(what) ? what : `${what} waste`} ${place}` } : null;
  },
  (s) => {
    const m = /\b(?:so much|too much|full of|lots of|a lot of|piles of|tons of)\s+(.+)/u.exec(s);
    const said = m && enNounPhrase(m[1]!, { max: 3 });
    if (!said) return null;
    // "waste lots of food" is about the waste, not the food.
    const wasted = /\b(?:waste|wastes|wasting|throw away|throws away|throwing away|bin|bins)\s+$/u.test(
      s.slice(0, m.index),
    );
    const thing = wasted && !/\bwaste\b/u.test(said) ? `${said} waste` : said;
    const place = enPlaceAfter(s, m.index) ?? enSubjectPlace(s, thing);
    return { act: `reduce ${thing}${place ? ` ${place}` : ''}` };
  },
  (s) => {
    const m = /\b(?:never enough|not enough|too few)\s+(.+)/u.exec(s);
    const thing = m && enNounPhrase(m[1]!, { max: 3 });
    if (!thing) return null;
    const place = enPlaceAfter(s, m.index + m[0].length - m[1]!.length + thing.length);
    return { act: `provide enough ${thing}${place ? ` ${place}` : ''}` };
  },
  (s) => {
    const m = /\b(?:keeps? missing|kept missing|miss(?:es)?)\s+(.+)/u.exec(s);
    const thing = m && enNounPhrase(m[1]!, { max: 3 });
    return thing ? { help: `stop missing ${thing}` } : null;
  },
  (s) => {
    const m =
      /^(.+?)\s+(dies|die|runs out|drops out|drop out|breaks down|crashes|stops working|keeps failing|fails|goes down|never works|doesn't work)\b/u.exec(
        s,
      );
    const thing = m && enNounPhrase(m[1]!, { max: 3, place: true });
    if (!thing) return null;
    const state = /^(?:dies|die|runs out)$/u.test(m[2]!)
      ? /battery|phone|laptop|tablet/u.test(thing)
        ? 'charged'
        : 'going'
      : 'working';
    return { help: `keep ${thing} ${state}`, act: `keep ${thing} ${state}` };
  },
  (s) => {
    const m =
      /^(.+?)\s+(?:are|is|feel|feels|get|gets|become|becomes)\s+(?:so |very |really |often |quite |more and more )?(lonely|isolated|anxious|stressed|excluded|left out|left alone|alone|bored)\b/u.exec(
        s,
      );
    const subject = m && enNounPhrase(m[1]!, { max: 3 });
    if (!m || !subject) return null;
    const less = m[2] === 'left alone' ? 'less alone' : `less ${m[2]}`;
    return { help: `feel ${less}`, subject: subject.replace(/^the /u, '') };
  },
  (s) => {
    const m = /^(.+?)\s+(?:sleep|sleeps)\s+(?:badly|poorly|too little|very little|little)\b/u.exec(s);
    const subject = m && enNounPhrase(m[1]!, { max: 3 });
    return subject ? { help: 'sleep better', subject: subject.replace(/^the /u, '') } : null;
  },
];

/* ----------------------------------------------------------------- German */

const DE_ARTICLES = new Map(
  Object.entries({
    einen: 'einen',
    eine: 'eine',
    ein: 'ein',
    den: 'den',
    die: 'die',
    das: 'das',
    der: 'der',
    keinen: 'einen',
    keine: 'eine',
    kein: 'ein',
  }),
);
const DE_QUANTIFIERS = new Set(['viele', 'einige', 'manche', 'alle', 'mehrere', 'die', 'meine', 'unsere']);
const DE_PLACE =
  /\b(im|am|beim|bei der|bei den|in der|an der|auf dem|auf der|vor dem|vor der|hinter dem|hinter der)\s+(\p{Lu}[\p{L}-]+)/iu;

/** Small words that are capitalised only at the start of a sentence: never a noun. */
const DE_FUNCTION_WORDS = new Set(
  'in im am an auf bei beim nach vor mit von zu zur zum für ich wir es man er sie jede jeden jedes unsere unser meine mein seit wenn weil'.split(
    ' ',
  ),
);
const capitalised = (word: string) => /^\p{Lu}/u.test(word);

/**
 * The German noun phrase in `text`: skips up to three leading small words ("ich stundenlang"), then an article,
 * lower-case adjectives and the first noun; with `place`, a following "im …" / "in der …" is kept.
 */
function deNounPhrase(text: string, { skip = 3, place = false, quantifiers = false } = {}): string | null {
  const tokens = tokensOf(text);
  const out: string[] = [];
  let skipped = 0;
  let i = 0;
  let noun = false;
  for (; i < tokens.length && !noun; i++) {
    const token = tokens[i]!;
    const lower = token.toLowerCase();
    if (PUNCTUATION.test(token)) return null;
    if (quantifiers && out.length === 0 && DE_QUANTIFIERS.has(lower)) continue;
    if (DE_FUNCTION_WORDS.has(lower)) {
      if (out.length === 0 && skipped < skip) skipped++;
      else return null;
    } else if (DE_ARTICLES.has(lower) && out.every((word) => !DE_ARTICLES.has(word))) {
      out.splice(0, out.length, DE_ARTICLES.get(lower)!);
    } else if (capitalised(token)) {
      out.push(token);
      noun = true;
    } else if (/^\p{Ll}+(?:e|en|er|es|em)$/u.test(token)) out.push(token);
    else if (out.length === 0 && skipped < skip) skipped++;
    else return null;
  }
  if (!noun) return null;
  if (place) {
    const where = new RegExp(`^${DE_PLACE.source}`, 'iu').exec(tokens.slice(i).join(' '));
    if (where) out.push(where[1]!.toLowerCase(), where[2]!);
  }
  return out.join(' ');
}

/** A plural group in the dative, after "helfen": Studierende → Studierenden, Schüler → Schülern, ältere → älteren. */
export function germanDative(group: string): string {
  return group
    .split(' ')
    .map((word) => (/(?:e|er|el)$/u.test(word) && !/(?:en|n)$/u.test(word) ? `${word}n` : word))
    .join(' ');
}

/** The sentence's own subject as a place ("Unsere Schulmensa …" → "in der Schulmensa"), gender by the noun's ending. */
function deSubjectPlace(sentence: string): string | null {
  const m = /^(?:Unsere|Unser|Die|Der|Das|Meine|Mein)\s+(\p{Lu}[\p{L}-]+)/u.exec(sentence);
  if (!m) return null;
  const feminine = /(?:e|a|ung|heit|keit|schaft|ion|tät|ei|ik)$/u.test(m[1]!);
  return feminine ? `in der ${m[1]}` : `im ${m[1]}`;
}

const dePlace = (sentence: string) => {
  const m = DE_PLACE.exec(sentence);
  return m ? `${m[1]!.toLowerCase()} ${m[2]}` : null;
};

type DeRule = (sentence: string) => TitleGoal | null;

/** A German noun's plural for "mehr …" where its ending tells it (Hallenzeit → Hallenzeiten), else null. */
const dePlural = (noun: string) =>
  /(?:ung|heit|keit|zeit|schaft|ion|tät)$/u.test(noun) ? `${noun}en` : /e$/u.test(noun) ? `${noun}n` : null;

/** "im Dorf" → "ins Dorf", "in der Stadt" → "in die Stadt": where to, from where. */
const deWhereTo = (place: string) =>
  place
    .replace(/^im\b/u, 'ins')
    .replace(/^in der\b/u, 'in die')
    .replace(/^am\b/u, 'ans');

const DE_RULES: DeRule[] = [
  (s) => {
    // "… im Dorf …, und die älteren Leute kommen kaum noch an Lebensmittel": sie dorthin bringen.
    const m =
      /\bkomm(?:en|t)\s+(?:\p{Ll}+\s+){0,2}(?:kaum|nicht|schwer)\s+(?:noch\s+|mehr\s+)?an\s+(\p{Lu}[\p{L}-]+)/u.exec(
        s,
      );
    if (!m) return null;
    const place = /\b(im|in der)\s+(\p{Lu}[\p{L}-]+)/u.exec(s);
    return { act: `${m[1]} ${place ? `${deWhereTo(place[1]!)} ${place[2]}` : 'zu den Menschen'} bringen` };
  },
  (s) => {
    // "… bekommen Kinder keinen Platz im Schwimmkurs": mehr Plätze dort.
    const m = /\bkeinen\s+Platz\s+(im|in der|in einem|in einer|an der|am)\s+(\p{Lu}[\p{L}-]+)/u.exec(s);
    return m ? { act: `mehr Plätze ${m[1]} ${m[2]} schaffen` } : null;
  },
  (s) => {
    // "Der Schulweg … geht über einen Feldweg ohne Laternen": sicherer machen.
    if (!/\bohne\s+(?:Laternen|Licht|Beleuchtung|Ampel|Zebrastreifen|Gehweg|Bürgersteig)\b/u.test(s))
      return null;
    const m = /^(Der|Die|Das)\s+(\p{Lu}[\p{L}-]+)/u.exec(s);
    return m ? { act: `${m[1] === 'Der' ? 'den' : m[1]!.toLowerCase()} ${m[2]} sicherer machen` } : null;
  },
  (s) => {
    // "Viele Arztpraxen … sind im ersten Stock, ohne Aufzug", "… die alten Straßenbahnen mit Stufen": barrierefrei.
    const steps = /(?:die\s+)?(?:alten\s+)?(\p{Lu}[\p{L}-]+)\s+mit\s+Stufen\b/u.exec(s);
    if (steps) return { act: `die ${steps[1]} barrierefrei machen` };
    if (!/\bohne\s+(?:Aufzug|Fahrstuhl|Lift|Rampe)\b/u.test(s)) return null;
    const m = /^(?:Viele|Die|Manche|Unsere|Einige)?\s*(\p{Lu}[\p{L}-]+)/u.exec(s);
    return m ? { act: `${m[1]} barrierefrei machen` } : null;
  },
  (s) => {
    // "In unserer WG verdirbt ständig Essen im Kühlschrank": verhindern.
    const m =
      /\b(?:verdirbt|verderben|vergammelt|vergammeln|schimmelt)\s+(?:\p{Ll}+\s+){0,2}(\p{Lu}[\p{L}-]+)/u.exec(
        s,
      );
    return m ? { act: `verhindern, dass ${m[1]} verdirbt` } : null;
  },
  (s) => {
    // "Meine Uroma lebt im Pflegeheim und bekommt fast nie Besuch": für mehr sorgen.
    const m = /\bbekomm(?:t|en)\s+(?:fast |so gut wie )?(?:nie|kaum|keinen|keine)\s+(\p{Lu}[\p{L}-]+)/u.exec(
      s,
    );
    if (!m) return null;
    const place = dePlace(s);
    return { act: `für mehr ${m[1]}${place ? ` ${place}` : ''} sorgen` };
  },
  (s) => {
    // "Unser Basketballverein bekommt … nur eine Hallenzeit pro Woche": mehr davon.
    const m = /\bnur\s+(?:eine?n?|wenige)\s+(\p{Lu}[\p{L}-]+)/u.exec(s);
    const plural = m && dePlural(m[1]!);
    return plural ? { act: `mehr ${plural} schaffen` } : null;
  },
  (s) => {
    // "Nachhilfe kostet bei uns 25 Euro die Stunde": bezahlbar machen.
    const m = /^(\p{Lu}[\p{L}-]+|(?:Die|Der|Das)\s+\p{Lu}[\p{L}-]+)\s+kostet\b/u.exec(s);
    return m
      ? { act: `${m[1]!.replace(/^Der\b/u, 'den').replace(/^D(?=ie|as)/u, 'd')} bezahlbar machen` }
      : null;
  },
  (s) => {
    // "Bei uns fällt die Regionalbahn nach Kassel dauernd aus": zuverlässiger machen.
    const m = /\bfällt\s+((?:die|der|das)\s+\p{Lu}[\p{L}-]+)\s+(?:\S+\s+){0,5}?aus\b/u.exec(s);
    return m ? { act: `${m[1]!.replace(/^der\b/u, 'den')} zuverlässiger machen` } : null;
  },
  (s) => {
    // "… findet für ihren Sohn keinen Kitaplatz": einen finden.
    const m = /\bfinde(?:n|t|st)?\s+(?:für\s+\S+\s+\S+\s+)?(?:keinen|keine|kein)\s+(\p{Lu}[\p{L}-]+)/u.exec(
      s,
    );
    if (!m) return null;
    const article = /(?:ung|heit|keit|schaft|ion|tät|e)$/u.test(m[1]!) ? 'eine' : 'einen';
    return { help: `${article} ${m[1]} zu finden`, act: `schneller ${article} ${m[1]} finden` };
  },
  (s) => {
    const m = /\b(?:such(?:e|en|t|st)?|finde(?:n|t|st)?)\b\s+(?:(?:nie|kaum|nicht)\s+)?(.+)/u.exec(s);
    // "such seit fünf Monaten ein WG-Zimmer": the time is no part of what is looked for.
    const thing = m && deNounPhrase(m[1]!.replace(/^seit\s+\S+\s+(?:Monaten|Wochen|Jahren|Tagen)\s+/u, ''));
    return thing && /^(?:einen|eine|ein)\b/u.test(thing)
      ? { help: `${thing} zu finden`, act: `schneller ${thing} finden` }
      : null;
  },
  (s) => {
    const m = /^(.+?)\s+zu\s+(bekommen|kriegen|finden)\s+dauert/u.exec(s);
    if (!m) return null;
    const thing = m[1]!.charAt(0).toLowerCase() + m[1]!.slice(1);
    return thing.split(' ').length <= 5
      ? { help: `schneller ${thing} zu ${m[2]}`, act: `schneller ${thing} ${m[2]}` }
      : null;
  },
  (s) => {
    const m =
      /(?<!\p{L})(?:überall|so viel|zu viel|viel zu viel|voller|voll mit|jede Menge|massenhaft)\s+(.+)/u.exec(
        s,
      );
    const thing = m && deNounPhrase(m[1]!, { skip: 0 });
    if (!thing) return null;
    const place = dePlace(s) ?? deSubjectPlace(s);
    return { act: `${thing}${place ? ` ${place}` : ''} reduzieren` };
  },
  (s) => {
    const m = /(\p{Lu}\p{L}+)\s+(?:in den Müll|in die Tonne|weg\b)/u.exec(s);
    if (!m || !/Müll|Tonne|wirft|werfen|weggeworfen/u.test(s)) return null;
    const place = dePlace(s) ?? deSubjectPlace(s);
    return { act: `${place ? `${place} ` : ''}weniger ${m[1]} wegwerfen` };
  },
  (s) => {
    const m = /\b(?:nie|nicht|kaum)\s+genug\s+(.+)|\bzu\s+wenige?\s+(.+)/u.exec(s);
    const thing = m && deNounPhrase((m[1] ?? m[2])!, { skip: 0 });
    if (!thing) return null;
    const place = dePlace(s);
    return { act: `${place ? `${place} ` : ''}genug ${thing} schaffen` };
  },
  (s) => {
    // "Viele Schüler verpassen den Bus": who misses what, in that order.
    const m = /^(.+?)\s+verpassen\s+(.+)/u.exec(s);
    const who = m && deNounPhrase(m[1]!, { skip: 0, quantifiers: true });
    const thing = m && deNounPhrase(m[2]!, { skip: 0 });
    if (!who || !thing || DE_ARTICLES.has(who.split(' ')[0]!) || !DE_ARTICLES.has(thing.split(' ')[0]!))
      return null;
    return { act: `verhindern, dass ${lowerAdjectives(who)} ${thing} verpassen` };
  },
  (s) => {
    const m = /\bverpass(?:en|t|e|st)\b\s+([^,.;]+)/u.exec(s);
    // Only a bare plural ("Abgaben", "Termine"): with an article the noun's gender would be needed.
    if (!m || /\b(?:den|die|das|dem|der|einen|eine|ein)\b/iu.test(m[1]!)) return null;
    const thing = m[1]!.split(/\s+/u).filter(capitalised).at(-1);
    return thing && /(?:en|e|n|s)$/u.test(thing)
      ? { act: `verhindern, dass ${thing} verpasst werden` }
      : null;
  },
  (s) => {
    const m = /\bwarte(?:n|t|st)?\s+(?:\S+\s+){0,4}?auf\s+(.+)/u.exec(s);
    const thing = m && deNounPhrase(m[1]!, { skip: 0 });
    return thing && DE_ARTICLES.has(thing.split(' ')[0]!)
      ? { act: `die Wartezeit auf ${thing} verkürzen` }
      : null;
  },
  (s) => {
    const m =
      /^((?:Das|Die|Der)\s.+?)\s+(?:ist|sind|kommt|kommen)\s+(?:\S+\s+){0,2}?(?:zu spät|verspätet|unpünktlich)/u.exec(
        s,
      );
    const thing = m && deNounPhrase(m[1]!, { skip: 0 });
    return thing ? { act: `${thing.replace(/^der\b/u, 'den')} pünktlicher machen` } : null;
  },
  (s) => {
    const m =
      /^((?:Das|Die|Der)\s.+?)\s+(?:bricht\s+(?:\S+\s+)?zusammen|fällt\s+(?:\S+\s+)?aus|stürzt\s+(?:\S+\s+)?ab|geht\s+(?:\S+\s+)?kaputt|funktioniert\s+(?:\S+\s+)?nicht)/u.exec(
        s,
      );
    const thing = m && deNounPhrase(m[1]!, { skip: 0, place: true });
    if (!thing) return null;
    // The subject in the accusative: only "der" changes.
    const object = thing.replace(/^der\b/u, 'den');
    return { act: `${object} stabil halten` };
  },
  (s) => {
    const m =
      /^(.+?)\s+(?:sind|ist|fühlen sich|fühlt sich)\s+(?:\S+\s+){0,6}?(?:einsam|allein|isoliert)\b/u.exec(s);
    const subject = m && deNounPhrase(m[1]!, { skip: 0, quantifiers: true });
    if (!subject || DE_ARTICLES.has(subject.split(' ')[0]!)) return null;
    return { act: `Einsamkeit bei ${germanDative(lowerAdjectives(subject))} verringern` };
  },
  (s) => {
    const m = /^(.+?)\s+schlaf(?:en|t)\s+(?:\S+\s+)?(?:schlecht|kaum|zu wenig)\b/u.exec(s);
    const subject = m && deNounPhrase(m[1]!.split(',')[0]!, { skip: 0, quantifiers: true });
    if (!subject || DE_ARTICLES.has(subject.split(' ')[0]!)) return null;
    return { help: 'besser zu schlafen', act: undefined, subject: lowerAdjectives(subject) };
  },
];

/** "Ältere Nachbarn" → "ältere Nachbarn": an adjective is lower case inside a sentence. */
const lowerAdjectives = (phrase: string) =>
  phrase
    .split(' ')
    .map((word, i, all) => (i < all.length - 1 ? word.toLowerCase() : word))
    .join(' ');

/** The goals the problem statement's first sentence says, best first (none when no rule fits). */
export function titleGoals(problem: string, locale: Locale): TitleGoal[] {
  const sentence = firstSentence(problem)
    .trim()
    .replace(/[.!?]+$/u, '');
  if (!sentence) return [];
  const text = locale === 'en' ? sentence.toLowerCase().replace(/’/gu, "'") : sentence;
  const rules: Array<(s: string) => TitleGoal | null> = locale === 'en' ? EN_RULES : DE_RULES;
  // The whole sentence first, then each of its clauses ("My cousin uses a wheelchair, and the lift … is broken").
  const clauses = text
    .split(/,\s*(?:and|but|so|und|aber)\s+|;\s*/u)
    .map((clause) => clause.trim())
    .filter((clause, i) => i > 0 && clause.split(/\s+/u).length >= 3);
  // Rule by rule (the first rules are the better goals), each over the sentence and then its clauses.
  return rules.flatMap((rule) =>
    [text, ...clauses].map((part) => rule(part)).filter((goal): goal is TitleGoal => !!goal),
  );
}
