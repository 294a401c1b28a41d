import type { Locale } from '@creators/contracts';

/**
 * Questions are not problems: a person who asks Isla how the programme works ("How do I find a team?", "Wo finde ich
 * Lernressourcen?") gets a short answer from what the product knows, and an offer to go back to the brainstorm,
 * rather than a Socratic question about "their problem". Page and button names are the interface's (product.md
 * §2.6–§2.13, §11.3, §12, §13; the German ones from the front end's catalogues).
 *
 * Pure: no I/O, no state. Anything that is not clearly a question about the platform (a problem stated as a
 * question, "Why do the buses never come on time?", or an answer to Isla) gives null and the brainstorm goes on.
 */

type Topic =
  | 'invitations'
  | 'teams'
  | 'challenge'
  | 'resources'
  | 'mentoring'
  | 'showcase'
  | 'badges'
  | 'settings'
  | 'profile'
  | 'isla';

/** Offered at the end of every answer. */
export const BACK_TO_BRAINSTORM: Record<Locale, string> = {
  en: 'Shall we get back to your challenge?',
  de: 'Sollen wir mit deiner Challenge weitermachen?',
};

/** The answers, one or two short sentences each; BACK_TO_BRAINSTORM follows. */
export const PLATFORM_ANSWERS: Record<Locale, Record<Topic, string>> = {
  en: {
    invitations:
      "If you lead a team, 'Invite' on the team's page finds people by name, and 'Invite to team' on a person's page does the same. Invitations you receive wait on your dashboard under 'Team invitations', where you accept or decline them.",
    teams:
      "Open 'Teams' in the navigation (or 'Find Team' on the dashboard): 'Discover Teams' lists every team with its description and members, and you can search them. 'Join Team' works while a team is forming and has a free seat; 'Create Team' starts your own.",
    challenge:
      "Finish this brainstorm with me: at the end I prefill 'Your challenge draft' and 'Create Challenge' publishes it. You can also use 'Create Challenge' on the 'Challenges' page and fill in the form yourself.",
    resources:
      "'Resources' in the navigation opens 'Learning Resources': courses, videos, articles, books and tools, searchable by type and level. 'Add Resource' shares one you like.",
    mentoring:
      "'Mentors' in the navigation lists the programme's mentors; on a mentor's page, 'Request mentoring' asks them to mentor one of your teams (join or create a team first). Together you can then schedule meetings and get feedback on your project.",
    showcase:
      "On the 'Showcase' page, 'Showcase Project' presents your team's project with its repository and demo links. Others can like it, and the most liked projects are featured.",
    badges:
      "You earn badges by doing things: your first published challenge, your first team, your first showcased project, likes on your projects and a challenge published from a brainstorm ('Idea Explorer'). Your dashboard shows them under 'Your Progress' and 'Recent Achievements'.",
    settings:
      "Switch the language with 'English' / 'Deutsch' in the header, or under 'Language' on the 'Settings' page. 'Settings' is in the user menu under your name, where you also change your password and your notifications.",
    profile:
      "'Profile' in the user menu opens your own page; 'Edit profile' there changes your role, skills, interests and bio.",
    isla: "I'm Isla, your guide in the programme: I help you find a problem that really bothers you, sharpen it with questions and turn it into a challenge others can take on. I can also tell you where things are on the platform.",
  },
  de: {
    invitations:
      "Wenn du ein Team leitest, findest du mit 'Einladen' auf der Seite des Teams Leute über ihren Namen, und 'In ein Team einladen' auf der Seite einer Person tut dasselbe. Einladungen an dich warten auf deinem Dashboard unter 'Team-Einladungen', wo du sie annimmst oder ablehnst.",
    teams:
      "Öffne 'Teams' in der Navigation (oder 'Team finden' auf dem Dashboard): 'Teams entdecken' zeigt jedes Team mit Beschreibung und Mitgliedern, und du kannst darin suchen. 'Team beitreten' geht, solange sich ein Team bildet und einen freien Platz hat; mit 'Team erstellen' gründest du dein eigenes.",
    challenge:
      "Bring dieses Brainstorming mit mir zu Ende: Am Schluss fülle ich 'Dein Challenge-Entwurf' aus, und 'Challenge erstellen' veröffentlicht ihn. Du kannst auch auf der Seite 'Challenges' auf 'Challenge erstellen' klicken und das Formular selbst ausfüllen.",
    resources:
      "'Ressourcen' in der Navigation öffnet die 'Lernressourcen': Kurse, Videos, Artikel, Bücher und Tools, nach Art und Niveau durchsuchbar. Mit 'Ressource hinzufügen' teilst du eine, die dir gefällt.",
    mentoring:
      "'Mentoren' in der Navigation zeigt die Mentorinnen und Mentoren des Programms; auf ihrer Seite bittet 'Mentoring anfragen' darum, eines deiner Teams zu begleiten (tritt dafür zuerst einem Team bei oder gründe eines). Danach könnt ihr Treffen planen und Feedback zu eurem Projekt bekommen.",
    showcase:
      "Auf der Seite 'Showcase' stellst du mit 'Projekt präsentieren' das Projekt deines Teams mit Repository- und Demo-Link vor. Andere können es liken, und die beliebtesten Projekte werden hervorgehoben.",
    badges:
      "Abzeichen verdienst du, indem du Dinge tust: deine erste veröffentlichte Challenge, dein erstes Team, dein erstes präsentiertes Projekt, Likes für deine Projekte und eine Challenge aus einem Brainstorming ('Ideenentdecker'). Dein Dashboard zeigt sie unter 'Dein Fortschritt' und 'Neueste Erfolge'.",
    settings:
      "Die Sprache wechselst du mit 'English' / 'Deutsch' oben in der Kopfzeile oder unter 'Sprache' auf der Seite 'Einstellungen'. Die 'Einstellungen' findest du im Benutzermenü unter deinem Namen; dort änderst du auch dein Passwort und deine Benachrichtigungen.",
    profile:
      "'Profil' im Benutzermenü öffnet deine eigene Seite; mit 'Profil bearbeiten' änderst du dort Rolle, Fähigkeiten, Interessen und Bio.",
    isla: 'Ich bin Isla, deine Begleiterin im Programm: Ich helfe dir, ein Problem zu finden, das dich wirklich stört, es mit Fragen zu schärfen und daraus eine Challenge zu machen, die andere annehmen können. Ich sage dir auch gern, wo du was auf der Plattform findest.',
  },
};

/** Lower case, accents and umlauts folded (ä → a), ß → ss, apostrophes and spaces evened out. */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** German typed without umlauts ("aendern", "fuer") folds to the same as with them ("andern", "fur"). */
function foldGerman(folded: string): string {
  return folded.replace(/ae/g, 'a').replace(/oe/g, 'o').replace(/ue/g, 'u');
}

/** Greetings and fillers a question may start with ("Hey Isla, quick question: how do I ..."). */
const LEAD_IN =
  /^(?:(?:hi|hey|hello|hallo|hej|servus|moin|ok|okay|so|also|und|and|um|uhm|ah|oh|btw|by the way|ubrigens|sorry|entschuldigung|isla|quick question|kurze frage|eine frage|one question|noch was|one more thing|wait|warte|actually|eigentlich)\b[\s,:;!.-]*)+/;

/** How a question about doing something here begins, in English. */
const QUESTION_EN = new RegExp(
  [
    'how (?:do|can|could|should|would|will|did|may) (?:i|we|one|my team|our team|people|students|you)\\b',
    'how (?:do|does|did) (?:it|this|that|the \\w+|\\w+) work\\b',
    'how to\\b',
    'where (?:do|can|could|should|will|would|did) (?:i|we|one)\\b',
    "where(?: is|'s| are| were|s)\\b",
    '(?:can|could|may|shall|should) (?:i|we)\\b',
    '(?:can|could|would|will) you\\b',
    'is (?:there|it possible)\\b',
    'are there\\b',
    "what(?:'s| is| are| does| do| can| kind of| sort of)\\b",
    'which\\b',
    'who (?:are you|is isla)\\b',
    'tell me\\b',
    'explain\\b',
    'show me\\b',
    "i(?:'d| would)? (?:like|want|need) to know\\b",
    'i wonder\\b',
    'do you know\\b',
    'any idea\\b',
    'do i\\b',
    'am i\\b',
    "why (?:can'?t|cannot|can not|don'?t|doesn'?t) (?:i|we|my)\\b",
  ]
    .map((p) => `(?:${p})`)
    .join('|'),
);

/** The same in German (umlauts folded, ae → a). */
const QUESTION_DE = new RegExp(
  [
    'wie (?:kann|konnen|konnte|soll|sollen|muss|mussen|darf|durfen) (?:ich|wir|man)\\b',
    'wie (?:finde|finden|trete|treten|bekomme|bekommen|kriege|kriegen|komme|kommen|lade|laden|werde|werden|stelle|stellen|andere|andern|wechsle|wechseln|veroffentliche|veroffentlichen|erstelle|erstellen|grunde|grunden|sehe|sehen|lerne|lernen|melde|frage|verdiene|verdienen|reiche|teile|bringe|schalte|mache|machen) (?:ich|wir|man)\\b',
    'wie (?:funktioniert|funktionieren|geht|gehen|lauft|laufen|klappt)\\b',
    'wie (?:kannst|hilfst) du\\b',
    'wo (?:finde|finden|kann|konnen|sehe|sehen|ist|sind|gibt|stelle|stellen|lerne|bekomme|kriege|andere|andern|melde|trete|steht|stehen)\\b',
    '(?:kann|darf|konnen|durfen|muss|soll|sollte|konnte) (?:ich|wir|man)\\b',
    '(?:kannst|konntest|wurdest) du\\b',
    'gibt es\\b',
    'was (?:ist|sind|macht|machst|kannst|bedeutet|bedeuten|bringt|bringen|muss|brauche|brauchen|gibt)\\b',
    'welche[rsnm]?\\b',
    'wer (?:bist du|ist isla)\\b',
    'erklar',
    'sag mir\\b',
    'zeig mir\\b',
    'ich (?:mochte|will|wurde|hatte)(?: gern| gerne)? (?:wissen|fragen)\\b',
    'weisst du\\b',
    'wofur\\b',
    'wobei\\b',
    'warum (?:kann|darf) ich\\b.{0,30}\\b(?:nicht|kein)',
  ]
    .map((p) => `(?:${p})`)
    .join('|'),
);

/** A question about why the world is as it is belongs to the brainstorm ("Why do the buses never come?"). */
const WHY = /^(?:why|warum|wieso|weshalb|wozu)\b/;
const WHY_PLATFORM =
  /^(?:why (?:can'?t|cannot|can not|don'?t|doesn'?t) (?:i|we|my)\b|warum (?:kann|darf) ich\b.{0,30}\b(?:nicht|kein))/;

/** A team as the platform has them: "a team", "the teams", never a "football team" or "Recycling-Team". */
const TEAM_EN =
  '(?:a|an|the|another|one|my|our|some|any|your|new|other|right|good|suitable|more|two|several)?\\s*(?:new |own |other |right |good |suitable |different )?(?<![-\\w])teams?\\b(?! ?(?:building|spirit|sports?|meeting|leader of (?:the|our) \\w+))';
const TEAM_DE =
  '(?:(?:ein|einem|einen|eines|einer|das|dem|den|die|mein|meinem|meinen|unser|unserem|unseren|ein neues|ein anderes|einem anderen|einem neuen|ein passendes|einem passenden|passendes|neues|anderes|ein eigenes|einem eigenen|eigenes)\\s+)?(?<![-\\w])teams?\\b';

interface TopicRule {
  topic: Topic;
  en: RegExp[];
  de: RegExp[];
}

/** The most specific first: "invite someone to my team" is about invitations, not finding a team. */
const TOPICS: TopicRule[] = [
  {
    topic: 'invitations',
    en: [
      /\binvit(?:e|ing)\b.{0,40}\bteam\b/,
      /\b(?:team )?invitations?\b.{0,40}\b(?:team|accept|decline|see|find|where|got|received|sent|mine)\b/,
      /\b(?:my|an|the|team|accept|decline|see|find|where are|got an?|received an?|answer an?)\s+(?:team )?invitations?\b/,
      /\b(?:someone|somebody|people|others|classmates?|friends?|a friend)\b.{0,20}\b(?:to|into) (?:my|our|the) team\b/,
    ],
    de: [
      /\blade\b.{0,40}\b(?:team|ein)\b/,
      /\beinladen\b/,
      /\beinladung(?:en)?\b/,
      /\bin (?:mein|unser) team\b.{0,30}\b(?:holen|bringen|aufnehmen)\b/,
    ],
  },
  {
    topic: 'teams',
    en: [
      new RegExp(
        `\\b(?:find|join|get into|get in|look(?:ing)? for|search(?:ing)? for|start|create|form|set up|build|make|pick|choose|enter|be part of|become part of|be in|leave|switch)\\s+${TEAM_EN}`,
      ),
      /\bteam ?mates?\b/,
      /\bteam members?\b.{0,30}\b(?:find|look|search|get)\b|\b(?:find|look for|search for|get)\b.{0,30}\bteam members?\b/,
      /\b(?:how do|how does) teams? work\b/,
      /\bwhere (?:are|is|can i see) (?:the |my )?teams?\b/,
      /\bteams? (?:page|section|tab)\b/,
      /\bpeople (?:to work|i can work|who (?:can|could) work) with\b/,
    ],
    de: [
      new RegExp(
        `\\b(?:finde|finden|suche|suchen|grunde|grunden|erstelle|erstellen|bilde|bilden|starte|starten|komme|kommen|trete|treten|wechsle|wechseln|verlasse|verlassen)\\s+(?:ich\\s+|wir\\s+|man\\s+)?(?:in\\s+)?${TEAM_DE}`,
      ),
      new RegExp(
        `${TEAM_DE}.{0,40}\\b(?:beitreten|beizutreten|finden|suchen|grunden|erstellen|bilden|starten|anschliessen|verlassen|wechseln|mitmachen)\\b`,
      ),
      /\bteam ?(?:mitglieder|kollegen|kolleginnen|partner)\b|\bmitstreiter/,
      /\bwie funktionieren (?:die )?teams\b/,
      /\bleute\b.{0,30}\b(?:zusammenarbeiten|mitarbeiten|mitmachen)\b/,
    ],
  },
  {
    topic: 'challenge',
    en: [
      /\b(?:publish|post|submit|create|share|make|add|put up|upload|turn\b.{0,30}\binto)\s+(?:a |an |the |my |our |this |new |your )*(?:own )?challenges?\b/,
      /\bchallenges?\b.{0,30}\b(?:published|posted|public)\b/,
      /\bcreate challenge\b/,
    ],
    de: [
      /\bchallenges?\b.{0,40}\b(?:veroffentlichen|veroffentliche|erstellen|erstelle|einreichen|reiche|anlegen|lege|posten|teilen|machen)\b/,
      /\b(?:veroffentliche|veroffentlichen|erstelle|erstellen|reiche|poste|teile)\b.{0,40}\bchallenge/,
      /\bchallenge erstellen\b/,
    ],
  },
  {
    topic: 'resources',
    en: [
      /\blearning (?:resources|materials?)\b/,
      /\bresources? (?:page|section|tab|here|on (?:the|this) (?:platform|site|app))\b/,
      /\b(?:find|where|see|add|share|get|browse|access|are there|any|the|your)\b.{0,25}\bresources\b(?! (?:for|to|that|of|in (?:my|our|the) (?:town|city|school|area|village)))/,
      /\b(?:tutorials?|courses?)\b.{0,30}\b(?:here|platform|on this site|to learn|for learning|about)\b/,
      /\b(?:where|how) (?:can|do) (?:i|we) learn\b.{0,30}\b(?:swift|coding|code|to code|programming|design|python|javascript|react|prototyping|design thinking)\b/,
    ],
    de: [
      /\b(?:lern)?ressourcen\b/,
      /\blernmaterial(?:ien)?\b/,
      /\b(?:kurse|tutorials?)\b.{0,30}\b(?:hier|plattform|lernen|zum lernen|uber)\b/,
      /\bwo (?:kann|konnen) (?:ich|wir|man)\b.{0,30}\blernen\b/,
    ],
  },
  {
    topic: 'mentoring',
    en: [/\bmentor(?:s|ing|ship)?\b/],
    de: [/\bmentor(?:en|in|innen|ing)?\b/, /\bbetreuer(?:in|innen)?\b.{0,30}\b(?:team|projekt)\b/],
  },
  {
    topic: 'showcase',
    en: [
      /\bshowcase\b/,
      /\b(?:show|present|publish|submit|upload|share|show off)\s+(?:my |our |the |a |this )?(?:team'?s )?(?:project|prototype)s?\b(?! (?:to|at|in front of) (?:the|my|our|a|an) (?!platform|others|everyone))/,
      /\bfeatured projects?\b/,
    ],
    de: [
      /\bshowcase\b/,
      /\b(?:projekt|prototyp)\w*\b.{0,40}\b(?:prasentieren|zeigen|vorstellen|einreichen|hochladen|teilen|veroffentlichen)\b/,
      /\b(?:prasentiere|zeige|reiche|lade|teile|veroffentliche)\b.{0,30}\b(?:projekt|prototyp)/,
    ],
  },
  {
    topic: 'badges',
    en: [
      /\bbadges?\b/,
      /\b(?:my|recent|earn|get|collect|unlock)\s+(?:an? |the |more |some )?achievements?\b/,
      /\bachievements? (?:here|on (?:the|this) platform|page|section)\b/,
      /\b(?:idea explorer|problem spotter|team player|show and tell|first fan|crowd favou?rite)\b/,
      /\b(?:earn|get|collect)\b.{0,20}\bpoints\b/,
    ],
    de: [
      /\babzeichen\b/,
      /\b(?:meine|neueste|neuesten)\s+erfolge\b/,
      /\berfolge\b.{0,20}\b(?:verdienen|bekommen|sammeln|freischalten)\b/,
      /\bbadges?\b/,
      /\bpunkte\b.{0,20}\b(?:verdienen|bekommen|sammeln)\b/,
    ],
  },
  {
    topic: 'settings',
    en: [
      /\bsettings?\b/,
      /\b(?:change|switch|set|turn)\b.{0,30}\b(?:language|password|german|english|deutsch|notifications?|e-?mails?)\b/,
      /\b(?:language|german|english)\b.{0,25}\b(?:change|switch|setting)\b/,
      /\b(?:in|to) (?:german|english)\b/,
      /\b(?:speak|talk|answer|use (?:it|this|the app|the platform)) (?:in )?(?:german|english|deutsch)\b/,
    ],
    de: [
      /\beinstellungen\b/,
      /\bsprache\b/,
      /\bpasswort\b/,
      /\b(?:auf|in) (?:englisch|deutsch)\b/,
      /\b(?:englisch|deutsch)\b.{0,25}\b(?:umstellen|wechseln|andern|einstellen|sprechen|reden)\b/,
      /\bbenachrichtigungen\b.{0,30}\b(?:aus|ab|ein|an|andern|einstellen|abschalten|ausschalten)\b/,
    ],
  },
  {
    topic: 'profile',
    en: [
      /\b(?:edit|change|update)\b.{0,20}\b(?:my )?(?:profile|skills|interests|bio|role)\b/,
      /\bwhere(?: is|'s) my profile\b/,
    ],
    de: [
      /\bprofil\b/,
      /\b(?:meine )?(?:fahigkeiten|interessen|bio|rolle)\b.{0,20}\b(?:andern|bearbeiten|anpassen)\b/,
      /\b(?:andere|bearbeite|passe)\b.{0,20}\b(?:fahigkeiten|interessen|bio|rolle)\b/,
    ],
  },
  {
    topic: 'isla',
    en: [
      /\bwho (?:are you|is isla)\b/,
      /\bwhat (?:is|are) (?:isla|you)(?: for| here for| exactly)?\W*$/,
      /\bwhat (?:can|do|does|will) (?:you|isla) (?:do|offer|help with)(?: here| for me| exactly)?\W*$/,
      /\bhow (?:can|do|will) (?:you|isla) help(?: me| us)?(?: here)?\W*$/,
      /\bwhat (?:is|are) (?:you|isla) (?:good for|able to do)\b/,
    ],
    de: [
      /\bwer (?:bist du|ist isla)\b/,
      /\bwas (?:kannst|machst) du(?: eigentlich| hier| genau| alles| fur mich)*\W*$/,
      /\bwas (?:ist|macht|kann) isla\b/,
      /\bwobei (?:kannst du|hilfst du)\b/,
      /\bwie (?:kannst|hilfst) du mir(?: hier)?(?: helfen)?\W*$/,
      /\bwofur bist du\b/,
    ],
  },
];

/** More words than this and it is a problem being described, not a quick question. */
const MAX_WORDS = 40;

/** The question's sentences, greetings and fillers stripped from their start. */
function sentences(folded: string): string[] {
  return folded
    .split(/(?<=[.!?;:])\s+/)
    .map((part) => part.replace(LEAD_IN, '').trim())
    .filter((part) => part.length > 0);
}

function asksEnglish(sentence: string): boolean {
  return QUESTION_EN.test(sentence.slice(0, 60)) && QUESTION_EN.exec(sentence)!.index < 40;
}

function asksGerman(sentence: string): boolean {
  const match = QUESTION_DE.exec(sentence);
  return match !== null && match.index < 40;
}

function topicOf(sentence: string): Topic | null {
  const german = foldGerman(sentence);
  const english = asksEnglish(sentence);
  const deutsch = asksGerman(german);
  if (!english && !deutsch) return null;
  for (const rule of TOPICS) {
    if (english && rule.en.some((pattern) => pattern.test(sentence))) return rule.topic;
    if (deutsch && rule.de.some((pattern) => pattern.test(german))) return rule.topic;
  }
  return null;
}

/** Which platform topic the text asks about, or null when it is not a question about the platform. */
export function platformQuestionTopic(text: string): Topic | null {
  const folded = fold(text);
  if (folded.length === 0 || folded.split(' ').length > MAX_WORDS) return null;
  const parts = sentences(folded);
  if (parts.length === 0 || parts.length > 3) return null;
  // A "why" about the world makes the whole message part of the brainstorm.
  if (parts.some((part) => WHY.test(part) && !WHY_PLATFORM.test(foldGerman(part)))) return null;
  for (const part of parts) {
    const topic = topicOf(part);
    if (topic !== null) return topic;
  }
  return null;
}

/**
 * Isla's answer to a question about the programme or the platform (product.md §4.3 "questions are not
 * problems"), in 1–3 short sentences ending with the offer to go back to the brainstorm; null for anything else.
 */
export function answerPlatformQuestion(text: string, locale: Locale): string | null {
  const topic = platformQuestionTopic(text);
  if (topic === null) return null;
  return `${PLATFORM_ANSWERS[locale][topic]} ${BACK_TO_BRAINSTORM[locale]}`;
}
