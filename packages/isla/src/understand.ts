/**
 * How Isla understands what a person says (product.md §4.3, "Understanding"): every message is split into sentences
 * and each sentence is read for what it says — the problem, who is affected, how often, what it costs, what was
 * tried, a good outcome, a first solution idea — or for nothing of use (agreement, small talk, "I went through it
 * myself", a question). Offline, English and German: word lists, patterns and the shape of the sentence; the slot
 * Isla's last question aimed at only breaks a tie. A slot keeps the best evidence of the whole conversation.
 */

/** The slots a brainstorm fills (product.md §4.3); `ideas` are solution ideas, never the problem. */
export const UNDERSTOOD_SLOTS = [
  'problem',
  'who',
  'frequency',
  'impact',
  'tried',
  'success',
  'ideas',
] as const;
export type UnderstoodSlot = (typeof UNDERSTOOD_SLOTS)[number];

/** One sentence read for a slot: its value (the person's words, cleaned) and how good the evidence is. */
export interface SlotEvidence {
  slot: UnderstoodSlot;
  value: string;
  score: number;
}

/** What one message says. */
export interface Understanding {
  evidence: SlotEvidence[];
  /** The message asks something (of Isla or of the programme): it is no answer and fills nothing. */
  question: boolean;
  /** The message says nothing of use: agreement, small talk, a shrug. */
  nothing: boolean;
  /** The message corrects what was said before ("no, it's mostly commuters"): its evidence replaces. */
  correction: boolean;
  /** A plain yes ("yes", "ja, genau so"). */
  agreement: boolean;
  /** Three words or fewer. */
  short: boolean;
  /** The message as read. */
  text: string;
}

/** A word list as a case-insensitive, Unicode-aware whole-word pattern. */
const words = (...alternatives: string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'iu');

/* ------------------------------------------------------------------ lexicons */

/** Groups of people, English and German (singular and plural; adjectives before them are kept by groupOf). */
const GROUP_NOUNS = [
  'people',
  'persons?',
  'students?',
  'first-years?',
  'freshers?',
  'freshmen',
  'pupils?',
  'kids',
  'children',
  'teens?',
  'teenagers?',
  'young people',
  'teachers?',
  'parents?',
  'mums?',
  'moms?',
  'dads?',
  'families',
  'famil(?:y)',
  'friends?',
  'classmates?',
  'flatmates?',
  'roommates?',
  'neighbou?rs?',
  'residents?',
  'tenants?',
  'colleagues?',
  'co-?workers?',
  'employees?',
  'workers?',
  'staff',
  'nurses?',
  'doctors?',
  'patients?',
  'carers?',
  'caregivers?',
  'elderly',
  'seniors?',
  'pensioners?',
  'grandparents?',
  'commuters?',
  'cyclists?',
  'drivers?',
  'passengers?',
  'pedestrians?',
  'travell?ers?',
  'tourists?',
  'users?',
  'customers?',
  'shoppers?',
  'visitors?',
  'players?',
  'members?',
  'volunteers?',
  'fans?',
  'coaches?',
  'athletes?',
  'swimmers?',
  'runners?',
  'migrants?',
  'immigrants?',
  'refugees?',
  'newcomers?',
  'beginners?',
  'musicians?',
  'artists?',
  'owners?',
  'farmers?',
  'gamers?',
  'developers?',
  'apprentices?',
  'trainees?',
  'interns?',
  'leute',
  'menschen',
  'personen',
  'studierende[n]?',
  'student(?:en|innen|in)?',
  'erstsemester\\p{L}*',
  'schüler(?:innen|in|n)?',
  'kinder[n]?',
  'jugendliche[n]?',
  'lehrer(?:innen|in|n)?',
  'lehrkräfte[n]?',
  'eltern',
  'mütter[n]?',
  'väter[n]?',
  'familien',
  'freund(?:e|en|innen)',
  'kommiliton(?:en|innen)',
  'mitschüler(?:innen|n)?',
  'mitbewohner(?:innen|n)?',
  'nachbar(?:n|innen)',
  'anwohner(?:innen|n)?',
  'bewohner(?:innen|n)?',
  'mieter(?:innen|n)?',
  'kolleg(?:en|innen)',
  'mitarbeit(?:er|ende)(?:innen|n)?',
  'beschäftigte[n]?',
  'pflegekräfte[n]?',
  'pfleger(?:innen|n)?',
  'ärzt(?:e|en|innen)',
  'patient(?:en|innen)',
  'ältere[n]?',
  'senior(?:en|innen)',
  'rentner(?:innen|n)?',
  'großeltern',
  'pendler(?:innen|n)?',
  'radfahrer(?:innen|n)?',
  'fahrer(?:innen|n)?',
  'fahrgäste[n]?',
  'fußgänger(?:innen|n)?',
  'reisende[n]?',
  'tourist(?:en|innen)',
  'nutzer(?:innen|n)?',
  'kund(?:en|innen)',
  'besucher(?:innen|n)?',
  'spieler(?:innen|n)?',
  'mitglieder[n]?',
  'ehrenamtliche[n]?',
  'trainer(?:innen|n)?',
  'fans',
  'sportler(?:innen|n)?',
  'zugezogene[n]?',
  'geflüchtete[n]?',
  'migrant(?:en|innen)',
  'neulinge[n]?',
  'anfänger(?:innen|n)?',
  'azubis?',
  'auszubildende[n]?',
  'praktikant(?:en|innen)',
  'vereine?',
  'clubs?',
  'teams?',
  'mannschaft(?:en)?',
  '\\d+[- ]?(?:to[- ]\\d+[- ])?year[- ]olds?',
  'year[- ]olds?',
  'carers',
  'erstis?',
  'alleinerziehende[n]?',
  'grundschüler(?:innen|n)?',
  'jährige[n]?',
  'omas?',
  'opas?',
  'grandmas?',
  'grandpas?',
  'wheelchair users?',
  'households?',
  'angehörige[n]?',
  'pflegende[n]?',
  'haushalte[n]?',
  'gardeners?',
  'gärtner(?:innen|n)?',
  'u\\d{1,2}',
  'rollstuhlfahrer(?:innen|n)?',
];
/** German compounds end in their group ("Grundschulkinder", "Nachtschichtpflegekräfte"). */
const DE_GROUP_ENDINGS =
  /^\p{Lu}\p{L}{2,}(?:kinder|schüler|schülerinnen|eltern|leute|studierende|studenten|mütter|väter|familien|pendler|rentner|senioren|patienten|nachbarn|bewohner|mitglieder|spieler|azubis|lehrer|kräfte|jährige|jährigen)$/u;

const GROUP_EXACT = new RegExp(`^(?:${GROUP_NOUNS.join('|')})$`, 'iu');
const GROUP_WORD = { test: (token: string) => GROUP_EXACT.test(token) || DE_GROUP_ENDINGS.test(token) };

/** Adjectives and nouns that narrow a group ("international students", "ältere Nachbarn"). */
const GROUP_MODIFIER =
  /^(?:international|foreign|new|young|younger|old|older|elderly|local|first-year|first|second-year|disabled|blind|deaf|single|working|busy|low-income|poor|rural|exchange|part-time|full-time|other|fellow|lonely|sick|small|little|youth|university|school|night|shift|club|team|hospital|care|football|sports?|internationale[n]?|ausländische[n]?|neue[n]?|junge[n]?|jüngere[n]?|ältere[n]?|alte[n]?|einsame[n]?|kranke[n]?|behinderte[n]?|alleinerziehende[n]?|berufstätige[n]?|andere[n]?|viele[n]?|die meisten)$/iu;

/** Pronouns that name no group: "I", "we", "me", "ich", "wir". */
const PRONOUN_ONLY = /^(?:i|me|myself|we|us|you|ich|mich|mir|wir|uns|du|man)$/iu;

const FREQUENCY = words(
  'every (?:bin|market|school|match|training|pay|rest|washing) day',
  'every (?:single )?(?:day|morning|evening|night|week|weekend|weekday|workday|month|term|semester|year|time|match day|game day|lesson|shift|class|season|summer|winter|spring|autumn|fall|holiday|exam period|exam season|january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)',
  'each (?:summer|winter|spring|autumn|year|season|semester|term)',
  'every (?:school|working|week|single|other) (?:morning|day|evening|night|week|year)',
  'every (?:two|three|four|few|couple of|\\d+) (?:days|weeks|months|years|hours)',
  'every (?:second|third|fourth|other) \\p{L}+',
  '(?:once|twice|three times|\\d+ times) (?:a|per|each) (?:school |calendar )?(?:year|term|week|month|day)',
  '(?:on )?(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)',
  'in (?:the )?winter',
  'every winter',
  'jede[nrs]? (?:\\p{L}*(?:tag|abend|morgen|mittag|woche|monat|jahr|winter|sommer|herbst|nacht|stunde|lieferung|schicht|saison|halbjahr|quartal))',
  'jede[nrs]? (?:zweite|dritte|vierte)[nrs]?',
  'alle (?:zwei|drei|vier|paar|\\d+) (?:tage|wochen|monate|jahre|stunden)',
  '(?:montags|dienstags|mittwochs|donnerstags|freitags|samstags|sonntags|wochenends|freitagabends)',
  'im winter',
  'jeden winter',
  'at the (?:start|beginning|end) of (?:every|each) \\p{L}+',
  'each (?:day|morning|evening|week|weekend|month|term|time)',
  'on (?:every )?(?:match|game|training|market|school|week|work)days?',
  '(?:almost |nearly |pretty much )?(?:daily|weekly|monthly|nightly|yearly|hourly)',
  '(?:once|twice|three times|four times|several times|a few times|many times|\\d+ times|\\d+x) (?:a|an|per|every|each) (?:day|week|month|term|semester|year|hour|season|match|game)',
  '(?:once|twice|several times|a few times) (?:in|during) (?:a|an|the|every|each) \\p{L}+',
  'a few times a (?:day|week|month|term|year)',
  'all the time',
  'constantly',
  'several times',
  'most (?:days|weeks|mornings|evenings|nights)',
  'on weekdays',
  'weekdays',
  'at least once a (?:day|week|month)',
  'every other (?:day|week)',
  'jeden (?:tag|morgen|abend|monat|werktag|wochentag|spieltag|trainingstag|schultag|arbeitstag|freitag|montag|dienstag|mittwoch|donnerstag|samstag|sonntag|sommer|winter|herbst|frühling|januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember)',
  'jede (?:woche|nacht|stunde|schicht|pause|saison)',
  'jedes (?:mal|wochenende|semester|jahr|spiel|training)',
  'an (?:jedem|allen) \\p{L}+',
  '(?:fast |beinahe )?(?:täglich|wöchentlich|monatlich|jährlich|stündlich|werktags|wochentags|sonntags|samstags)',
  'morgens und abends',
  '(?:ein|zwei|drei|vier|fünf|mehrere|ein paar|\\d+)\\s?mal (?:am|pro|im|in der|die|jede|jeden|jedes|pro) \\p{L}+',
  '(?:ein|zwei|drei|vier|fünf|\\d+)mal (?:am|pro|im|in der|die|jede|jeden|jedes) \\p{L}+',
  'zweimal|dreimal|mehrmals',
  'ständig',
  'dauernd',
  'andauernd',
  'immer wieder',
  'pro (?:tag|woche|monat|semester|jahr|spiel)',
  '\\d+ mal',
  'die ganze zeit',
  'zu jedem \\p{L}+',
);
/** Frequency words too weak for the slot on their own ("always", "often"); enough for a short answer. */
const WEAK_FREQUENCY = words(
  'morgens',
  'abends',
  'nachts',
  'jedes mal',
  'immer wenn',
  'whenever',
  'every time',
  'always',
  'often',
  'usually',
  'regularly',
  'sometimes',
  'rarely',
  'frequently',
  'immer',
  'oft',
  'häufig',
  'meistens',
  'regelmäßig',
  'manchmal',
  'selten',
);

const IMPACT = words(
  'costs?',
  'costing',
  'cost (?:me|us|them|him|her)',
  'money',
  'expensive',
  'pay',
  'pays',
  'paying',
  'paid',
  'disposal',
  'go without',
  'fees?',
  'fines?',
  'rent',
  'lose',
  'loses',
  'losing',
  'lost',
  'waste',
  'wastes',
  'wasted',
  'wasting',
  'miss',
  'misses',
  'missed',
  'missing out',
  'stress(?:ed|ful)?',
  'anxious',
  'anxiety',
  'exhausted',
  'tired',
  'burn(?:ed|t)? out',
  'sleep',
  'grades?',
  'marks',
  'fail(?:s|ed|ing)?',
  'drop(?:s|ped)? out',
  'quit',
  'give up',
  'gives up',
  'gave up',
  'dangerous',
  'danger',
  'unsafe',
  'accidents?',
  'injur\\p{L}*',
  'hurt',
  'health',
  'sick',
  'ill',
  'lonely',
  'isolated',
  'alone',
  'sad',
  'climate',
  'pollut\\p{L}*',
  'block(?:s|ed|ing)?',
  'damaged',
  'towed',
  'asthma',
  'cough(?:s|ing)?',
  'headaches?',
  'concentrat\\p{L}*',
  'results',
  'scared',
  'afraid',
  'nearly (?:hit|run over|fell|crashed)',
  'almost (?:hit|run over|fell|crashed)',
  'fell',
  'falls? off',
  'struggling',
  'awkward',
  'embarrass\\p{L}*',
  'fresh',
  'pounds?',
  'euros?',
  "can(?:not|'t) afford",
  'matters?',
  'means that',
  'which means',
  'so that',
  'that is why',
  "that's why",
  'because of (?:this|that|it)',
  'as a result',
  'hours',
  'an hour',
  'half an hour',
  'minutes',
  'nerves',
  'late',
  'kostet',
  'kosten',
  'geld',
  'teuer',
  'bezahlen',
  'zahlen',
  'gebühren?',
  'strafen?',
  'miete',
  'verlier\\p{L}*',
  'verloren',
  'verschwend\\p{L}*',
  'verpass\\p{L}*',
  'stress',
  'gestresst',
  'angst',
  'erschöpft',
  'müde',
  'schlaf\\p{L}*',
  'noten?',
  'durchfallen',
  'fallen durch',
  'abbrechen',
  'brechen ab',
  'aufgeben',
  'geben auf',
  'hör(?:en|t) (?:\\p{L}+ ){0,3}auf',
  'geb(?:en|t) (?:\\p{L}+ ){0,3}auf',
  'fall(?:en|t) (?:\\p{L}+ ){0,2}zurück',
  'blockier\\p{L}*',
  'beschädigt',
  'abgeschleppt',
  'husten',
  'asthma',
  'kopfschmerzen',
  'konzentrier\\p{L}*',
  'lust',
  'stiller',
  'isst',
  'gefallen',
  'hingefallen',
  'fast (?:angefahren|überfahren)',
  'peinlich',
  'euro',
  'leisten',
  'wochen',
  'gefährlich',
  'gefahr',
  'unfälle?',
  'verletz\\p{L}*',
  'gesundheit',
  'krank',
  'einsam',
  'allein',
  'isoliert',
  'traurig',
  'klima',
  'umwelt',
  'deshalb',
  'dadurch',
  'darum',
  'deswegen',
  'das heißt',
  'das bedeutet',
  'stunden',
  'eine stunde',
  'minuten',
  'nerven',
  'zu spät',
  'wichtig',
);

const TRIED = words(
  'tried',
  'try(?:ing)? to',
  'attempted',
  'workarounds?',
  'at the moment (?:i|we|they)',
  'currently (?:i|we|they)',
  'right now (?:i|we|they)',
  'for now (?:i|we|they)',
  'so far',
  'until now',
  'already',
  'i use',
  'we use',
  'they use',
  'people use',
  'i used',
  'we used',
  'i asked',
  'we asked',
  'i checked',
  'i googled',
  'i searched',
  'i posted',
  'i wrote',
  'i called',
  'i emailed',
  'we had',
  'there (?:is|was) already',
  "didn't work",
  "doesn't work",
  'did not work',
  'does not work',
  "didn't help",
  "doesn't help",
  'did not help',
  'nothing (?:worked|works|helped|helps)',
  'no one answers',
  'nobody answers',
  'facebook groups?',
  'whatsapp(?: groups?)?',
  'group chats?',
  'spreadsheets?',
  'paper lists?',
  'lists? on paper',
  'notice ?boards?',
  'we (?:made|put up|printed|handed out|organi[sz]ed|set up|started|wrote|asked|called|emailed|complained|contacted|tried|had|got|did)',
  'i (?:made|put up|printed|handed out|organi[sz]ed|set up|started|wrote|asked|called|emailed|complained|contacted|signed up|applied|went to|put myself)',
  'they (?:tried|made|put up|started|set up|offered|promised|said they)',
  'complained to',
  '(?:put|puts) up (?:a|an|some|signs?|posters?|notices?|flyers?)',
  'installed',
  'introduced',
  'wrote to',
  'waiting lists?',
  'leaflets?',
  'flyers?',
  'posters?',
  'petition',
  'counsell?ors?',
  'advisers?',
  'the (?:\\p{L}+ ){1,2}(?:organi[sz]es|runs|holds|puts on|sets up|introduced|started|paints over|covers up)',
  '(?:the|our|my) \\p{L}+ (?:has|had) (?:a|an|one)\\b[^.]*,? but',
  '(?:die|der|das|unsere?|meine?) \\p{L}+ (?:hat|hatte) (?:eine?n?|schon)\\b[^.]*,? aber',
  "(?:a|one|two) (?:week|month|year)s? later (?:it|they)(?:'s| is| are| was)",
  'the \\p{L}+ (?:has|had|offers|offered|tried|promised)',
  'haben wir',
  'hab(?:e)? ich',
  'hat (?:die|der|das) \\p{L}+',
  'angeschrieben',
  'beschwert',
  'beantragt',
  'antrag',
  'angemeldet',
  'warteliste[n]?',
  'setzen lassen',
  'aufgehängt',
  'verteilt',
  'organisiert',
  'eingerichtet',
  'angeboten',
  'versprochen',
  'jugendamt',
  'gibt es (?:zwar|schon|einen|eine|ein)',
  'ausprobiert',
  'probiert',
  'versucht',
  'bisher',
  'schon mal',
  'schon',
  'im moment',
  'momentan',
  'derzeit',
  'zurzeit',
  'aktuell',
  'ich nutze',
  'ich benutze',
  'wir nutzen',
  'wir benutzen',
  'nutzen',
  'benutzen',
  'ich habe gefragt',
  'ich frage',
  'gefragt',
  'gegoogelt',
  'gesucht',
  'gepostet',
  'angerufen',
  'es gibt (?:zwar )?(?:eine?n?)',
  'es gab',
  'hat nicht geklappt',
  'klappt nicht',
  'hat nicht geholfen',
  'hilft nicht',
  'bringt nichts',
  'hat nichts gebracht',
  'nichts hat geholfen',
  'umweg',
  'notlösung',
  'whatsapp-gruppen?',
  'gruppenchats?',
  'aushänge?',
  'listen? auf papier',
  'zettel',
);

const SUCCESS = words(
  'would (?:be|have|get|find|know|feel|see|save|spend|need|arrive|sleep|make|never|no longer|not)',
  'would be a (?:win|success|relief)',
  '(?:gut|toll|schön|super) wäre(?:,)? wenn',
  "they'd",
  "we'd",
  "i'd (?:just )?(?:know|have|feel|be|want|like|love)",
  '(?:want|wants|wanted) (?:the|it|them|her|him|us) to',
  'at least (?:to )?know',
  'could (?:just|easily|simply|finally|all)',
  'everyone could',
  'ideally',
  'in an ideal world',
  'no longer',
  'not anymore',
  'less than',
  'half as (?:much|many)',
  'by the end of',
  'halb so (?:viel|viele)',
  'bis zum ende',
  'a good outcome',
  'success',
  'successful',
  'solved',
  'if it worked',
  'if this were solved',
  'in the end',
  'i wish',
  'i would love',
  "i'd love",
  'it would be great',
  'wäre(?:n)?',
  'hätte(?:n)?',
  'würde(?:n)?',
  'könnte(?:n)? (?:einfach|endlich|alle|sofort)',
  'idealerweise',
  'im idealfall',
  'nicht mehr',
  'kein(?:e|en)? \\p{L}+ mehr',
  'weniger als',
  'erfolg',
  'gelöst',
  'ich wünsche mir',
  'wünschenswert',
  'am ende',
);

/** Words of a good outcome that need a wish or a modal beside them ("without" alone is no outcome). */
const WEAK_SUCCESS = words(
  'fewer',
  'instead of',
  'without',
  'ohne',
  'within',
  'innerhalb',
  'statt',
  'anstatt',
);

/** A suggestion in so many words. */
const SUGGESTION = words(
  'what about',
  'why not',
  'how about',
  'what if',
  'it would be (?:great|good|nice|cool|better) (?:if|to)',
  "wouldn't it be",
  'like they have in',
  'we could',
  'they could',
  'you could',
  'someone could',
  'maybe (?:we|they|you|someone|the|a|an) ',
  'könnte man',
  'man könnte',
  'wir könnten',
  'könnten wir',
  'vielleicht könnte(?:n)?',
  'man müsste',
  'man sollte',
  'wie wäre',
  'warum nicht',
  'es wäre (?:gut|toll|schön|super|cool|besser)',
  'ich fände es gut',
  'meine idee',
  'my idea',
  '(?:could|should|might) (?:let|allow|offer|give|provide|share|lend|open|run|host|sponsor|invite|pick up|collect|swap|help|step in|take over)',
  'könnte(?:n)? (?:helfen|einspringen|übernehmen|anbieten|aushelfen)',
  'wäre (?:schon )?(?:was|etwas|ein anfang|viel geholfen|geholfen|hilfreich|gut|toll|super|praktisch)',
  'könnten (?:die|der|das|sie|vereine|firmen|betriebe|wir|man)',
);
/** A suggestion put as a question ("What if …?", "Wie wäre es, wenn …?"): an idea, not a question. */
const SUGGESTION_QUESTION =
  /^(?:what if|why not|how about|what about|wouldn'?t it be|wie wäre(?: es)?|was wäre(?:,)? wenn|warum nicht|wieso nicht)\b/iu;
/** A proposal as a noun phrase ("A cheap CO2 light for each row …", "Eine App, die …"). */
const PROPOSAL_PHRASE = /^(?:a|an|some|one|eine?n?|so eine?n?)\s+(?:[\p{L}\d-]+\s+){0,3}/iu;

/** Talk of a solution: something to build or set up. */
const IDEA_OBJECT =
  /(?<![\p{L}])(?:fridges?|community fridge|shelf|shelves|self-service|door codes?|sensors?|co2|ampel|niederflur\p{L}*|aula|stelle|zug|bus|shuttle|lift|aufzug|rampe|ramp|apps?|platforms?|plattform(?:en)?|websites?|webseiten?|sites?|tools?|bots?|chatbots?|maps?|karten?|sensors?|sensoren|systems?|systeme?|services?|dienste?|boards?|schwarzes brett|lists?|listen?|newsletters?|calendars?|kalender|groups?|gruppen?|network|netzwerk|marketplace|marktplatz|databases?|datenbank(?:en)?|dashboards?|widgets?|buttons?|alerts?|alarme?|notifications?|benachrichtigung(?:en)?|kiosks?|lockers?|schließfächer|boxes|boxen|station(?:s|en)?|sharing|tauschbörse|börse|software|programm|feature|funktion|hotline|buddy|pate(?:n|nschaft)?|mentoring|workshops?|kurse?|courses?)(?![\p{L}])/iu;
const IDEA_INTENT = words(
  'what about',
  'why not',
  "wouldn't it be",
  'it would be (?:great|good|nice|cool|better) (?:if|to)',
  'should (?:just )?(?:have|get|put|make|open|offer|build|install|set|pick|let|give|use)',
  'could (?:just )?(?:have|get|put|make|open|offer|build|install|set up|pick|let|give|use|switch)',
  'like they have in',
  'wie wäre',
  'warum nicht',
  'könnte man',
  'man müsste',
  'man sollte',
  'sollte(?:n)? (?:man|es|die|der|das)',
  'es wäre (?:gut|toll|schön|super|cool|besser)',
  'ich fände es gut',
  'ich stelle mir vor',
  'i imagine',
  'idee',
  'idea',
  'we could',
  'you could',
  'one could',
  'someone could',
  'they could',
  'maybe (?:an?|some|a kind of)',
  'perhaps (?:an?|some)',
  'what if',
  'how about',
  'there should be',
  'there could be',
  'it would help to have',
  'i would build',
  "i'd build",
  'i want to build',
  'i want to make',
  'i want to create',
  'my idea',
  'an idea',
  'the idea',
  'my solution',
  'a solution',
  'build',
  'create',
  'develop',
  'set up',
  'launch',
  'wir könnten',
  'man könnte',
  'ihr könntet',
  'jemand könnte',
  'vielleicht (?:eine?n?|so)',
  'wie wäre es',
  'was wäre, wenn',
  'was wäre wenn',
  'es sollte',
  'es müsste',
  'es bräuchte',
  'ich würde (?:eine?n?)',
  'ich will (?:eine?n?)',
  'ich möchte (?:eine?n?)',
  'meine idee',
  'eine idee',
  'die idee',
  'meine lösung',
  'eine lösung',
  'bauen',
  'entwickeln',
  'programmieren',
  'gründen',
  'einrichten',
  'aufbauen',
);

const PROBLEM = words(
  'problems?',
  'issues?',
  'frustrat\\p{L}*',
  'annoy\\p{L}*',
  'hate',
  'difficult',
  'hard',
  'impossible',
  'struggl\\p{L}*',
  "can'?t",
  'cannot',
  "couldn'?t",
  "don'?t (?:have|know|get|find)",
  "doesn'?t",
  "isn'?t",
  "aren'?t",
  'never',
  'hardly',
  'barely',
  'nobody',
  'no one',
  'nowhere',
  'no (?:way|place|room|space|time|one|information|help)',
  'not enough',
  'too (?:much|many|few|little|expensive|long|late|far|small|crowded|full|loud|dark)',
  'so much',
  'full of',
  'lack of',
  'missing',
  'broken',
  'slow',
  'late',
  'delayed',
  'drops? out',
  'dies',
  'runs? out',
  'empty',
  'dead',
  'takes forever',
  'forever',
  'takes ages',
  'too long',
  'everywhere',
  'leer',
  'ewig',
  'dauert',
  'zu lange',
  'überall',
  'dropping out',
  'crash(?:es|ed|ing)?',
  'fails?',
  'failing',
  'breaks? down',
  'stops? working',
  'goes down',
  "doesn'?t work",
  'not working',
  'out of order',
  'fällt (?:\\p{L}+ ){0,3}aus',
  'fallen (?:\\p{L}+ ){0,3}aus',
  'bricht (?:\\p{L}+ )?zusammen',
  'stürzt (?:\\p{L}+ )?ab',
  'funktioniert (?:\\p{L}+ )?nicht',
  'geht (?:\\p{L}+ )?kaputt',
  'crowded',
  'overcrowded',
  'expensive',
  'unaffordable',
  'dirty',
  'unsafe',
  'dangerous',
  'lonely',
  'isolated',
  'anxious',
  'scared',
  'afraid',
  'sad',
  'bullied',
  'badly',
  'poorly',
  'stressed',
  'sick',
  'confus\\p{L}*',
  'stuck',
  'wait(?:s|ed|ing)?',
  'looking for',
  'search(?:ing)? for',
  'hunt(?:ing)? for',
  'forget\\p{L}*',
  'forgot',
  'lose',
  'loses',
  'waste\\p{L}*',
  'throw(?:s|n)? away',
  'thrown out',
  'unfair',
  'excluded',
  'left out',
  'overwhelm\\p{L}*',
  'fed up',
  'tired of',
  'worr\\p{L}*',
  'hassle',
  'pain',
  'mess',
  'chaos',
  'problem(?:e|en)?',
  'schwierig',
  'schwer',
  'unmöglich',
  'nervt',
  'nerven',
  'nervig',
  'ärger\\p{L}*',
  'stört',
  'hasse',
  'frust\\p{L}*',
  'kann nicht',
  'können nicht',
  'kaum',
  'nie',
  'niemand',
  'nirgends',
  'nirgendwo',
  'kein(?:e|en|er|em)?',
  'nicht genug',
  'zu (?:viel|viele|wenig|wenige|teuer|lange|spät|weit|klein|voll|laut|dunkel)',
  'so viel',
  'voller',
  'fehlt',
  'fehlen',
  'mangel',
  'kaputt',
  'langsam',
  'verspät\\p{L}*',
  'überfüllt',
  'teuer',
  'unbezahlbar',
  'dreckig',
  'schmutzig',
  'gefährlich',
  'unsicher',
  'einsam',
  'schlecht',
  'angst',
  'traurig',
  'gestresst',
  'gemobbt',
  'krank',
  'verwirr\\p{L}*',
  'warte\\p{L}*',
  'suche\\p{L}*',
  'finde(?:n|t)? (?:kein|keine|nichts|nie)',
  'vergess\\p{L}*',
  'vergisst',
  'verpass\\p{L}*',
  'falsch',
  'verlier\\p{L}*',
  'verschwend\\p{L}*',
  'weggeworfen',
  'wirft weg',
  'werfen weg',
  'wirft \\p{L}+ weg',
  'werfen \\p{L}+ weg',
  'in den müll',
  'ungerecht',
  'ausgeschlossen',
  'überforder\\p{L}*',
  'sorgen',
  'mühsam',
  'lästig',
  'chaos',
  'akzeptiert? (?:keine|nur)',
  'accepts? (?:no|only)',
  'nimmt (?:keine|nur)',
);

/** Agreement and small talk: a message of only these says nothing. */
const AGREEMENT =
  /^(?:yes|yeah|yep|yup|sure|right|exactly|correct|true|indeed|absolutely|definitely|of course|that's (?:it|right|correct|true)|that is (?:it|right|correct)|spot on|sounds (?:good|right)|perfect|great|ok(?:ay)?|fine|agreed|ja|jo|jap|jawohl|genau|stimmt|richtig|korrekt|klar|sicher|natürlich|auf jeden fall|passt|perfekt|super|gut|okay|einverstanden|so ist es|das stimmt|das passt|genau so|ganz genau|exakt)(?:[\s,.!]+(?:yes|yeah|exactly|right|correct|that's (?:it|right)|so|genau|so|stimmt|richtig|das stimmt|das passt|ja|genau so|so ist es|passt|thanks|thank you|danke|that's it|so|it is|ist es))*[\s.!]*$/iu;
const SMALL_TALK =
  /^(?:hi|hello|hey|hiya|good (?:morning|evening|afternoon)|hallo|moin|servus|grüß gott|guten (?:morgen|tag|abend)|na|thanks?|thank you|danke(?: schön| dir)?|lol|haha+|hehe|hmm+|hm+|uh+|um+|äh+m?|ok(?:ay)?|cool|nice|wow|oh|ah|ach|naja|na ja|tja|no|nope|nein|nö|maybe|vielleicht|idk|dunno|i don'?t know|don'?t know|no idea|not sure|keine ahnung|wei(?:ß|ss) nicht|ich wei(?:ß|ss) (?:es )?nicht|egal|whatever|nothing|nichts|none|nobody|niemand|k\.?\s?a\.?|how are you|wie geht'?s|wie geht es dir|i'?m (?:fine|good)|mir geht'?s gut|let me think|lass mich (?:kurz )?überlegen|good question|gute frage)(?:[\s,.!?…]+(?:hi|hello|hey|hallo|isla|thanks|danke|yes|ja|so|well|also|naja|hmm+|ok(?:ay)?))*[\s.!?…]*$/iu;
/** "I experienced it myself", "I went through it two years ago": the person's own story, no content of the problem. */
const OWN_EXPERIENCE =
  /^(?:(?:and|but|well|yes|yeah|und|aber|ja|also|naja)[,\s]+)?(?:i(?:'ve| have)?|ich(?: habe| hab)?)\s+(?:(?:went|go|been|gone|was|had|lived|experienced|experience|know|know it|felt|saw|seen|durchgemacht|erlebt|selbst erlebt|kenne|kenn|hatte|war|habe)\b.*?)?\b(?:myself|me too|too|as well|first-?hand|selbst|auch|am eigenen leib|durchgemacht|erlebt|kenne das|kenn das|through it|through that|through this)\b/iu;
const OWN_EXPERIENCE_2 =
  /^(?:(?:it|that|this|same)\s+(?:happened|happens)\s+to\s+me|(?:das|es|so)\s+(?:ist|war|ging)\s+(?:mir|es mir)|mir ging es (?:genauso|auch so|so)|ging mir (?:genauso|auch so)|same here|me too|ich auch|been there|kenne ich|kenn ich)\b/iu;

const SAME_PROBLEM =
  /\b(?:ha(?:s|ve|d) the same (?:problem|issue)|same (?:for|with) (?:loads of|lots of|many|most|all|other)|it'?s not just (?:me|her|him|us|them)|geht es (?:genauso|auch so)|geht's (?:genauso|auch so)|haben (?:das gleiche|dasselbe) problem|hat (?:das gleiche|dasselbe) problem|nicht nur (?:ich|sie|er|wir|mir|ihr|ihm)|betrifft (?:auch|alle|viele))\b/iu;
const WITH_PEOPLE =
  /(?<![\p{L}])(?:everyone|everybody|anyone|people|those|alle|jeder|jede|leute|menschen|familien) (?:with|who|mit|die|ohne|in|aus)(?![\p{L}])|(?<![\p{L}])(?:with (?:a|an) (?:pram|buggy|stroller|wheelchair|walker|suitcase)|mit (?:rollstuhl|rollator|kinderwagen|krücken))(?![\p{L}])/iu;

/** Evidence that the problem is real ("my friends said the same"): validation talk, no slot of the draft. */
const EVIDENCE_TALK =
  /\b(?:said (?:the same|so)|say (?:the same|so)|told me|confirmed|agreed|agree|zugestimmt|complain(?:s|ed)? about it|the same here|sagen (?:dasselbe|das gleiche|das auch)|sagt (?:dasselbe|das auch)|gesagt|bestätigt|erzählt|beschweren sich|stimmen zu)\b/iu;
/** "ehrlich gesagt" (honestly) and the like: no one said anything. */
const SAID_IDIOM = /\b(?:ehrlich|genauer|anders|offen|kurz|wie) gesagt\b/giu;

/** A leading "no," / "nein," / "actually" that corrects what Isla understood. */
const CORRECTION =
  /^(?:(?:no|nope|nein|nee|nö)(?:\s*[,.!:;–-]+\s*|\s+(?=(?:it'?s|that'?s|it is|rather|more|mostly|mainly|actually|eher|es sind|das ist|das sind|eigentlich|vor allem|hauptsächlich|nicht|not)(?![\p{L}])))|(?:one correction|a correction|small correction|small fix|one more thing|one thing|eine sache noch|noch eine sache|almost|nearly|eine korrektur|kleine korrektur|kleiner fehler|nur eine sache|fast richtig|fast|not quite|not really|actually|rather|well, actually|i meant|i mean|sorry,? i meant|correction|nicht ganz|nicht wirklich|eigentlich|eher gesagt|eher|ich meinte|ich meine|korrektur|stimmt nicht|that's wrong|that is wrong|das stimmt nicht|falsch)(?![\p{L}])[,:;.!\s-]*)/iu;
const CORRECTION_INSIDE =
  /\b(?:actually|rather|mostly|more like|i meant|eigentlich|eher|vielmehr|ich meinte|genauer gesagt)\b/iu;

const LEADING_FILLER =
  /^(?:well|so|um+|uh+|hmm+|erm|yeah|yes|okay|ok|oh|and|but|also|ja|also|naja|na ja|äh+m?|hm+|und|aber|i think|i guess|i mean|honestly|basically|like|ich glaube|ich denke|ich finde|ehrlich gesagt|tja|na ja|sagen wir|let's say|i'd say|i would say)\b[,\s]*/iu;
const TRAILING_FILLER =
  /[,\s]+(?:i guess|i think|or so|or something|or whatever|you know|i suppose|like|lol|halt|oder so|irgendwie|glaube ich|denke ich|und so|oder so was|schätze ich|basically)$/iu;

/* ------------------------------------------------------------------ sentences */

/** A greeting that opens a message ("Hi Isla!", "Hallo Isla,"): it says nothing about the challenge. */
const GREETING = /^(?:hi|hello|hey|hallo|moin|servus|guten (?:morgen|tag|abend))(?:\s+isla)?\s*[,!.:]?\s+/iu;

/**
 * The sentences of a message, an opening greeting left out: ends at . ! ? … or a line break; a ";" or a dash
 * between clauses splits too.
 */
export function sentencesOf(text: string): string[] {
  const ungreeted = text.replace(/\s+/gu, ' ').trim().replace(GREETING, '');
  return (ungreeted.charAt(0).toLocaleUpperCase() + ungreeted.slice(1))
    .split(/(?<=[.!?…])\s+|(?<=\S)\s*[;]\s+|\s+[–—]\s+|\s+-\s+(?=\p{L})/u)
    .map((s) => s.trim())
    .filter((s) => /\p{L}/u.test(s));
}

const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}'’-]+/u).filter(Boolean);

function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : text.slice(0, max)).replace(/[,;:]+$/u, '').trim();
}

/** A sentence cleaned for a slot: no filler around it, no end punctuation, first letter upper case. */
export function cleanSentence(sentence: string, max = 200): string {
  let text = sentence.replace(/\s+/gu, ' ').trim();
  const ends = /[\s.!?,;:…]+$/u;
  for (let i = 0; i < 3; i++)
    text = text.replace(ends, '').replace(LEADING_FILLER, '').replace(TRAILING_FILLER, '').trim();
  text = cutAtWord(text.replace(ends, '').trim(), max);
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/* ------------------------------------------------------------------ reading one sentence */

const count = (pattern: RegExp, text: string) => {
  const global = new RegExp(
    pattern.source,
    pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
  );
  return [...text.matchAll(global)].length;
};

/** A question: ends with "?" or opens with a question word and is short. */
const isQuestion = (sentence: string) =>
  (/\?\s*$/u.test(sentence) && !SUGGESTION_QUESTION.test(sentence.trim())) ||
  /^(?:how do i|how can i|where (?:do|can) i|can i|can you|could you|do you|is there|are there|what is|what's|wie kann ich|wo kann ich|kann ich|kannst du|gibt es|was ist|weißt du)\b/iu.test(
    sentence,
  );

/** One person of a group noun: after "my" it tells a story, it names no group. */
const SINGLE_PERSON =
  /^(?:friend|neighbou?r|colleague|flatmate|roommate|classmate|parent|mum|mom|dad|teacher|grandparent|gran|grandma|grandpa|patient|cousin|freund|freundin|nachbar|nachbarin|kollege|kollegin|mitbewohner|mitbewohnerin|mutter|vater|oma|opa|lehrer|lehrerin|schwester|bruder|sohn|tochter)$/iu;

/** Nouns after which a group noun is part of an institution's name, not the people affected. */
const INSTITUTION =
  /^(?:brigades?|unions?|councils?|centres?|centers?|clubs?|associations?|services?|offices?|organi[sz]ations?|charit(?:y|ies)|bank|fire)$/iu;

/** The group of people a sentence names ("international students", "ältere Nachbarn"), or null. */
export function groupOf(sentence: string): string | null {
  const tokens = sentence.split(/\s+/u).map((t) => t.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}-]+$/gu, ''));
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (!token || !GROUP_WORD.test(token)) continue;
    // "Ältere Nachbarn", "refugee families": the modifier and the noun after it.
    if (tokens[i + 1] && GROUP_WORD.test(tokens[i + 1]!)) continue;
    // "my friend", "meine Mutter", "mein Opa": one person the story is about, not a group affected.
    if (
      /^(?:my|our|his|her|their|mein\p{L}*|dein\p{L}*|unser\p{L}*|sein\p{L}*|ihr\p{L}*)$/iu.test(
        tokens[i - 1] ?? '',
      ) &&
      SINGLE_PERSON.test(token)
    )
      continue;
    // A group noun that names an institution ("volunteer fire brigade", "student union") is no group.
    if (INSTITUTION.test(tokens[i + 1] ?? '')) continue;
    // A group noun used as a modifier ("student housing", "Studentenwohnheim") is still the group of the sentence.
    let start = i;
    while (start > 0 && start > i - 2 && GROUP_MODIFIER.test(tokens[start - 1]!)) start--;
    const phrase = tokens.slice(start, i + 1).join(' ');
    // "other students", "die meisten Pendler": "other" and "most" say nothing of the group.
    return phrase.replace(/^(?:other|fellow|andere[n]?|viele[n]?|die meisten)\s+/iu, '');
  }
  return null;
}

/** A run-up to the story that says nothing of it ("Okay, not sure this counts, but here goes."). */
const PREAMBLE =
  /^(?:(?:ok(?:ay)?|so|well|hm+|um+|uh+|also|na ja|naja|ja|äh+m?|hallo|hello|hi|hey)[,!\s]+)*(?:(?:i'?m )?not sure (?:if |whether )?(?:this|it) counts|here goes|i(?:'ve| have) got (?:one|something)|i have (?:one|something)|there'?s (?:this|one) thing|let me see|ich hab(?:e)? da (?:was|etwas|eins)|mal sehen|let me think|(?:it'?s |that'?s )?(?:hard|not (?:so |that )?easy) to (?:say|explain|describe|put into words)|how (?:do|should|can) i (?:put|say|explain) (?:it|this)|where (?:do|should) i (?:start|begin)|(?:das ist )?(?:schwer|nicht (?:so |ganz )?einfach|gar nicht so leicht) zu (?:sagen|erklären|beschreiben)|wie soll ich (?:das )?(?:sagen|erklären)|wo fange ich an|lass mich (?:kurz )?(?:überlegen|nachdenken)|mal überlegen|(?:ich )?wei(?:ß|ss) nicht,? ob das zählt|da gibt'?s was)(?:[,\s]+(?:but|aber|and|und|so|also)?[,\s]*(?:here goes|los geht'?s|also|so))?[\s.!…]*$/iu;

const COUNT_WORD =
  '(?:\\d+|zwei|drei|vier|fünf|zehn|zwanzig|dreißig|vierzig|fünfzig|hundert|two|three|four|five|ten|twenty|thirty|forty|fifty|sixty|hundred)';
/**
 * The group counted ("rund 300 Haushalte", "sixty children"); "60 Leute" or "40 people" only with an age
 * ("40 Leute über 70"): a crowd is no group.
 */
function countedGroup(sentence: string, group: string): boolean {
  const noun = group
    .split(/\s+/u)
    .pop()!
    .replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  if (!new RegExp(`${COUNT_WORD}\\s+(?:\\p{L}+\\s+)?${noun}`, 'iu').test(sentence)) return false;
  const generic = /^(?:people|persons|leute|menschen|personen)$/iu.test(noun);
  return !generic || /\b(?:über|unter|ab|over|under|aged)\s+\d+/iu.test(sentence);
}

/** Words that carry nothing on their own: a sentence of only these says nothing ("Whatever, you know what I mean."). */
const EMPTY_WORDS = new Set(
  (
    'yes yeah yep yup jo ja jap genau stimmt schon so well also halt eben doch mal whatever you know what i mean ' +
    'right exactly ok okay sure fine thanks thank danke anyway egal naja na tja hmm hm um uh äh ähm like really ' +
    'wirklich echt oder so irgendwie weißt du was ich meine that it is was es das der die and und or aber but too auch ' +
    'have had hab da was something etwas thing sache stuff zeug gemeint meinte meant meine mean sums sum up got ' +
    'correct spot on richtig passt danke so exakt ganz pretty much basically kinda sorta more or less mehr oder ' +
    'weniger ungefähr etwa großen ganzen'
  ).split(' '),
);

export interface SentenceReading {
  slot: UnderstoodSlot | null;
  score: number;
  /** The scores of every slot, for the tie-breaker. */
  scores: Record<UnderstoodSlot, number>;
}

/** How strongly a sentence says each slot (0: not at all). */
export function readSentence(
  sentence: string,
  hint: UnderstoodSlot | null = null,
  /** No problem is known yet: a statement is the problem first, whatever else it says (Isla asked for it). */
  problemWanted = false,
): SentenceReading {
  const s = sentence.trim();
  const lower = s.toLowerCase();
  const scores: Record<UnderstoodSlot, number> = {
    problem: 0,
    who: 0,
    frequency: 0,
    impact: 0,
    tried: 0,
    success: 0,
    ideas: 0,
  };
  const none = (): SentenceReading => ({ slot: null, score: 0, scores });
  const stripped = s.replace(CORRECTION, '').trim();
  if (!stripped || AGREEMENT.test(stripped) || SMALL_TALK.test(stripped) || isQuestion(s)) return none();
  const content = wordsOf(stripped);
  if (content.every((word) => EMPTY_WORDS.has(word.toLowerCase().replace(/['’]/gu, '')))) return none();
  if (PREAMBLE.test(stripped)) return none();
  const group = groupOf(stripped);
  const freq = count(FREQUENCY, lower);
  // "I went through it myself two years ago": the person's own story, unless it says something more.
  if (
    (OWN_EXPERIENCE.test(stripped) || OWN_EXPERIENCE_2.test(stripped)) &&
    !group &&
    count(PROBLEM, lower) + count(IMPACT, lower) + count(TRIED, lower) + freq === 0
  )
    return none();
  if (
    (OWN_EXPERIENCE.test(stripped) || OWN_EXPERIENCE_2.test(stripped)) &&
    content.length <= 9 &&
    !group &&
    count(PROBLEM, lower) === 0
  )
    return none();

  const evidenceTalk = EVIDENCE_TALK.test(lower.replace(SAID_IDIOM, '')) && !SAME_PROBLEM.test(lower);

  scores.frequency = freq * 3 + (content.length <= 6 ? count(WEAK_FREQUENCY, lower) * 1.5 : 0);
  // In a long sentence a frequency is said in passing: the sentence is about something else.
  if (content.length > 9) scores.frequency *= 0.5;
  // A short answer that is mostly a frequency ("Jeden Werktag, morgens und abends.") is only that.
  if (freq > 0 && content.length <= 7) scores.frequency += 2;

  if (group) {
    // A group is who is affected when the sentence is about the group: short, mostly the group, or said so
    // ("mostly …", "it affects …"); "Teachers use three different tools" only mentions one.
    const generic = /^(?:people|persons|leute|menschen|personen)$/iu.test(group);
    const coverage = wordsOf(group).length / Math.max(1, content.length);
    scores.who = generic ? 0.5 : 1;
    if (
      content.length <= 18 &&
      /^(?:(?:it'?s|it is|that'?s|they'?re|mostly|mainly|especially|above all|primarily|probably|i think|es sind|es trifft|das sind|vor allem|hauptsächlich|besonders|meistens|wahrscheinlich|eher|nur)\b)/iu.test(
        stripped,
      )
    )
      scores.who += 2.5;
    if (
      /\b(?:affect(?:s|ed)?|hits?|concerns?|who (?:suffer|struggle)|betrifft|betroffen|trifft|leiden)\b/iu.test(
        lower,
      )
    )
      scores.who += 2;
    if (!generic && (content.length <= 4 || coverage >= 0.4)) scores.who += 2;
    // A sentence that opens with the group and says nothing else of note names who it is about.
    const opening = stripped.split(/\s+/u).slice(0, 4).join(' ');
    if (groupOf(opening) && count(PROBLEM, lower) + count(IMPACT, lower) + count(TRIED, lower) === 0)
      scores.who += 1.5;
  }

  // "All of us in the new building …", "Wir alle im Wohnheim …": who it is about.
  if (
    hint !== 'success' &&
    /^(?:all of us|every one of us|(?:everyone|everybody) (?:in|at|on|from)|wir alle|alle (?:von uns|bei uns|hier))\b/iu.test(
      stripped,
    )
  )
    scores.who += 3;
  // "about 300 of us cycle in", "wir sind etwa 40": people counted among the speaker's own.
  if (/(?<![\p{L}])(?:\d+|dozens|hundreds) of us(?![\p{L}])/iu.test(lower)) scores.who += 2.5;
  // "Wir sind zu fünft", "there are five of us", "40 Leute über 70", "rund 300 Haushalte": people counted.
  if (
    /\b(?:wir sind zu (?:zweit|dritt|viert|fünft|sechst|acht|zehnt|\d+)|there are (?:\p{L}+|\d+) of us|we are (?:\p{L}+|\d+) (?:people|of us))\b/iu.test(
      lower,
    )
  )
    scores.who += 3.5;
  if (group && wordsOf(stripped).length <= 16 && countedGroup(stripped, group)) {
    scores.who += 2.5;
    // "About forty apprentices from the villages are stuck …": a sentence about the counted group.
    if (
      new RegExp(
        `^(?:(?:about|around|some|over|almost|nearly|etwa|rund|ungefähr|fast|über)\\s+)?${COUNT_WORD}\\s`,
        'iu',
      ).test(stripped)
    )
      scores.who += 2;
  }
  // Asked who, an answer that opens with a group ("Deaf and hard-of-hearing students, and …") names them.
  if (hint === 'who' && group && groupOf(stripped.split(/\s+/u).slice(0, 5).join(' ')))
    scores.who = Math.max(scores.who, 3.5);
  // "Everyone in my year … has the same problem", "alle mit Rollator": who it is about.
  if (SAME_PROBLEM.test(lower)) scores.who += 3.5;
  if (WITH_PEOPLE.test(lower)) scores.who += 2.5;

  scores.impact = count(IMPACT, lower) * 1.5;
  if (
    /\d/u.test(lower) &&
    /(?:hours?|minutes?|€|euros?|dollars?|pounds?|£|\$|stunden?|minuten|%|kilos?|kg)/iu.test(lower)
  )
    scores.impact += 1.5;
  if (/^(?:because|since|so|that's why|which means|weil|da |deshalb|dadurch|deswegen|darum)/iu.test(stripped))
    scores.impact += 1.5;

  scores.tried = count(TRIED, lower) * 2;
  if (/\b(?:but|aber|doch)\b/iu.test(lower) && scores.tried > 0) scores.tried += 1;

  scores.success = count(SUCCESS, lower) * 1.5;
  const modal =
    /(?<![\p{L}])(?:would|could|wäre|wären|würde|würden|könnte|könnten|hätte|hätten|gäbe|käme|kämen|bräuchte|müsste|ginge)(?![\p{L}])/iu.test(
      lower,
    );
  if (modal) scores.success += 1;
  if (modal || hint === 'success') scores.success += count(WEAK_SUCCESS, lower) * 1.5;
  if (/^(?:if|wenn|falls)\b/iu.test(stripped) && /\b(?:would|could|wäre|würde|könnte|hätte)/iu.test(lower))
    scores.success += 2;
  // Asked for a good outcome, a statement about everyone ("No one misses a deadline …", "Alle finden …") is one.
  if (
    hint === 'success' &&
    /^(?:no one|nobody|everyone|everybody|every|each|all|no \p{L}+|niemand|alle|jede[rsmn]?|kein\p{L}*)\b/iu.test(
      stripped,
    ) &&
    FREQUENCY.exec(stripped)?.index !== 0
  )
    scores.success += 2.5;

  const intent = count(IDEA_INTENT, lower);
  const object = IDEA_OBJECT.test(lower);
  scores.ideas = intent > 0 && object ? 3 + intent * 1.5 : intent > 0 ? intent : 0;
  // "A cheap CO2 light for each row of desks …", "Eine App, die …": a thing proposed.
  const opening = stripped.split(/\s+/u).slice(0, 6).join(' ');
  if (PROPOSAL_PHRASE.test(stripped) && IDEA_OBJECT.test(opening)) scores.ideas += 3.5;
  // "If there were an app …", "Wenn man in der App sehen könnte …": a thing to build, wished for.
  if (/^(?:if|wenn|falls)\b/iu.test(stripped) && modal && IDEA_OBJECT.test(lower)) scores.ideas += 3;
  if (SUGGESTION_QUESTION.test(stripped)) scores.ideas += 3.5;
  // A suggestion in so many words ("what about …", "man könnte …") is an idea, whatever it names; "If she could
  // pay her bills …, that would be a win" is a wish.
  if (SUGGESTION.test(lower) && !/^(?:if|wenn|falls)\b/iu.test(stripped)) scores.ideas += 3.5;
  // "Gut wäre, wenn freie Hallenzeiten online stehen und Vereine sie buchen können": a wish for a thing to build.
  if (
    /^(?:gut|toll|schön|super|praktisch|hilfreich|it would be (?:great|good|nice)) (?:wäre|if)/iu.test(
      stripped,
    ) &&
    /(?<![\p{L}])(?:online|apps?|buchen|book|website|plattform|platform)(?![\p{L}])/iu.test(lower)
  )
    scores.ideas += 3.5;
  // "We tried a WhatsApp group" is no idea, "we could make a WhatsApp group" is.
  if (scores.tried > 0 && /\b(?:tried|used|had|versucht|ausprobiert|hatten|nutzen|benutzen)\b/iu.test(lower))
    scores.ideas = Math.max(0, scores.ideas - 2);
  if (scores.ideas >= 3) {
    scores.success = Math.max(0, scores.success - 1.5);
    scores.who = Math.max(0, scores.who - 2);
  }
  // Asked for a good outcome, "Man könnte in zwei Minuten sehen, welche Praxis …" is one.
  if (hint === 'success' && modal) scores.success += 3.5;
  // A story in the past ("Am Ende bin ich um sechs aufgestanden …") is no outcome wished for.
  if (
    /(?<![\p{L}])(?:bin|bist|ist|sind|hab|habe|hat|haben)\s+(?:\p{L}+\s+){0,6}ge\p{L}+(?:t|en)(?![\p{L}])/iu.test(
      lower,
    ) &&
    !modal
  )
    scores.success = Math.max(0, scores.success - 1.5);

  scores.problem = count(PROBLEM, lower) * 1.5;
  if (SAME_PROBLEM.test(lower)) scores.problem = Math.max(0, scores.problem - 3);
  // Past actions ("we put up posters", "ich habe … angeschrieben") are what was tried, more than the problem.
  if (
    /\b(?:we|i|they)\s+\p{L}+ed\b|(?<![\p{L}])(?:haben|hat|habe|hab)\s+(?:\p{L}+\s+){0,5}ge\p{L}+(?:t|en)(?![\p{L}])/iu.test(
      lower,
    )
  )
    scores.tried += 1;
  if (content.length >= 6) scores.problem += 0.5;
  // "Am Ende bin ich um sechs aufgestanden und hab ihm einen Termin geschnappt": what the person did about it.
  if (
    /(?<![\p{L}])(?:ich|wir)\s+(?:bin|hab|habe|haben|sind)\b|(?<![\p{L}])(?:bin|hab|habe|haben|sind)\s+(?:ich|wir)\b/iu.test(
      lower,
    ) &&
    /(?<![\p{L}])\p{L}*ge\p{L}+(?:t|en)(?![\p{L}])/iu.test(lower)
  )
    scores.tried += 1.5;
  // "Die Supermärkte würden uns mehr geben, aber wir können es nicht lagern": what stands in the way, no outcome.
  if (
    modal &&
    /(?<![\p{L}])(?:but|aber)(?![\p{L}]).*(?<![\p{L}])(?:can'?t|cannot|nicht|kein\p{L}*)(?![\p{L}])/iu.test(
      lower,
    )
  ) {
    scores.success = Math.max(0, scores.success - 2.5);
    scores.impact += 1.5;
  }

  // The people who said so are witnesses, not necessarily the ones affected; asking them is no attempt at a fix.
  if (evidenceTalk) {
    scores.who = Math.min(scores.who, 1);
    scores.tried = Math.min(scores.tried, 1);
  }

  // The hint (the slot Isla's question aimed at) breaks ties and lifts a plain answer with no other cue.
  // Asked what was tried, "A power bank, but I forget to charge it" is what was tried.
  if (hint === 'tried' && /(?<![\p{L}])(?:but|aber|doch)(?![\p{L}])/iu.test(lower)) scores.tried += 2;
  // Asked for the problem, a statement of five words or more is the problem, whatever group or number it names,
  // unless it is plainly a solution ("We could build an app …") or plainly something else.
  if ((hint === 'problem' || problemWanted) && content.length >= 5 && scores.ideas < 3.5) {
    const others = Math.max(
      ...UNDERSTOOD_SLOTS.filter((slot) => slot !== 'problem').map((slot) => scores[slot]),
    );
    // Asked again for the problem, strong evidence of another slot ("We tried a paper list, but …") still wins.
    if (problemWanted || others < 4) scores.problem = Math.max(scores.problem, others + 0.5, 2);
  }
  const contentful = content.length >= 3 || (content.length >= 1 && (hint === 'who' || hint === 'frequency'));
  // Asked for a first idea, an answer that is plainly nothing else is the idea ("Volunteer interpreters, booked …").
  // ("It happens a few times a month …" answers something else.)
  if (
    hint === 'ideas' &&
    content.length >= 3 &&
    scores.tried === 0 &&
    // ("I end up paying for books …" tells the person's own situation.)
    !/^(?:it|this|that|there|es|das|dies|i|we|ich|wir)\b/iu.test(stripped)
  ) {
    const best = Math.max(...UNDERSTOOD_SLOTS.map((slot) => scores[slot]));
    if (best < 3) scores.ideas = Math.max(scores.ideas, best + 0.5, 1.5);
  }
  if (hint && contentful) {
    const hinted = scores[hint];
    const best = Math.max(...Object.values(scores));
    if (hinted > 0 && hinted >= best - 1.5) scores[hint] = best + 0.5;
    if (best < 1.5 && !evidenceTalk) {
      // A plain answer with no cue of another slot is taken as the answer to the question, if it can be one.
      const fits =
        hint === 'who'
          ? !!group || (content.length <= 4 && !PRONOUN_ONLY.test(content[0] ?? ''))
          : hint === 'frequency'
            ? freq > 0 || WEAK_FREQUENCY.test(lower)
            : hint === 'problem'
              ? content.length >= 4
              : // Asked for a first idea, a plain answer is one ("Volunteer interpreters, booked in advance").
                hint === 'ideas'
                ? content.length >= 3
                : false;
      if (fits) scores[hint] = Math.max(scores[hint], 1.5);
    }
  }
  // "My friends said the same": evidence that it is real, not an answer for the draft.
  if (evidenceTalk && Math.max(...Object.values(scores)) < 3) return none();

  let slot: UnderstoodSlot | null = null;
  let score = 0;
  for (const candidate of UNDERSTOOD_SLOTS)
    if (scores[candidate] > score) {
      slot = candidate;
      score = scores[candidate];
    }
  if (!slot || score < 1.5) return none();
  // A problem needs a few words; a who or a frequency may be short.
  if (slot !== 'who' && slot !== 'frequency' && content.length < 3) return none();
  return { slot, score, scores };
}

/* ------------------------------------------------------------------ values and their quality */

/** The frequency said in a sentence ("twice a week on match days"), or null. */
export function frequencyPhrase(sentence: string): string | null {
  const m =
    FREQUENCY.exec(sentence) ?? (wordsOf(sentence).length <= 5 ? WEAK_FREQUENCY.exec(sentence) : null);
  if (!m) return null;
  // Keep what follows when it says when ("on match days", "during exams", "morgens und abends").
  const rest = sentence.slice(m.index + m[0].length);
  const when =
    /^(,?\s+)((?:on|during|in|at|before|after|when|whenever|am|an|im|in der|während|vor|nach|bei|beim|wenn|sobald|morgens|abends|nachts)\b[^,.;!?]{0,30})/iu.exec(
      rest,
    );
  // "Every time someone gets ill", "Jedes Mal, wenn jemand krank wird": the occasion is the frequency.
  if (/^(?:every time|whenever|jedes mal|immer wenn)$/iu.test(m[0])) {
    const clause = /^(,?\s+[^.;!?]{1,40})/u.exec(rest);
    if (clause) return `${m[0]}${clause[1]}`.trim();
  }
  // "nach jeder Lieferung", "after every match": the preposition belongs to it.
  const lead =
    /(?:^|\s)((?:almost|nearly|about|roughly|at least|fast|etwa|mindestens|ungefähr|nach|bei|vor|after|before)\s+)$/iu.exec(
      sentence.slice(0, m.index),
    );
  return `${lead ? lead[1] : ''}${m[0]}${when ? `${when[1]}${when[2]!.trim()}` : ''}`.trim();
}

/** How good a value is as evidence for its slot: specific, longer, with numbers or a named group beats vague. */
export function evidenceScore(slot: UnderstoodSlot, value: string): number {
  const lower = value.toLowerCase();
  const n = wordsOf(value).length;
  let score = Math.min(n, 20) / 4;
  if (/\d/u.test(value)) score += 1.5;
  if (groupOf(value)) score += slot === 'who' ? 3 : 0.5;
  switch (slot) {
    case 'frequency':
      score += FREQUENCY.test(lower) ? 3 : WEAK_FREQUENCY.test(lower) ? 1 : 0;
      break;
    case 'impact':
      score += Math.min(count(IMPACT, lower), 3);
      break;
    case 'tried':
      score += Math.min(count(TRIED, lower), 3);
      break;
    case 'problem': {
      score += Math.min(count(PROBLEM, lower), 3) * 1.5;
      if (groupOf(value)) score += 1;
      // Things named ("Schulmensa", "study room") make a problem; "Nobody measures it" points back at one.
      const named = wordsOf(value).filter(
        (w) => w.length >= 5 && !/^(?:nobody|niemand|never|always|really|because)$/iu.test(w),
      ).length;
      score += Math.min(named, 4) * 0.75;
      if (named <= 1 && /(?<![\p{L}])(?:it|this|that|das|es|dies|dieses)(?![\p{L}])/iu.test(value))
        score -= 2;
      break;
    }
    case 'success':
      score += Math.min(count(SUCCESS, lower), 2);
      break;
    case 'ideas':
      score += IDEA_OBJECT.test(lower) ? 2 : 0;
      break;
    case 'who':
      if (n > 12) score -= 2;
      break;
  }
  return score;
}

/**
 * What a message says: each sentence read for a slot (the hint breaks ties). A question fills nothing; agreement,
 * small talk and the person's own story say nothing; a leading "no," or "eigentlich" marks a correction.
 */
export function understandMessage(
  text: string,
  hint: UnderstoodSlot | null = null,
  { problemKnown = true }: { problemKnown?: boolean } = {},
): Understanding {
  const trimmed = text.trim();
  const sentences = sentencesOf(trimmed);
  const agreement = AGREEMENT.test(trimmed);
  const correction =
    !agreement &&
    (CORRECTION.test(trimmed) || (CORRECTION_INSIDE.test(trimmed) && wordsOf(trimmed).length <= 8));
  const questions = sentences.filter(isQuestion);
  const question = sentences.length > 0 && questions.length === sentences.length;
  const evidence: SlotEvidence[] = [];
  for (const sentence of sentences) {
    if (isQuestion(sentence)) continue;
    // The hint counts for the first sentences of an answer only: a story goes on to other things.
    const first = evidence.length === 0;
    const reading = readSentence(sentence, first ? hint : null, first && !problemKnown);
    if (!reading.slot) continue;
    const value = valueFor(reading.slot, sentence);
    if (!value) continue;
    const found = { slot: reading.slot, value, score: evidenceScore(reading.slot, value) };
    const same = evidence.findIndex((e) => e.slot === found.slot);
    if (same < 0) evidence.push(found);
    // Two sentences of one message about the same slot: kept together, as long as they fit.
    else if (found.slot !== 'who' && evidence[same]!.value.length + value.length < 190)
      evidence[same] = {
        ...evidence[same]!,
        value: `${evidence[same]!.value}. ${value}`,
        score: evidence[same]!.score + found.score / 2,
      };
    else if (found.score > evidence[same]!.score) evidence[same] = found;
    // A problem or a story that names the group: the group is evidence of who, weaker than an answer about it.
    // A sentence's subject is its group; in the problem statement a group named with its kind may come later ("At
    // Christmas our campus empties, and the international students … are left alone"), a bare "doctor" may not.
    const words = sentence.replace(CORRECTION, '').split(/\s+/u);
    let group = reading.slot !== 'who' ? groupOf(words.slice(0, 5).join(' ')) : null;
    if (!group && reading.slot === 'problem') {
      const later = groupOf(words.slice(5, 14).join(' '));
      if (later && later.includes(' ')) group = later;
    }
    if (group && !evidence.some((e) => e.slot === 'who'))
      evidence.push({ slot: 'who', value: cleanSentence(group), score: 1 });
    // A frequency said in passing (not an idea's, a wish's or an attempt's own: "a repair café once a month").
    if (
      reading.slot !== 'frequency' &&
      reading.slot !== 'ideas' &&
      reading.slot !== 'success' &&
      reading.slot !== 'tried' &&
      FREQUENCY.test(sentence) &&
      !evidence.some((e) => e.slot === 'frequency')
    ) {
      const phrase = frequencyPhrase(sentence);
      if (phrase) evidence.push({ slot: 'frequency', value: cleanSentence(phrase), score: 2 });
    }
  }
  const nothing = evidence.length === 0 && !question;
  return {
    evidence,
    question,
    nothing,
    correction,
    agreement,
    short: wordsOf(trimmed).length <= 3,
    text: trimmed,
  };
}

/** The value of a slot in a sentence: the sentence cleaned; for who, the group when the sentence is long. */
function valueFor(slot: UnderstoodSlot, sentence: string): string | null {
  const cleaned = cleanSentence(sentence.replace(CORRECTION, '').replace(CORRECTION, ''));
  if (!cleaned) return null;
  if (slot === 'who') {
    const opener = /^(?:it'?s|it is|that'?s|they'?re|they are|es sind|das sind|es ist|es trifft)\s+/iu;
    if (opener.test(cleaned)) return cleanSentence(cleaned.replace(opener, ''));
    const group = groupOf(cleaned);
    if (!group && wordsOf(cleaned).every((w) => PRONOUN_ONLY.test(w))) return null;
    if (group && wordsOf(cleaned).length > 24) return cleanSentence(group);
  }
  if (slot === 'frequency' && wordsOf(cleaned).length > 10) {
    const phrase = frequencyPhrase(cleaned);
    return phrase ? cleanSentence(phrase) : cleaned;
  }
  return cleaned;
}

/**
 * The slots after a message: each slot keeps the best evidence of the whole conversation; a correction replaces
 * what it corrects. `current` values are scored again by evidenceScore (the state keeps only the text).
 */
export function mergeEvidence<T extends Partial<Record<UnderstoodSlot, string>>>(
  current: T,
  understanding: Understanding,
): T {
  const next: Partial<Record<UnderstoodSlot, string>> = { ...current };
  for (const evidence of understanding.evidence) {
    let found = evidence;
    // The same words read again (a conversation read twice) change nothing.
    if (Object.values(next).includes(found.value)) continue;
    // The problem is what the person said first; a later sentence that sounds like a problem tells what it leads
    // to (a consequence), unless it corrects the problem or the first statement was weak.
    if (found.slot === 'problem' && next.problem && !understanding.correction) {
      const oldScore = evidenceScore('problem', next.problem);
      if (oldScore >= 3.5 || found.score <= oldScore + 1.5) {
        found = { ...found, slot: 'impact', score: evidenceScore('impact', found.value) };
      }
    }
    const old = next[found.slot];
    // Ideas add up: a second idea joins the first ("…; What if the racks were inside the fence …").
    if (found.slot === 'ideas' && old && !understanding.correction && old.length + found.value.length < 196) {
      next.ideas = `${old}; ${found.value}`;
      continue;
    }
    if (!old || understanding.correction || found.score > evidenceScore(found.slot, old) + 0.25) {
      // The group a problem named is weak: it never replaces an answer about who.
      if (old && found.slot === 'who' && found.score <= 1 && !understanding.correction) continue;
      next[found.slot] = found.value;
    }
  }
  return next as T;
}
