import { z } from 'zod';
import { CHALLENGE_LIMITS, type Locale } from '@creators/contracts';
import {
  CATEGORY_KEYWORDS,
  guessCategory,
  STOP_WORDS,
  toChallengeCategory,
  type ChallengeDraft,
  type SummaryCategory,
} from './summary.js';
import { BRAINSTORM_TEXTS } from './texts.js';
import { firstSentence, POSSESSIVES, PREPOSITIONS } from './english-words.js';
import { germanDative, titleGoals } from './title-goals.js';
import { frequencyPhrase, groupOf, mergeEvidence, sentencesOf, understandMessage } from './understand.js';

/**
 * The draft is rendered from named slots, each filled with what the person said about it, read by content
 * (understand.ts, product.md §4.3). Pure code of the engine.
 */
export const DRAFT_SLOTS = ['problem', 'who', 'frequency', 'impact', 'tried', 'success', 'ideas'] as const;
/** Every slot, `ideas` (a first solution idea, never the problem) included; Isla asks for an idea last. */
export type DraftSlot = (typeof DRAFT_SLOTS)[number];
export type SlotName = DraftSlot;
export type DraftSlots = Partial<Record<SlotName, string>>;

/** The draft's limits (product.md §4.3). */
export const DRAFT_RULES = {
  titleMax: 60,
  descriptionSentencesMin: 2,
  descriptionSentencesMax: 4,
  tagsMin: 3,
  tagsMax: 5,
  /** A slot value longer than this is cut at a word boundary. */
  slotValueMax: 200,
} as const;

/** Slots as stored and sent between services: each an optional text of the person's words. */
const slotValue = z.string().max(DRAFT_RULES.slotValueMax).optional();
export const draftSlotsSchema = z.object({
  problem: slotValue,
  who: slotValue,
  frequency: slotValue,
  impact: slotValue,
  tried: slotValue,
  success: slotValue,
  ideas: slotValue,
});

/** Stored slots read back: anything that does not fit is dropped, never an error. */
export function parseDraftSlots(value: unknown): DraftSlots {
  const parsed = draftSlotsSchema.safeParse(value);
  if (!parsed.success) return {};
  return Object.fromEntries(
    Object.entries(parsed.data).filter(([, v]) => typeof v === 'string' && v),
  ) as DraftSlots;
}

/**
 * Which slot a question of Isla's aims at, by its wording in English or German (so a model's questions count too).
 * Checked in this order; a question about evidence aims at none.
 */
const QUESTION_PATTERNS: ReadonlyArray<[DraftSlot | null, RegExp]> = [
  [
    'tried',
    /\btried\b|workaround|deal with it today|already done|ausprobiert|versucht|umgehst du|gehst du heute damit um/iu,
  ],
  [
    'success',
    /solved tomorrow|success|measure|become smaller|what would be different|gelöst wäre|erfolg|messen|kleiner geworden|wäre .*anders/iu,
  ],
  [null, /talked to|evidence|how do you know|gesprochen|woher wei(?:ß|ss)t du|beweis/iu],
  ['ideas', /first idea|an idea|what could help|erste idee|eine idee|was helfen könnte/iu],
  ['frequency', /how often|last happen|wie oft|zuletzt passiert|wie häufig/iu],
  [
    'impact',
    /\bcost|lose|matter|what would happen if|kostet|verlierst|wichtig|was würde passieren|schadet/iu,
  ],
  ['who', /\bwho\b|\bwhom\b|\bwer\b|\bwem\b|\bwen\b|one person/iu],
  [
    'problem',
    /frustrat|annoy|problem do you|keeps going wrong|one sentence|single sentence|ärgert|nervt|schief|einem (?:einzigen )?satz|welches problem/iu,
  ],
];

/**
 * The order in which Isla asks for a slot still missing (product.md §4.3): the problem first, a first idea last.
 * Isla has six questions before the read-back (the phase thresholds), one per slot when none is wasted.
 */
export const ASKING_ORDER: readonly DraftSlot[] = [
  'problem',
  'who',
  'success',
  'impact',
  'frequency',
  'tried',
  'ideas',
];

/** The slots Isla's messages have asked for, each by its last question (questionSlot). */
export function askedSlots(messages: readonly { sender: string; message: string }[]): Set<DraftSlot> {
  const asked = new Set<DraftSlot>();
  for (const m of messages) {
    if (m.sender !== 'avatar') continue;
    const slot = questionSlot(m.message);
    if (slot) asked.add(slot);
  }
  return asked;
}

/**
 * Whether a slot is known well enough not to ask for it: filled, and for who more than the group the problem
 * statement itself names ("Parents who don't speak English well …" still leaves "who exactly?" open).
 */
export function slotKnown(slots: DraftSlots, slot: DraftSlot): boolean {
  const value = slots[slot];
  if (!value) return false;
  if (slot === 'who' && slots.problem) return !slots.problem.toLowerCase().includes(value.toLowerCase());
  return true;
}

/** The next slot to ask for: the first of ASKING_ORDER not known yet and not asked yet, or null. */
export function slotToAsk(slots: DraftSlots, asked: ReadonlySet<DraftSlot>): DraftSlot | null {
  return ASKING_ORDER.find((slot) => !slotKnown(slots, slot) && !asked.has(slot)) ?? null;
}

/** The slot Isla's message aims at: its last question decides (a message may open with an acknowledgement). */
export function questionSlot(message: string): DraftSlot | null {
  // Quoted words are the person's, not the question's.
  const sentences = message
    .replace(/"[^"]*"|“[^”]*”|„[^“”]*[“”]|«[^»]*»|'[^']{12,}'/gu, '…')
    .split(/(?<=[.!?])\s+|\n/u)
    .map((s) => s.trim())
    .filter(Boolean);
  const question = [...sentences].reverse().find((s) => s.endsWith('?')) ?? sentences.at(-1) ?? '';
  for (const [slot, pattern] of QUESTION_PATTERNS) if (pattern.test(question)) return slot;
  return null;
}

/** Answers that say nothing (a shrug, a greeting, yes or no). */
const VAGUE =
  /^(?:hi|hello|hey|hallo|moin|servus|ok(?:ay)?|yes|yeah|yep|no|nope|ja|jo|nein|maybe|vielleicht|nothing|nichts|none|nobody|niemand|keine|idk|dunno|i don'?t know|don'?t know|no idea|not sure|keine ahnung|wei(?:ß|ss) nicht|ich wei(?:ß|ss) (?:es )?nicht|k\.?\s?a\.?|egal|whatever|lol|hmm+)$/iu;
const LEADING_FILLER =
  /^(?:(?:hi|hello|hey|hallo|moin|servus)(?:\s+isla)?|well|so|um+|uh+|hmm+|erm|yeah|yes|okay|ok|ja|also|naja|na ja|äh+m?|hm+|i think|i guess|i mean|honestly|ich glaube|ich denke|ich finde|ehrlich gesagt|tja)\b[,\s]*/iu;
const TRAILING_FILLER =
  /[,\s]+(?:i guess|i think|or so|or something|or whatever|you know|i suppose|like|lol|halt|oder so|irgendwie|glaube ich|denke ich|eigentlich|und so|oder so was|schätze ich)$/iu;

/** Slots whose answer may be a single word ("daily", "students"). */
const ONE_WORD_SLOTS: ReadonlySet<DraftSlot> = new Set(['who', 'frequency']);

function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : text.slice(0, max)).replace(/[,;:]+$/u, '').trim();
}

/** The person's words cleaned: one sentence, trimmed, no filler around it, no end punctuation, first letter upper case. */
export function cleanAnswer(answer: string): string {
  let text = firstSentence(answer.replace(/[ \t]+/g, ' ').trim()).trim();
  const ends = /[\s.!?,;:…]+$/u;
  for (let i = 0; i < 3; i++)
    text = text.replace(ends, '').replace(LEADING_FILLER, '').replace(TRAILING_FILLER, '').trim();
  text = text.replace(ends, '').trim();
  text = cutAtWord(text, DRAFT_RULES.slotValueMax);
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}'’-]+/u).filter(Boolean);

/**
 * The value of `slot` in an answer to a question that aimed at it: the cleaned answer, or null when it says nothing
 * (vague, or a single word where one word cannot be the answer).
 */
export function extractSlotValue(slot: DraftSlot, answer: string): string | null {
  const cleaned = cleanAnswer(answer);
  if (!cleaned || VAGUE.test(cleaned)) return null;
  const count = wordsOf(cleaned).length;
  if (count === 0) return null;
  if (count === 1 && !ONE_WORD_SLOTS.has(slot)) return null;
  if (slot === 'problem' && count < 3) return null;
  return cleaned;
}

/** An answer worth quoting back: a statement of three words or more, not a shrug and not a question. */
export function saysSomething(answer: string): boolean {
  return !answer.trim().endsWith('?') && extractSlotValue('problem', answer) !== null;
}

export interface SlotMessage {
  sender: 'user' | 'avatar';
  message: string;
}

/**
 * The slots of a conversation read by content (understand.ts, product.md §4.3): every user message is split into
 * sentences, each read for what it says; the slot Isla's question before it aimed at only breaks a tie. A slot keeps
 * the best evidence; `initial` slots are the starting point. The phase machine keeps the result in its state
 * (BrainstormState.slots) and calls this once per message through updateSlotsFor; other readers take the state's.
 */
export function fillSlots(messages: readonly SlotMessage[], initial: DraftSlots = {}): DraftSlots {
  let slots: DraftSlots = { ...initial };
  let aimed: DraftSlot | null = 'problem';
  for (const m of messages) {
    if (m.sender === 'avatar') {
      aimed = questionSlot(m.message);
      continue;
    }
    slots = mergeEvidence(slots, understandMessage(m.message, aimed, { problemKnown: !!slots.problem }));
    aimed = null;
  }
  return slots;
}

/** The slots still empty, in the order Isla asks for them. */
export function emptySlots(slots: DraftSlots): SlotName[] {
  return DRAFT_SLOTS.filter((slot) => !slots[slot]);
}

/** Words that are no tag and no topic: the stop words plus filler of spoken answers. */
const FILLER = new Set(
  (
    'every week weeks weekend weekends wochenende wochenenden day days month months hour hours minute minutes year years morning evening always usually ' +
    'looking going getting trying keep keeps kept finding find found need needs needed annoying frustrating annoyed ' +
    'hard difficult easy easier better worse bad good great whole mostly mainly especially else other others ' +
    'lose losing lost waste wasting wasted spend spent spending would could should might will shall also just ' +
    'happens happen happened nobody everybody somebody anybody something anything everything nothing ' +
    'wirklich jede jeden jedes woche wochen tag tage tagen monat monate stunde stunden minute minuten jahr jahre morgens ' +
    'abends ständig meistens vor allem besonders sonst andere anderen finden suchen sucht gesucht brauche braucht ' +
    'nervt nervig schwer schwierig leicht besser schlechter schlecht gut viel wenig verliere verlieren verloren ' +
    'passiert passieren niemand jemand jeder alles nichts würde würden könnte könnten sollte sollten wäre wären ' +
    'gibt geht gehen kommt kommen sagen sagt gesagt worden wurde wurden einfach eben gerne weniger mehr mehrere ' +
    'their they them there these those we our ours us you your my mine he she his her it its the and but for with ' +
    'are was were has had have been being not too very more less much many some any all most few can cant dont doesnt ' +
    'who whom whose which enough whenever two three four five six ten twenty zwei drei vier fünf sechs zehn zwanzig'
  ).split(/\s+/),
);

const isContentWord = (word: string) => {
  const lower = word.toLowerCase();
  return (
    lower.length >= 3 &&
    /^\p{L}[\p{L}'’-]*$/u.test(word) &&
    !STOP_WORDS.has(lower) &&
    !FILLER.has(lower) &&
    // "Tages", "Monats": an inflected filler word is filler too.
    !(lower.length >= 5 && FILLER.has(lower.replace(/(?:es|s)$/u, ''))) &&
    !/['’]/u.test(word)
  );
};

const keywordHit = (word: string) => {
  const lower = word.toLowerCase();
  return Object.values(CATEGORY_KEYWORDS).some((keywords) =>
    keywords.some((k) => (k.endsWith('*') ? lower.startsWith(k.slice(0, -1)) : lower === k)),
  );
};

/** Words before a noun phrase in English: articles and possessives (strong), prepositions (weak). */
const ARTICLES = new Set(['a', 'an', 'the', 'no', 'enough']);
/** Words ending like an adverb or participle that are nouns or adjectives of a topic. */
const NOT_ADVERBS = new Set(['elderly', 'family', 'bed', 'need', 'seed', 'feed', 'shed', 'bring']);
/** Common English verbs and adverbs a topic must not contain (no part-of-speech tagger offline). */
const EN_VERBS = new Set(
  (
    'is are was were be been am do does did has have had can cannot get gets got go goes went make makes made take ' +
    'takes took keep keeps drop drops throw throws die dies eat eats use uses feel feels break breaks hurt hurts ' +
    'block blocks post posts lose loses come comes need needs say says told think thinks want wants pay pays work ' +
    'works run runs talk talks sit sits fall falls fail fails look looks wait waits leave leaves wastes end ends ' +
    'stop stops help helps start starts know knows see sees afford struggle struggles exist exists buy buys ' +
    'pollute pollutes damage damages cause causes hardly never always so much full out away there ' +
    'accept accepts offer offers give gives let lets allow allows cost costs charge charges sell sells show shows ' +
    'close closes open opens lack lacks miss misses refuse refuses ignore ignores require requires ask asks expect ' +
    'expects send sends check checks count counts play plays train trains meet meets live lives move moves find finds ' +
    'try tries seem seems become becomes thrown done gone seen taken given eaten broken written known shown left ' +
    'lost found paid sold told kept spent built sent bought brought thought caught taught held felt put set cut ' +
    'grows grow rots rot empties empty closes shuts'
  ).split(/\s+/),
);

/** English adjectives that may lead a topic but are no tag on their own. */
const EN_ADJECTIVES = new Set(
  'free young old new big small long short whole empty busy many few bad good great main'.split(' '),
);

/** A word that can name a thing: German nouns are capitalised (not first in the sentence); English ones are no verb or adverb. */
function nounish(token: string, index: number, locale: Locale): boolean {
  if (!isContentWord(token)) return false;
  if (locale === 'de') return index > 0 && /^\p{Lu}/u.test(token);
  const lower = token.toLowerCase();
  return !EN_VERBS.has(lower) && (NOT_ADVERBS.has(lower) || !/(?:ing|ed|ly)$/iu.test(lower));
}

/** Nouns that make no topic: relatives and friends, places, times (a title about "the cousin" or "Münster" misses). */
const NO_TOPIC = new RegExp(
  `^(?:${(
    'cousins? gran granny grandma grandmother grandad grandfather grandpa mum mom dad mother father sisters? brothers? ' +
    'sons? daughters? aunt uncle friends? neighbou?rs? wife husband boss oma opa uroma uropa mutter vater schwester ' +
    'bruder sohn tochter tante onkel freund(?:in|e|en)? nachbar(?:in|n)? chef(?:in)? cousine enkel ' +
    'town city village country area district stadt dorf land gegend viertel stadtteil innenstadt ' +
    'years? weeks? months? days? hours? minutes? mornings? evenings? nights? times? lessons? jahr(?:e|en)? woche(?:n)? ' +
    'monat(?:e|en)? tag(?:e|en)? stunde(?:n)? minute(?:n)? morgen abend nacht zeit mal winter summer sommer ' +
    'thing things stuff sache sachen problem problems probleme'
  )
    .split(' ')
    .join('|')})$`,
  'iu',
);

/** The problem's topic, a short noun phrase: English after an article or preposition, German its nouns. */
export function topicOf(text: string, locale: Locale): string | null {
  const tokens = firstSentence(text)
    .split(/\s+/u)
    .map((t) => t.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);
  // "in Münster", "in Leeds": a place's name (no article before it) is no topic.
  const placeName = (index: number) =>
    /^(?:in|nach|aus|from|to)$/iu.test(tokens[index - 1] ?? '') && /^\p{Lu}/u.test(tokens[index] ?? '');
  // German nouns stand alone; English ones come in runs ("the sick parent"), judged by their first word.
  const usable = (token: string, index: number) =>
    nounish(token, index, locale) &&
    (locale === 'en' || (!NO_TOPIC.test(token) && !groupOf(token) && !placeName(index)));
  const startsRun = (token: string, index: number) =>
    usable(token, index) && !NO_TOPIC.test(token) && !placeName(index) && !groupOf(token);
  let best: { words: string[]; score: number } | null = null;
  let runIndex = 0;
  for (let i = 0; i < tokens.length; i++) {
    if (!startsRun(tokens[i]!, i) || (i > 0 && usable(tokens[i - 1]!, i - 1))) continue;
    const before = (tokens[i - 1] ?? '').toLowerCase();
    const lead = ARTICLES.has(before) ? 2 : POSSESSIVES.has(before) ? 1 : PREPOSITIONS.has(before) ? 0.5 : 0;
    const run: string[] = [];
    for (let j = i; j < tokens.length && usable(tokens[j]!, j) && run.length < (locale === 'de' ? 2 : 3); j++)
      run.push(tokens[j]!);
    // The statement's first thing is most often what it is about; a German compound names a thing precisely.
    const score =
      lead +
      run.reduce(
        (sum, w) => sum + (keywordHit(w) ? (locale === 'en' ? 2 : 1) : 0) + (w.length >= 5 ? 1 : 0),
        0,
      ) +
      (run.length - 1) +
      (locale === 'de' && runIndex === 0 ? 1.5 : 0) +
      (locale === 'de' && run.some((w) => w.length >= 9) ? 2 : 0) -
      // "In meinem Ausbildungsbetrieb …": where it happens is less what it is about.
      (locale === 'de' && [tokens[i - 1], tokens[i - 2]].some((t) => /^(?:in|im|bei|beim)$/iu.test(t ?? ''))
        ? 1
        : 0) -
      0.1 * runIndex;
    runIndex++;
    if (run.join(' ').length <= 32 && (!best || score > best.score)) best = { words: run, score };
  }
  if (!best) return null;
  const phrase = best.words.join(' ');
  return locale === 'en' ? phrase.toLowerCase() : phrase;
}

const WHO_LEAD =
  /^(?:mostly|mainly|especially|probably|basically|really|all(?: the)?|many|most|lots of|a lot of|other|the|my|our|some|vor allem|hauptsächlich|besonders|wahrscheinlich|alle|viele|die meisten|andere|die|der|das|meine|unsere|einige)\s+/iu;
const WHO_END =
  /[,;:(]|\s(?:and|or|who|that|because|when|in|at|on|during|from|with|like|und|oder|die|der|weil|wenn|in|an|auf|bei|beim|während|mit|im|am|wie)\s/iu;

/** Words that name no group: the person themself ("I went through it" is no one affected). */
const FIRST_PERSON =
  /^(?:i|me|my|myself|we|us|our|you|ich|mich|mir|mein|meine|wir|uns|unser|unsere|du|man)$/iu;

/** Who, short enough for a title: the group named in the answer ("international students"), at most 3 words. */
export function whoOf(text: string, locale: Locale): string | null {
  const lowerFirst = (phrase: string) =>
    locale === 'en' && !/^\p{Lu}{2}/u.test(phrase)
      ? phrase.charAt(0).toLowerCase() + phrase.slice(1)
      : phrase;
  // Teams by age ("die U10 und die U12"): the teams as named.
  const teams = /(?<![\p{L}])(?:die\s+)?U\d{1,2}(?:\s+und\s+(?:die\s+)?U\d{1,2})?(?![\p{L}\d])/iu.exec(text);
  if (teams)
    return locale === 'de' ? `die ${teams[0].replace(/^die\s+/iu, '')}` : teams[0].replace(/^die\s+/iu, '');
  const group = groupOf(text);
  if (group && group.length <= 28)
    return lowerFirst(locale === 'de' ? germanNominative(lowerAdjectivesOf(group)) : group);
  let who = ` ${text} `;
  const end = WHO_END.exec(who.slice(1));
  if (end) who = who.slice(0, end.index + 1);
  who = who.trim();
  for (let i = 0; i < 3; i++) who = who.replace(WHO_LEAD, '');
  const words = who.split(/\s+/u).filter(Boolean).slice(0, 3);
  if (!words.length || !words.some(isContentWord) || words.some((w) => FIRST_PERSON.test(w))) return null;
  // A verb in it is a sentence, not a group ("went through", "accepts").
  if (locale === 'en' && words.some((w) => EN_VERBS.has(w.toLowerCase()) || /ed$/u.test(w))) return null;
  const phrase = words.join(' ').replace(/[.!?]+$/u, '');
  if (phrase.length > 28) return null;
  return lowerFirst(phrase);
}

/**
 * A German group as the subject ("sind …"): "jüngeren Schüler" → "jüngere Schüler", "Studierenden" → "Studierende"
 * (the person may have said it after "vor allem den …").
 */
const germanNominative = (group: string) =>
  group
    .split(' ')
    .map((word, i, all) =>
      (i < all.length - 1 && /^\p{Ll}+en$/u.test(word)) ||
      /^\p{Lu}\p{L}*(?:end|lich|iert|er|ig)en$/u.test(word)
        ? word.slice(0, -1)
        : word,
    )
    .join(' ');

/** "Ältere Nachbarn" → "ältere Nachbarn": an adjective is lower case inside a sentence. */
const lowerAdjectivesOf = (phrase: string) =>
  phrase
    .split(' ')
    .map((word, i, all) => (i < all.length - 1 ? word.toLowerCase() : word))
    .join(' ');

const TITLE = {
  en: {
    helpWho: (who: string, goal: string) => `How might we help ${who} ${goal}?`,
    act: (goal: string) => `How might we ${goal}?`,
    help: (goal: string) => `How might we help people ${goal}?`,
    whoTopic: (who: string, topic: string) => `How might we help ${who} with ${theTopic(topic)}?`,
    topicBetter: (topic: string) => `How might we improve ${theTopic(topic)}?`,
    topic: (topic: string) => `How might we solve the ${topic} problem?`,
    who: (who: string) => `How might we make everyday life easier for ${who}?`,
  },
  de: {
    helpWho: (who: string, goal: string) => `Wie können wir ${germanDative(who)} helfen, ${goal}?`,
    act: (goal: string) => `Wie können wir ${goal}?`,
    help: (goal: string) => `Wie können wir helfen, ${goal}?`,
    whoTopic: (who: string, topic: string) =>
      `Wie können wir ${germanDative(who)} beim Thema ${topic} helfen?`,
    topicBetter: (topic: string) => `Wie können wir das Thema ${topic} angehen?`,
    topic: (topic: string) => `Wie können wir das Thema ${topic} angehen?`,
    who: (who: string) => `Wie können wir ${germanDative(who)} den Alltag erleichtern?`,
  },
} as const;

/** "study room" → "the study room", "late trains" → "late trains" (a plural needs no article). */
const theTopic = (topic: string) => (/s$/u.test(topic) ? topic : `the ${topic}`);

/**
 * The title: "How might we …?" / "Wie können wir …?", at most 60 characters, never a copy of a message, never in the
 * first person (product.md §4.3). It says who and what: first what the problem statement aims at (a goal, see
 * title-goals.ts) for the group affected, else its topic for that group; "the … problem" only when nothing better is
 * known.
 */
export function renderTitle(slots: DraftSlots, locale: Locale): string {
  const t = TITLE[locale];
  const named = slots.who
    ? whoOf(slots.who, locale)
    : slots.problem
      ? whoOf(groupOf(slots.problem) ?? '', locale)
      : null;
  // "people" says no more than the title's own "help people".
  const who = named && !GENERIC_GROUP.test(named) ? named : null;
  const problemSentences = sentencesOf(slots.problem ?? '');
  const fromGoals = problemSentences.flatMap((sentence) =>
    titleGoals(sentence, locale).flatMap((goal) => {
      const group = goal.subject ?? who;
      const head = group?.split(' ').at(-1);
      return [
        goal.help && group ? t.helpWho(group, goal.help) : null,
        goal.help && head && head !== group ? t.helpWho(head, goal.help) : null,
        goal.act ? t.act(goal.act) : null,
        goal.help && !goal.subject ? t.help(goal.help) : null,
      ];
    }),
  );
  const topic = topicOf(slots.problem ?? slots.success ?? slots.impact ?? '', locale);
  const fits = (title: string) => title.length <= DRAFT_RULES.titleMax && !FIRST_PERSON_TITLE.test(title);
  const shortTopic = topic && topic.includes(' ') ? topic.split(' ').slice(-2).join(' ') : null;
  const candidates = [
    ...fromGoals,
    topic && who ? t.whoTopic(who, topic) : null,
    shortTopic && who ? t.whoTopic(who, shortTopic) : null,
    who ? t.who(who) : null,
    topic ? t.topicBetter(topic) : null,
    topic ? t.topic(topic) : null,
    topic && topic.includes(' ') ? t.topic(topic.split(' ').slice(-1)[0]!) : null,
  ];
  return candidates.find((c): c is string => !!c && fits(c)) ?? BRAINSTORM_TEXTS[locale].defaultTitle;
}

const GENERIC_GROUP = /^(?:people|persons|everyone|everybody|leute|menschen|personen|alle)$/iu;

/** A title never speaks as the person ("help i went through …", "mein Problem"). */
const FIRST_PERSON_TITLE =
  /(?<![\p{L}])(?:i|me|my|myself|ich|mich|mir|mein|meine|meinen|meinem)(?![\p{L}])/iu;

/** A sentence the person said as a whole clause ("we lose an hour …"), so it can follow "because" / "So far,". */
const EN_CLAUSE =
  /^(?:i|we|they|you|he|she|it|this|that|there|people|students|everyone|everybody|nobody|no one|some|many|most|the|my|our|their|his|her|a|an|kids|parents|teachers|each|every)\b/iu;

const SENTENCES = {
  en: {
    whoFrequency: (who: string, often: string) => `It affects ${who} most, ${often}.`,
    who: (who: string) => `It affects ${who} most.`,
    frequency: (often: string) => `It happens ${often}.`,
    impact: (v: string, clause: boolean) => (clause ? `This matters because ${v}.` : `What it costs: ${v}.`),
    success: (v: string, clause: boolean) =>
      clause ? `Success would mean that ${v}.` : `Success would mean ${v}.`,
    tried: (v: string, clause: boolean) => (clause ? `So far, ${v}.` : `Tried so far: ${v}.`),
    ideas: (v: string) => `A first idea: ${v}.`,
  },
  de: {
    whoFrequency: (who: string, often: string) => `Am stärksten betroffen sind ${who}, ${often}.`,
    who: (who: string) => `Am stärksten betroffen sind ${who}.`,
    frequency: (often: string) => `Das passiert ${often}.`,
    impact: (v: string, clause: boolean) =>
      clause ? `Das wiegt schwer, denn ${v}.` : `Das hat Folgen: ${v}.`,
    success: (v: string) => `Ein Erfolg wäre: ${v}.`,
    tried: (v: string) => `Versucht wurde bisher: ${v}.`,
    ideas: (v: string) => `Eine erste Idee: ${v}.`,
  },
} as const;

/**
 * A German main clause that can follow "denn" ("Ich verpasse dadurch …" → "ich verpasse dadurch …"): it opens with a
 * pronoun, article or adverb (lower case inside the sentence) and has its verb second; null when it does not.
 */
function germanClause(value: string): string | null {
  const [first = '', second = ''] = value.split(/\s+/u);
  if (!DE_CLAUSE_OPENERS.test(first) || !/^\p{Ll}/u.test(second)) return null;
  return `${first.toLowerCase()}${value.slice(first.length)}`.replace(/[.!?…]+$/u, '');
}
const DE_CLAUSE_OPENERS = /^(?:ich|wir|sie|er|es|die|der|das|dann|da|man|viele|manche|oft|meistens|ohne)$/iu;

/** A good outcome said as a wish of its own ("Ideally you would know …", "Schön wäre, wenn …"). */
const WISH =
  /^(?:success would|a good outcome would|ideally|in an ideal world|if\b|i'?d\b|it would be|that would be|the best|(?:ein )?erfolg wäre|gut wäre|schön wäre|ideal wäre|toll wäre|am besten|idealerweise|im idealfall|wenn\b)/iu;

/** German words that are capitalised only because they open the answer: never a noun. */
const DE_SENTENCE_OPENERS = new Set(
  (
    'der die das den dem des ein eine einen einem einer jede jeden jedes jeder alle viele manche einige meist ' +
    'meistens fast immer oft mehrmals einmal zweimal dreimal täglich wöchentlich monatlich nur vor besonders ' +
    'hauptsächlich wir ich man es sie er niemand halb zwei drei vier fünf zehn zwanzig unsere unser meine mein ' +
    'morgens abends nachts mittags zweimal dreimal jedes ständig dauernd andauernd pro im in bei beim nach zu ' +
    'mindestens etwa ungefähr rund seit'
  ).split(' '),
);

/**
 * A value inside a sentence. English: its first letter lower case again (unless it is "I" or an acronym). German,
 * after "Betroffen:" or "wie oft:" (a fragment, not a sentence): an opening article, pronoun, adverb or adjective
 * in lower case, a noun as it is ("Studierende", "Jeden Tag" → "jeden Tag", "Ältere Patienten" → "ältere …").
 */
const inner = (value: string, locale: Locale, fragment = true) => {
  const lowerFirst = () => value.charAt(0).toLowerCase() + value.slice(1);
  if (locale === 'en') return /^(?:I\b|I['’]|\p{Lu}{2})/u.test(value) ? value : lowerFirst();
  if (!fragment) return value;
  const [first = '', second = ''] = value.split(/\s+/u);
  const opener = DE_SENTENCE_OPENERS.has(first.toLowerCase());
  const adjective = /^\p{Lu}\p{Ll}+(?:e|en|er)$/u.test(first) && /^\p{Lu}/u.test(second);
  return opener || adjective ? lowerFirst() : value;
};

/**
 * The description (product.md §4.3): 2 to 4 sentences of prose in the person's language, made of what they said —
 * the problem first, then who is affected and how often, why it matters, a good outcome, what was tried and a first
 * idea (a solution idea never goes into the problem). An empty slot is left out.
 */
export function renderDescription(slots: DraftSlots, locale: Locale): string {
  const en = SENTENCES.en;
  const de = SENTENCES.de;
  const v = (slot: SlotName) =>
    slots[slot] ? inner(slots[slot]!, locale, slot === 'who' || slot === 'frequency') : null;
  const rest: string[] = [];
  const named = slots.who ? whoOf(slots.who, locale) : null;
  // "It affects people most" says nothing: a group that is just "people" is left out.
  const who = named && !GENERIC_GROUP.test(named) ? named : null;
  const oftenValue = slots.frequency ? (frequencyPhrase(slots.frequency) ?? slots.frequency) : null;
  const often = oftenValue ? inner(oftenValue, locale, true) : null;
  if (who && often) rest.push(locale === 'en' ? en.whoFrequency(who, often) : de.whoFrequency(who, often));
  else if (who) rest.push(locale === 'en' ? en.who(who) : de.who(who));
  else if (often) rest.push(locale === 'en' ? en.frequency(often) : de.frequency(often));
  const clause = (value: string) => EN_CLAUSE.test(value);
  const impact = v('impact');
  if (impact)
    rest.push(
      locale === 'en'
        ? en.impact(impact, clause(impact))
        : de.impact(germanClause(slots.impact!) ?? impact, !!germanClause(slots.impact!)),
    );
  const success = v('success');
  // "Success would be nobody …", "Gut wäre, wenn …": a wish said as a whole sentence stands as it is.
  if (success && WISH.test(slots.success!)) rest.push(`${slots.success!.replace(/[.!?…]+$/u, '')}.`);
  else if (success) rest.push(locale === 'en' ? en.success(success, clause(success)) : de.success(success));
  const tried = v('tried');
  if (tried) rest.push(locale === 'en' ? en.tried(tried, clause(tried)) : de.tried(tried));
  const ideas = v('ideas');
  if (ideas) rest.push(locale === 'en' ? en.ideas(ideas) : de.ideas(ideas));
  const problem = slots.problem
    ? sentencesOf(slots.problem).map((p) => `${p.replace(/[.!?…]+$/u, '')}.`)
    : [];
  // The problem's first sentence always; a second one only when the other slots leave room.
  // A value may hold two sentences ("… two hours each way. Others give up …"): the limit counts sentences.
  const countOf = (text: string) => text.split(/(?<=[.!?])\s+(?=\p{Lu})/u).length;
  const kept: string[] = [];
  let room = DRAFT_RULES.descriptionSentencesMax - problem.slice(0, 1).length;
  for (const sentence of rest) {
    if (countOf(sentence) > room) continue;
    kept.push(sentence);
    room -= countOf(sentence);
  }
  // The problem's second sentence only when the other slots leave room.
  return [...problem.slice(0, 1), ...problem.slice(1, 1 + room), ...kept].join(' ');
}

/** A tag that stands for the category when the answers give too few words. */
const CATEGORY_TAGS: Record<Locale, Record<SummaryCategory, string | null>> = {
  en: {
    sustainability: 'sustainability',
    education: 'education',
    health: 'health',
    technology: 'technology',
    social: 'community',
    general: null,
  },
  de: {
    sustainability: 'nachhaltigkeit',
    education: 'bildung',
    health: 'gesundheit',
    technology: 'technik',
    social: 'gemeinschaft',
    general: null,
  },
};

/** The same word in another form (room, rooms; Schüler, Schülern). */
const sameWord = (a: string, b: string) =>
  a === b ||
  (a.length >= 4 &&
    b.length >= 4 &&
    (a.startsWith(b) || b.startsWith(a)) &&
    Math.abs(a.length - b.length) <= 2);

/** 3 to 5 tags: meaningful words of the filled slots (lower case, no stop words, no fragments, no duplicates). */
export function renderTags(slots: DraftSlots, category: SummaryCategory, locale: Locale): string[] {
  const counts = new Map<string, { count: number; first: number; keyword: boolean; noun: boolean }>();
  let index = 0;
  for (const slot of ['problem', 'who', 'impact', 'success', 'tried'] as const) {
    const tokens = (slots[slot] ?? '')
      .split(/\s+/u)
      .map((t) => t.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
      .filter(Boolean);
    tokens.forEach((word, position) => {
      index++;
      if (word.length < 4 || !isContentWord(word)) return;
      const noun = nounish(word, position, locale);
      // English has no capitals to tell a noun: a verb or adverb is never a tag there.
      if (locale === 'en' && (!noun || EN_ADJECTIVES.has(word.toLowerCase()))) return;
      const lower = word.toLowerCase();
      const known = [...counts.keys()].find((k) => sameWord(k, lower));
      const key = known ?? lower;
      const entry = counts.get(key);
      if (entry) {
        entry.count += 1;
        entry.noun ||= noun;
      } else counts.set(key, { count: 1, first: index, keyword: keywordHit(lower), noun });
    });
  }
  const candidates = [...counts.entries()]
    .filter(([, e]) => e.noun)
    .sort(
      (a, b) =>
        Number(b[1].keyword) - Number(a[1].keyword) || b[1].count - a[1].count || a[1].first - b[1].first,
    )
    .map(([word]) => word)
    .filter((word) => word.length <= CHALLENGE_LIMITS.tagMax);
  // A word that ends another one repeats it ("ständer" in "fahrradständer", "müll" in "plastikmüll").
  const distinct = candidates
    .filter((word) => !candidates.some((other) => other.length > word.length && other.endsWith(word)))
    .slice(0, DRAFT_RULES.tagsMax);
  const tags = distinct.length >= DRAFT_RULES.tagsMin ? distinct : candidates.slice(0, DRAFT_RULES.tagsMax);
  const categoryTag = CATEGORY_TAGS[locale][category];
  if (tags.length < DRAFT_RULES.tagsMin && categoryTag && !tags.some((t) => sameWord(t, categoryTag)))
    tags.push(categoryTag);
  return tags;
}

/** The draft rendered from the slots; the category by the keyword rule over everything the person said. */
export function renderDraft(
  slots: DraftSlots,
  locale: Locale,
  userMessages: readonly string[] = Object.values(slots).filter((v): v is string => !!v),
): { draft: ChallengeDraft; category: SummaryCategory } {
  const category = guessCategory(userMessages);
  return {
    category,
    draft: {
      title: renderTitle(slots, locale),
      description: renderDescription(slots, locale),
      category: toChallengeCategory(category) ?? '',
      difficulty: 'beginner',
      tags: renderTags(slots, category, locale),
    },
  };
}
