import type { Locale } from '@creators/contracts';
import type { Probe } from './probes.js';

/** Questions beyond the four probes: testing the problem (validation) and sharpening it (refinement). */
export type ValidationStep = 'tried' | 'evidence' | 'cause' | 'assumption';
export type RefinementStep = 'firstPerson' | 'oneSentence' | 'measure';

export interface SummaryLabels {
  intro: string;
  problem: string;
  who: string;
  frequency: string;
  cost: string;
  tried: string;
  open: string;
  outro: string;
}

/** Everything Isla's built-in engine says, in one language. Each list offers variants; the engine picks one by the conversation. */
export interface SocraticScript {
  /** Asks for a real problem that frustrates the user personally. */
  opening: string[];
  /** The user talks about a solution (an app, a platform) before any problem. */
  solutionFirst: string[];
  /** Acknowledges what the user just said, quoting it. */
  acknowledge: (quote: string) => string[];
  /** Acknowledges a reply too short to quote. */
  acknowledgeShort: string[];
  /** Acknowledges an answer to one of the probes. */
  acknowledgeProbe: Record<Probe, string[]>;
  probes: Record<Probe, string[]>;
  validation: Record<ValidationStep, string[]>;
  refinement: Record<RefinementStep, string[]>;
  toValidation: string[];
  toRefinement: string[];
  summary: SummaryLabels;
  verdict: {
    tooShort: string;
    solutionOnly: string;
    solid: string;
    sharpen: Record<Probe, string>;
    complete: string;
  };
  /** Opening and closing quotation marks. */
  quotes: [string, string];
}

const en: SocraticScript = {
  opening: [
    "Let's start with something real: what is a problem that frustrated you personally in the last few weeks? Describe the moment it happened.",
    'Think about your last week: when did you get annoyed, wait for ages, or have to do something twice? Tell me about that moment.',
    'Good challenges start with a real annoyance. What problem do you run into yourself, again and again, that nobody has fixed for you yet?',
  ],
  solutionFirst: [
    "Let's park the solution for a moment. Ideas are easier to judge once the problem is clear: when did you last run into the problem yourself, and what happened?",
    'Before we talk about what to build: what situation made you want it? Tell me about the last time the problem behind it got in your way.',
  ],
  acknowledge: (quote) => [
    `You said ${quote}. That sounds like it really gets in your way.`,
    `Thanks, that helps: ${quote}.`,
    `So: ${quote}. Let's look at that more closely.`,
  ],
  acknowledgeShort: ['Thanks, that helps.', 'Okay, noted.', 'Got it, thank you.'],
  acknowledgeProbe: {
    who: ["So it's not just you. That matters.", 'Good, now we know who this is about.'],
    frequency: ['That adds up over time.', 'So it keeps coming back.'],
    cost: ['That is a real cost.', "That's more than a small annoyance, then."],
    tried: ["Good to know what hasn't worked yet.", 'So the obvious fixes fall short.'],
  },
  probes: {
    who: [
      'Who else has this problem besides you? Think of specific people or groups.',
      'Is it just you, or do other people run into this too? Who exactly?',
    ],
    frequency: [
      'How often does it happen: every day, every week, a few times a term?',
      'When did it last happen, and how often does it come up in a normal week?',
    ],
    cost: [
      'What does it cost you each time: minutes, money, sleep, nerves? Try to put a number on it.',
      'When it happens, what do you lose: time, money, a grade, your good mood? How much, roughly?',
    ],
    tried: [
      'What have you or others already tried to solve it, and why did that not work?',
      'How do you deal with it today? Which workarounds, tools or tricks have you tried?',
    ],
  },
  validation: {
    tried: [
      "Let's test the problem: what have you or others already tried, and why didn't it stick?",
      'If this problem is real, someone has tried to fix it. What have people tried so far, and where did it fall short?',
    ],
    evidence: [
      "How do you know it's not just you? Who have you actually talked to about it, and what did they say?",
      'What evidence do you have that others have this problem, beyond your own experience?',
    ],
    cause: [
      'Why does it happen in the first place? What is the cause behind the cause?',
      'If you ask "why?" three times about this problem, where do you end up?',
    ],
    assumption: [
      'Which assumption in your description are you least sure about, and how could you check it this week?',
      'Suppose the problem disappeared tomorrow: what exactly would change for the people who have it?',
    ],
  },
  refinement: {
    firstPerson: [
      'If you could help only one person first, who would it be, and what does their day look like when the problem hits?',
      'Picture the one person who suffers most from this. Who are they, and what would help them first?',
    ],
    oneSentence: [
      'Can you put the problem into one sentence, without mentioning any solution?',
      'Say the problem in a single sentence that someone outside could understand, with no solution in it.',
    ],
    measure: [
      'How would you notice that the problem has become smaller? What would you measure?',
      'What would success look like in numbers: less time lost, fewer missed moments, less money spent?',
    ],
  },
  toValidation: [
    "You've described the problem clearly. Now let's put it to the test.",
    "That gives us a real problem to work with. Let's check whether it holds up.",
  ],
  toRefinement: [
    "The problem holds up. Let's sharpen it so a team can take it on.",
    "Good, that answers the doubts. Now let's make the challenge precise.",
  ],
  summary: {
    intro: 'Here is what I have heard so far:',
    problem: 'Problem',
    who: 'Who has it',
    frequency: 'How often',
    cost: 'What it costs',
    tried: 'Tried so far',
    open: 'still open',
    outro: 'Does that capture it? If so, we can turn it into a challenge for others to join.',
  },
  verdict: {
    tooShort: 'Tell me a bit more: who has this problem, and when does it hurt them?',
    solutionOnly: 'This describes a solution. What problem does it solve, and for whom?',
    solid: 'This describes a real problem worth working on.',
    sharpen: {
      who: 'One thing to sharpen: who exactly has this problem?',
      frequency: 'One thing to sharpen: how often does it happen?',
      cost: 'One thing to sharpen: what does it cost the people who have it?',
      tried: 'One thing to sharpen: what has already been tried, and why did it fail?',
    },
    complete: 'It says who has it, how often, what it costs and what has been tried. Ready to publish.',
  },
  quotes: ['“', '”'],
};

const de: SocraticScript = {
  opening: [
    'Lass uns mit etwas Echtem anfangen: Welches Problem hat dich in den letzten Wochen persönlich frustriert? Beschreib den Moment, in dem es passiert ist.',
    'Denk an deine letzte Woche: Wann hast du dich geärgert, ewig gewartet oder etwas doppelt machen müssen? Erzähl mir von diesem Moment.',
    'Gute Challenges beginnen mit einem echten Ärgernis. Auf welches Problem stößt du selbst immer wieder, das dir noch niemand gelöst hat?',
  ],
  solutionFirst: [
    'Lass uns die Lösung kurz beiseitelegen. Ideen lassen sich besser beurteilen, wenn das Problem klar ist: Wann bist du selbst zuletzt auf das Problem gestoßen, und was ist passiert?',
    'Bevor wir darüber sprechen, was man bauen könnte: Welche Situation hat dich darauf gebracht? Erzähl mir vom letzten Mal, als dich das Problem dahinter ausgebremst hat.',
  ],
  acknowledge: (quote) => [
    `Du sagst ${quote}. Das klingt, als würde es dich wirklich ausbremsen.`,
    `Danke, das hilft: ${quote}.`,
    `Also: ${quote}. Lass uns da genauer hinschauen.`,
  ],
  acknowledgeShort: ['Danke, das hilft.', 'Okay, notiert.', 'Verstanden, danke.'],
  acknowledgeProbe: {
    who: ['Es betrifft also nicht nur dich. Das ist wichtig.', 'Gut, jetzt wissen wir, um wen es geht.'],
    frequency: ['Das summiert sich mit der Zeit.', 'Es kommt also immer wieder.'],
    cost: ['Das ist ein echter Preis.', 'Dann ist es mehr als ein kleines Ärgernis.'],
    tried: [
      'Gut zu wissen, was bisher nicht geklappt hat.',
      'Die naheliegenden Lösungen reichen also nicht.',
    ],
  },
  probes: {
    who: [
      'Wer außer dir hat dieses Problem noch? Denk an bestimmte Personen oder Gruppen.',
      'Betrifft das nur dich, oder stoßen andere auch darauf? Wer genau?',
    ],
    frequency: [
      'Wie oft passiert das: jeden Tag, jede Woche, ein paarmal im Semester?',
      'Wann ist es zuletzt passiert, und wie oft kommt es in einer normalen Woche vor?',
    ],
    cost: [
      'Was kostet es dich jedes Mal: Minuten, Geld, Schlaf, Nerven? Versuch, eine Zahl zu nennen.',
      'Was verlierst du, wenn es passiert: Zeit, Geld, eine Note, deine gute Laune? Ungefähr wie viel?',
    ],
    tried: [
      'Was hast du oder haben andere schon versucht, um es zu lösen, und warum hat das nicht funktioniert?',
      'Wie gehst du heute damit um? Welche Umwege, Tools oder Tricks hast du schon ausprobiert?',
    ],
  },
  validation: {
    tried: [
      'Lass uns das Problem prüfen: Was hast du oder haben andere schon versucht, und warum hat es nicht gehalten?',
      'Wenn das Problem echt ist, hat schon jemand versucht, es zu lösen. Was wurde bisher probiert, und woran ist es gescheitert?',
    ],
    evidence: [
      'Woher weißt du, dass es nicht nur dir so geht? Mit wem hast du wirklich darüber gesprochen, und was haben sie gesagt?',
      'Welche Hinweise hast du, dass andere dieses Problem auch haben, über deine eigene Erfahrung hinaus?',
    ],
    cause: [
      'Warum passiert es überhaupt? Was ist die Ursache hinter der Ursache?',
      'Wenn du bei diesem Problem dreimal „Warum?“ fragst, wo landest du?',
    ],
    assumption: [
      'Bei welcher Annahme in deiner Beschreibung bist du dir am wenigsten sicher, und wie könntest du sie diese Woche überprüfen?',
      'Angenommen, das Problem wäre morgen verschwunden: Was genau würde sich für die Betroffenen ändern?',
    ],
  },
  refinement: {
    firstPerson: [
      'Wenn du zuerst nur einer Person helfen könntest: Wer wäre das, und wie sieht ihr Tag aus, wenn das Problem zuschlägt?',
      'Stell dir die eine Person vor, die am meisten darunter leidet. Wer ist sie, und was würde ihr als Erstes helfen?',
    ],
    oneSentence: [
      'Kannst du das Problem in einem Satz beschreiben, ohne eine Lösung zu erwähnen?',
      'Sag das Problem in einem einzigen Satz, den auch Außenstehende verstehen, ganz ohne Lösung.',
    ],
    measure: [
      'Woran würdest du merken, dass das Problem kleiner geworden ist? Was würdest du messen?',
      'Wie sähe Erfolg in Zahlen aus: weniger verlorene Zeit, weniger verpasste Momente, weniger ausgegebenes Geld?',
    ],
  },
  toValidation: [
    'Du hast das Problem klar beschrieben. Jetzt lass es uns auf die Probe stellen.',
    'Damit haben wir ein echtes Problem, mit dem wir arbeiten können. Prüfen wir, ob es standhält.',
  ],
  toRefinement: [
    'Das Problem hält stand. Lass es uns so schärfen, dass ein Team es anpacken kann.',
    'Gut, das beantwortet die Zweifel. Jetzt machen wir die Challenge präzise.',
  ],
  summary: {
    intro: 'Das habe ich bisher gehört:',
    problem: 'Problem',
    who: 'Wer es hat',
    frequency: 'Wie oft',
    cost: 'Was es kostet',
    tried: 'Bisher versucht',
    open: 'noch offen',
    outro: 'Trifft es das? Dann machen wir daraus eine Challenge, bei der andere mitmachen können.',
  },
  verdict: {
    tooShort: 'Erzähl mir etwas mehr: Wer hat dieses Problem, und wann trifft es sie?',
    solutionOnly: 'Das beschreibt eine Lösung. Welches Problem löst sie, und für wen?',
    solid: 'Das beschreibt ein echtes Problem, an dem es sich zu arbeiten lohnt.',
    sharpen: {
      who: 'Eine Sache zum Schärfen: Wer genau hat dieses Problem?',
      frequency: 'Eine Sache zum Schärfen: Wie oft passiert es?',
      cost: 'Eine Sache zum Schärfen: Was kostet es die Betroffenen?',
      tried: 'Eine Sache zum Schärfen: Was wurde schon versucht, und warum ist es gescheitert?',
    },
    complete:
      'Es sagt, wer es hat, wie oft, was es kostet und was schon versucht wurde. Bereit zur Veröffentlichung.',
  },
  quotes: ['„', '“'],
};

export const SOCRATIC_SCRIPTS: Record<Locale, SocraticScript> = { en, de };
