import {
  BRAINSTORM_LIMITS,
  CHALLENGE_LIMITS,
  type ChallengeCategory,
  type Difficulty,
  type Locale,
} from '@creators/contracts';
import { BRAINSTORM_TEXTS, fillText } from './texts.js';

/** product.md §4.3: the summary guesses one of these from keywords. */
export const SUMMARY_CATEGORIES = [
  'sustainability',
  'education',
  'health',
  'technology',
  'social',
  'general',
] as const;
export type SummaryCategory = (typeof SUMMARY_CATEGORIES)[number];

/** product.md §3 challenge draft. category '' means "not guessed: the user chooses" (see toChallengeCategory). */
export interface ChallengeDraft {
  title: string;
  description: string;
  category: ChallengeCategory | '';
  difficulty: Difficulty;
  tags: string[];
}

export const EMPTY_DRAFT: ChallengeDraft = {
  title: '',
  description: '',
  category: '',
  difficulty: 'beginner',
  tags: [],
};

/**
 * Keywords per category, English and German, lower case. A keyword ending in '*' matches any word that starts
 * with it; any other keyword matches a whole word.
 */
export const CATEGORY_KEYWORDS: Record<Exclude<SummaryCategory, 'general'>, readonly string[]> = {
  sustainability: [
    'climat*',
    'environment*',
    'sustainab*',
    'recycl*',
    'waste',
    'pollut*',
    'plastic*',
    'energy',
    'carbon',
    'emission*',
    'green',
    'nature',
    'trash',
    'garbage',
    'litter*',
    'compost*',
    'solar',
    'klima*',
    'umwelt*',
    'nachhaltig*',
    'müll*',
    'abfall*',
    'abfälle',
    'plastik*',
    'verschmutz*',
    'natur',
    'energie*',
    'co2',
    'emission*',
    'wegwerf*',
    'verschwend*',
  ],
  education: [
    'school*',
    'student*',
    'learn*',
    'teach*',
    'study*',
    'studie*',
    'class',
    'classes',
    'classroom*',
    'homework',
    'exam*',
    'lesson*',
    'educat*',
    'universit*',
    'course*',
    'tutor*',
    'schul*',
    'schüler*',
    'lern*',
    'lehrer*',
    'unterricht*',
    'hausaufgabe*',
    'prüfung*',
    'bildung*',
    'klausur*',
    'studium',
    'uni',
    'kurs*',
    'nachhilfe*',
  ],
  health: [
    'health*',
    'mental*',
    'stress*',
    'sleep*',
    'doctor*',
    'hospital*',
    'fitness',
    'diet*',
    'anxiety',
    'anxious',
    'wellbeing',
    'exercise*',
    'medic*',
    'disease*',
    'sick*',
    'illness*',
    'nutrition*',
    'therap*',
    'gesund*',
    'schlaf*',
    'arzt',
    'ärzt*',
    'krankenhaus*',
    'krank*',
    'psych*',
    'ernährung*',
    'angst',
    'ängste',
    'medizin*',
    'medikament*',
    'pflege*',
  ],
  technology: [
    'app',
    'apps',
    'software*',
    'tech',
    'technolog*',
    'technik*',
    'computer*',
    'internet*',
    'online',
    'digital*',
    'website*',
    'web',
    'ai',
    'ki',
    'data',
    'daten*',
    'phone*',
    'smartphone*',
    'handy*',
    'program*',
    'programm*',
    'coding',
    'code',
    'robot*',
    'device*',
    'gerät*',
    'wlan',
    'wifi',
  ],
  social: [
    'communit*',
    'neighbo*',
    'social*',
    'people',
    'friend*',
    'lonel*',
    'volunteer*',
    'inclusi*',
    'elderly',
    'senior*',
    'famil*',
    'homeless*',
    'gemeinschaft*',
    'nachbar*',
    'sozial*',
    'menschen',
    'freund*',
    'einsam*',
    'ehrenamt*',
    'familie*',
    'obdachlos*',
    'integration*',
    'gesellschaft*',
  ],
};

/** Words too common to be a tag (English and German). */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'about above after again also always among another because been before being below between both cannot could does doing down during each ' +
    'even every from further have having here into itself just like make many more most much must never only other over really same should ' +
    'some still such than that their them then there these they thing things think this those through time times very want were what when ' +
    'where which while with would your yours yourself people often sometimes something someone everyone anyone nothing everything lot lots ' +
    'aber alle allem allen aller alles also andere anderen auch auf aus bei beim bin bist damit dann dass dein deine dem den denn der des ' +
    'dich die dies diese diesem diesen dieser dieses doch dort durch eine einem einen einer eines etwas euch für gegen habe haben hatte ' +
    'hier hinter ich ihm ihn ihr ihre immer jede jedem jeden jeder jetzt kann kein keine können machen mache macht manchmal mehr mein meine ' +
    'meinem meinen meiner mich mir mit muss nach nicht noch nur oder ohne schon sehr sein seine selbst sich sie sind soll sollte über ' +
    'um und uns unser unsere unter viel viele vom von vor war waren warum was weil welche wenn werden wird wie wieder will wir wirklich ' +
    'wo zum zur zwischen oft denke glaube finde leute menschen problem probleme problems'
  ).split(/\s+/),
);

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

const matches = (word: string, keyword: string) =>
  keyword.endsWith('*') ? word.startsWith(keyword.slice(0, -1)) : word === keyword;

/**
 * product.md §4.3: the category guessed from keywords in the user's messages: the category with the most keyword
 * hits; on a tie the first in the order sustainability, education, health, technology, social; none: general.
 */
export function guessCategory(texts: string | readonly string[]): SummaryCategory {
  const all = words(typeof texts === 'string' ? texts : texts.join(' '));
  let best: SummaryCategory = 'general';
  let bestScore = 0;
  for (const category of Object.keys(CATEGORY_KEYWORDS) as Array<keyof typeof CATEGORY_KEYWORDS>) {
    const score = all.filter((word) =>
      CATEGORY_KEYWORDS[category].some((keyword) => matches(word, keyword)),
    ).length;
    if (score > bestScore) {
      best = category;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The challenge form's category for a guessed one. social is the challenge category community; general has no
 * challenge category: the form leaves the choice to the user (null) rather than publish a wrong guess.
 */
export function toChallengeCategory(category: SummaryCategory): ChallengeCategory | null {
  if (category === 'general') return null;
  if (category === 'social') return 'community';
  return category;
}

/** product.md §4.3: up to 5 tags: the user's most frequent meaningful words (4 letters or more, no stop words), first seen first on a tie. */
export function generateTags(
  texts: readonly string[],
  max: number = BRAINSTORM_LIMITS.summaryTags,
): string[] {
  const counts = new Map<string, { count: number; first: number }>();
  words(texts.join(' ')).forEach((word, index) => {
    if (word.length < 4 || STOP_WORDS.has(word) || /^\p{N}+$/u.test(word)) return;
    const entry = counts.get(word);
    if (entry) entry.count += 1;
    else counts.set(word, { count: 1, first: index });
  });
  return [...counts.entries()]
    .sort((a, b) => b[1].count - a[1].count || a[1].first - b[1].first)
    .slice(0, max)
    .map(([word]) => word.slice(0, CHALLENGE_LIMITS.tagMax));
}

/** The first sentence of a text, cut at a word boundary (with an ellipsis) to at most `max` characters, first letter upper case. */
export function titleFrom(text: string, max: number = BRAINSTORM_LIMITS.titleMaxLength): string {
  const sentence = (text.trim().split(/(?<=[.!?])\s|\n/u)[0] ?? '')
    .replace(/\s+/g, ' ')
    .replace(/[.!?,;:]+$/u, '')
    .trim();
  let title = sentence;
  if (title.length > max) {
    const cut = title.slice(0, max + 1);
    const space = cut.lastIndexOf(' ');
    // A cut title says so, rather than ending mid-sentence.
    title = `${(space > max / 2 ? cut.slice(0, space) : title.slice(0, max - 1)).replace(/[,;:]+$/u, '').trim()}…`;
  }
  return title.charAt(0).toLocaleUpperCase() + title.slice(1);
}

export interface BrainstormSummary {
  /** Isla's summary message. */
  message: string;
  /** The guess of product.md §4.3 (six values). */
  category: SummaryCategory;
  draft: ChallengeDraft;
}

/**
 * product.md §4.3: a summary built from the user's messages. The problem (title and first paragraph) comes from what
 * the user said while exploring (ideation); the insights (validation and refinement answers) are listed under it.
 */
export function buildSummary(input: {
  problemMessages: readonly string[];
  insights: readonly string[];
  locale: Locale;
}): BrainstormSummary {
  const texts = BRAINSTORM_TEXTS[input.locale];
  const problem = input.problemMessages.map((m) => m.trim()).filter(Boolean);
  const insights = input.insights.map((m) => m.trim()).filter(Boolean);
  const firstStatement = problem[0] ?? insights[0] ?? '';
  const generated = titleFrom(firstStatement);
  const title = generated.length >= CHALLENGE_LIMITS.titleMin ? generated : texts.defaultTitle;

  const paragraphs = [problem.join(' ')].filter(Boolean);
  if (insights.length)
    paragraphs.push([texts.descriptionInsights, ...insights.map((insight) => `- ${insight}`)].join('\n'));
  let description = paragraphs.join('\n\n');
  if (description.length > CHALLENGE_LIMITS.descriptionMax)
    description = `${description.slice(0, CHALLENGE_LIMITS.descriptionMax - 3).trimEnd()}...`;

  const everything = [...problem, ...insights];
  const category = guessCategory(everything);
  const shownInsights = insights
    .slice(-3)
    .map((insight) => insight.replace(/[.!?;,:]+$/u, ''))
    .join('; ');
  const message = fillText(shownInsights ? texts.summary : texts.summaryNoInsights, {
    title,
    insights: shownInsights,
  });
  return {
    message,
    category,
    draft: {
      title,
      description,
      category: toChallengeCategory(category) ?? '',
      difficulty: 'beginner',
      tags: generateTags(everything),
    },
  };
}
