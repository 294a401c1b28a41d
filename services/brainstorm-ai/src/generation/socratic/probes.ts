/**
 * What the Socratic engine wants to know about a problem, and how it recognises that the user has already told
 * it (keyword heuristics in English and German; a message may mix both).
 */
export const PROBES = ['who', 'frequency', 'cost', 'tried'] as const;
export type Probe = (typeof PROBES)[number];

/** A word list as a case-insensitive, Unicode-aware whole-word pattern (umlauts count as letters). */
function words(...alternatives: string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'iu');
}

const PROBE_PATTERNS: Record<Probe, RegExp[]> = {
  who: [
    words(
      'people', 'persons?', 'everyone', 'everybody', 'students?', 'pupils?', 'teachers?', 'parents?', 'friends?',
      'colleagues?', 'classmates?', 'flatmates?', 'roommates?', 'neighbou?rs?', 'famil(?:y|ies)', 'kids', 'children',
      'users?', 'customers?', 'patients?', 'nurses?', 'elderly', 'seniors?', 'commuters?', 'cyclists?', 'drivers?',
      'others', 'my (?:team|class|mum|mom|dad|sister|brother)', 'many of us', 'a lot of',
      'leute', 'menschen', 'studierende', 'student(?:en|innen)', 'schüler(?:innen)?', 'lehrer(?:innen)?', 'lehrkräfte',
      'eltern', 'freund(?:e|innen)', 'kolleg(?:en|innen)', 'kommiliton(?:en|innen)', 'mitbewohner(?:innen)?', 'nachbarn',
      'familien?', 'kinder', 'nutzer(?:innen)?', 'kund(?:en|innen)', 'patient(?:en|innen)', 'pflegekräfte',
      'ältere', 'senior(?:en|innen)', 'pendler(?:innen)?', 'radfahrer(?:innen)?', 'andere', 'viele von uns', 'alle',
    ),
  ],
  frequency: [
    words(
      'every (?:day|morning|evening|night|week|weekend|month|time|semester|term)', 'each (?:day|week|month|time)',
      'daily', 'weekly', 'monthly', 'always', 'often', 'constantly', 'regularly', 'sometimes', 'rarely',
      'all the time', 'once a', 'twice a', '(?:\\d+|two|three|four|five|several|many) times', 'per (?:day|week|month)',
      'jeden (?:tag|morgen|abend|monat)', 'jede (?:woche|nacht)', 'jedes (?:mal|wochenende|semester)', 'täglich',
      'wöchentlich', 'monatlich', 'immer', 'oft', 'häufig', 'ständig', 'dauernd', 'regelmäßig', 'manchmal', 'selten',
      '(?:\\d+|zwei|drei|vier|fünf|mehrere|ein)mal', '\\d+ mal', 'pro (?:tag|woche|monat)', 'mehrmals',
    ),
  ],
  cost: [
    /\d+\s*(?:min(?:ute)?s?|minuten|h|hours?|stunden?|€|eur(?:o|os)?|\$|dollars?|days?|tage?n?)(?![\p{L}])/iu,
    /[€$]\s*\d+/u,
    words(
      'money', 'costs?', 'costly', 'expensive', 'wastes?', 'wasted', 'wasting', 'lose', 'loses', 'losing', 'lost',
      'stress(?:ed|ful)?', 'fines?', 'sleep', 'missed', 'miss out', 'late fees?', 'hours', 'nerves',
      'geld', 'kostet', 'kosten', 'teuer', 'verschwend\\p{L}*', 'verlier\\p{L}*', 'verloren', 'stress', 'gestresst',
      'stunden', 'nerven', 'strafe', 'bußgeld', 'gebühr(?:en)?', 'schlaf', 'verpass\\p{L}*', 'zu spät',
    ),
  ],
  tried: [
    words(
      'tried', 'try(?:ing)?', 'attempted', 'workarounds?', 'i use', 'we use', 'using', 'spreadsheets?', 'apps?',
      'tools?', 'calendars?', 'reminders?', 'alarms?', 'asked', 'googled', 'searched', 'so far', 'nothing works',
      'didn\'t work', 'does not work', 'doesn\'t help',
      'versucht', 'probiert', 'ausprobiert', 'nutze', 'benutze', 'verwende', 'tabellen?', 'kalender', 'erinnerung(?:en)?',
      'wecker', 'gefragt', 'gegoogelt', 'gesucht', 'bisher', 'hat nicht geklappt', 'klappt nicht', 'hilft nicht',
    ),
  ],
};

/** The probes a user's text already answers. */
export function coveredProbes(userText: string): Set<Probe> {
  return new Set(PROBES.filter((probe) => PROBE_PATTERNS[probe].some((pattern) => pattern.test(userText))));
}

export function mentions(probe: Probe, text: string): boolean {
  return PROBE_PATTERNS[probe].some((pattern) => pattern.test(text));
}

/** Talk of building something (an app, a platform) rather than of a problem someone has. */
const SOLUTION_INTENT: RegExp[] = [
  /\b(?:build|make|create|develop|start|launch|design|code|program|write)\s+(?:an?|my own|our own|the)\s+(?:\w+\s+){0,2}(?:apps?|platforms?|websites?|sites?|tools?|bots?|chatbots?|startups?|services?|software|games?|marketplaces?)\b/i,
  /\b(?:an?|my|our)\s+(?:\w+\s+)?(?:app|platform|website|tool|bot|chatbot|startup|marketplace)\s+(?:that|which|for|to|where)\b/i,
  /\b(?:my|an?) idea (?:is|for|would be)\b/i,
  /(?<![\p{L}])(?:eine?n?|meine?n?|unsere?n?)\s+(?:[\p{L}-]+\s+)?(?:app|plattform|webseite|website|internetseite|tool|bot|chatbot|startup|software|spiel|marktplatz)(?![\p{L}]).*(?:bauen|entwickeln|programmieren|machen|erstellen|gründen|starten|schreiben)(?![\p{L}])/iu,
  /(?<![\p{L}])(?:app|plattform|webseite|website|tool|bot|chatbot|software),?\s+(?:die|der|das|mit der|mit dem|für|womit)(?![\p{L}])/iu,
  /(?<![\p{L}])meine idee (?:ist|wäre)(?![\p{L}])/iu,
];
const PROBLEM_WORDS = words(
  'problems?', 'frustrat\\p{L}*', 'annoy\\p{L}*', 'hate', 'difficult', 'hard', 'struggl\\p{L}*', 'can\'?t', 'cannot',
  'never', 'waste\\p{L}*', 'lose', 'lost', 'late', 'forget\\p{L}*', 'forgot', 'stress\\p{L}*', 'pain', 'issues?',
  'miss(?:es|ed|ing)?', 'wrong', 'broken', 'slow', 'confus\\p{L}*', 'nobody', 'no one', 'stuck', 'wait(?:ing)?',
  'overwhelm\\p{L}*', 'tired of', 'fed up', 'worr\\p{L}*', 'anxious', 'lonely', 'unfair', 'too (?:much|many|expensive|long)',
  'problem(?:e|en)?', 'nervt', 'nervig', 'ärger\\p{L}*', 'schwierig', 'schwer', 'kann nicht', 'kein(?:e|en)?', 'hasse',
  'stört', 'mühsam', 'lästig', 'vergess\\p{L}*', 'vergesse', 'verlier\\p{L}*', 'zu spät', 'frust\\p{L}*', 'verpass\\p{L}*',
  'falsch', 'kaputt', 'langsam', 'verwirr\\p{L}*', 'niemand', 'warten', 'warte', 'überforder\\p{L}*', 'sorgen', 'einsam',
  'unfair', 'zu (?:viel|viele|teuer|lange)', 'gehen ein', 'geht kaputt',
);

export const soundsLikeSolution = (text: string): boolean => SOLUTION_INTENT.some((pattern) => pattern.test(text));
export const soundsLikeProblem = (text: string): boolean => PROBLEM_WORDS.test(text);
