import type { Locale } from '@creators/contracts';

/**
 * Isla's scripted lines in the brainstorm (product.md §4.3, §5, §8), in English and German. The phase machine picks
 * them; the front end shows and speaks them as they are. `{firstName}`, `{title}` and `{insights}` are placeholders.
 */
export interface BrainstormTexts {
  /** Isla's first message of a fresh brainstorm. */
  opening: string;
  /** Scripted fallback questions per phase: an AI reply shorter than 11 characters, or no reply at all (product.md §5, §8). */
  fallbackQuestions: { ideation: string[]; validation: string[]; refinement: string[]; creation: string[] };
  /** The refinement phase's probing prompts (product.md §4.3: up to 3). */
  probingPrompts: string[];
  /**
   * A probing prompt for each slot but the problem, served instead of a probing prompt whose slot the
   * person has already answered (Isla never asks again for what she was told).
   */
  slotPrompts: {
    problem: string;
    who: string;
    frequency: string;
    impact: string;
    tried: string;
    success: string;
    ideas: string;
  };
  /**
   * Lead lines that name what the person just said (product.md §4.3): `{value}` is their words (a frequency, a group,
   * a cost). `impactPlain` when no cost can be named; `nothing` after agreement or small talk.
   */
  acknowledgements: {
    frequencyOften: string;
    frequencyOther: string;
    who: string;
    impact: string;
    impactPlain: string;
    tried: string;
    success: string;
    ideas: string;
    problem: string;
    nothing: string;
  };
  /**
   * The read-back before creation (product.md §4.3): `{readBack}` sums up the challenge in two or three sentences;
   * `readBackAgain` after a correction.
   */
  readBack: string;
  readBackAgain: string;
  /** Encouragement lines that may precede a probing prompt. */
  encouragements: string[];
  /** The loop guard's fixed bridging messages, by the phase the conversation is forced into. */
  bridges: { validation: string; refinement: string; creation: string };
  /** After 'Back to Refinement' once every probing prompt has been used. */
  refineFurther: string;
  /** The summary that closes the refinement phase. */
  summary: string;
  summaryNoInsights: string;
  /** Labels inside the generated challenge description. */
  descriptionInsights: string;
  /** Title when the user's first message gives none. */
  defaultTitle: string;
}

export const BRAINSTORM_TEXTS: Record<Locale, BrainstormTexts> = {
  en: {
    opening:
      "Hi {firstName}! I'm Isla, your guide for finding a problem worth solving. What's something that frustrates you in your daily life, at school or in your community?",
    fallbackQuestions: {
      ideation: [
        "What's a situation in your daily life where something keeps going wrong?",
        'Who else do you think is affected by this problem?',
        'What have you already tried, and why did it not work?',
      ],
      validation: [
        'How do you know this problem is real for other people, not just for you?',
        'What would happen if nobody solved this problem?',
        'Have you talked to anyone who experiences this? What did they say?',
      ],
      refinement: [
        'Can you describe the problem in a single sentence?',
        'Who would benefit most if this problem were solved?',
      ],
      creation: ['Take a look at the draft below. What would you like to change?'],
    },
    probingPrompts: [
      'Who exactly experiences this problem most often, and in which situations?',
      'If this problem were solved tomorrow, what would be different for those people?',
      'What is the smallest part of this problem that a team could tackle first?',
    ],
    slotPrompts: {
      problem: 'Can you describe the problem in a single sentence: what goes wrong, and for whom?',
      who: 'Who exactly experiences this problem most often, and in which situations?',
      frequency: 'How often does this happen: every day, every week, a few times a term?',
      impact: 'Why does this matter: what does it cost the people who have it, in time, money or nerves?',
      tried: 'What has been tried so far to solve it, and why did it fall short?',
      success: 'If this problem were solved tomorrow, what would be different for those people?',
      ideas: 'Do you already have a first idea of what could help? A rough one is fine.',
    },
    acknowledgements: {
      frequencyOften: "{value} — that's often.",
      frequencyOther: '{value} — so it keeps coming back.',
      who: 'So it hits {value} most — good to know who this is about.',
      impact: "{value} — that's a real cost.",
      impactPlain: "That's a real cost for the people who have it.",
      tried: "Good to know what's been tried, and why it fell short.",
      success: "That's a clear picture of what success would look like.",
      ideas: "That's a first idea worth keeping.",
      problem: 'That sounds frustrating.',
      nothing: 'Got it.',
    },
    readBack:
      "Before I draft the challenge, let me check I've understood you: {readBack} Is that right, or should I change something?",
    readBackAgain: "Thanks, I've changed that. So: {readBack} Is it right now?",
    encouragements: [
      "That's a valuable insight!",
      'Great, the problem is getting clearer.',
      "Nice, you're really sharpening this.",
    ],
    bridges: {
      validation:
        "Let's move on and test this idea. What makes you confident that this problem matters to other people too?",
      refinement: "We've checked the key assumptions. Now let's sharpen the problem.",
      creation: 'I think we have everything we need. Let me turn this into a challenge.',
    },
    refineFurther: 'What else would you like to sharpen before we publish the challenge?',
    summary:
      "Here's what we've discovered together.\nProblem: {title}\nKey insights: {insights}\nI've drafted a challenge for you below. Review it and publish it when you're ready.",
    summaryNoInsights:
      "Here's what we've discovered together.\nProblem: {title}\nI've drafted a challenge for you below. Review it and publish it when you're ready.",
    descriptionInsights: 'Key insights:',
    defaultTitle: 'My brainstormed challenge',
  },
  de: {
    opening:
      'Hallo {firstName}! Ich bin Isla und helfe dir, ein Problem zu finden, das es wert ist, gelöst zu werden. Was ärgert dich in deinem Alltag, in der Schule oder in deinem Umfeld?',
    fallbackQuestions: {
      ideation: [
        'In welcher Situation in deinem Alltag läuft immer wieder etwas schief?',
        'Wer ist deiner Meinung nach noch von diesem Problem betroffen?',
        'Was hast du schon ausprobiert, und warum hat es nicht funktioniert?',
      ],
      validation: [
        'Woher weißt du, dass dieses Problem nicht nur dich, sondern auch andere betrifft?',
        'Was würde passieren, wenn niemand dieses Problem löst?',
        'Hast du mit Betroffenen gesprochen? Was haben sie gesagt?',
      ],
      refinement: [
        'Kannst du das Problem in einem einzigen Satz beschreiben?',
        'Wem würde es am meisten helfen, wenn dieses Problem gelöst wäre?',
      ],
      creation: ['Sieh dir den Entwurf unten an. Was möchtest du ändern?'],
    },
    probingPrompts: [
      'Wer genau erlebt dieses Problem am häufigsten, und in welchen Situationen?',
      'Wenn dieses Problem morgen gelöst wäre, was wäre für diese Menschen anders?',
      'Was ist der kleinste Teil dieses Problems, den ein Team als Erstes angehen könnte?',
    ],
    slotPrompts: {
      problem: 'Kannst du das Problem in einem einzigen Satz beschreiben: was läuft schief, und für wen?',
      who: 'Wer genau erlebt dieses Problem am häufigsten, und in welchen Situationen?',
      frequency: 'Wie oft passiert das: jeden Tag, jede Woche, ein paar Mal im Halbjahr?',
      impact: 'Warum ist das wichtig: was kostet es die Betroffenen an Zeit, Geld oder Nerven?',
      tried: 'Was wurde bisher versucht, um es zu lösen, und warum hat es nicht gereicht?',
      success: 'Wenn dieses Problem morgen gelöst wäre, was wäre für diese Menschen anders?',
      ideas: 'Hast du schon eine erste Idee, was helfen könnte? Eine grobe reicht.',
    },
    acknowledgements: {
      frequencyOften: '{value} – das ist oft.',
      frequencyOther: '{value} – es kommt also immer wieder.',
      who: 'Es trifft also vor allem {value} – gut zu wissen, um wen es geht.',
      impact: '{value} – das ist ein echter Preis.',
      impactPlain: 'Das kostet die Betroffenen wirklich etwas.',
      tried: 'Gut zu wissen, was schon versucht wurde und warum es nicht gereicht hat.',
      success: 'Damit ist klar, woran man einen Erfolg erkennen würde.',
      ideas: 'Eine erste Idee, die wir festhalten.',
      problem: 'Das klingt wirklich ärgerlich.',
      nothing: 'Alles klar.',
    },
    readBack:
      'Bevor ich die Challenge entwerfe, prüfe ich, ob ich dich richtig verstanden habe: {readBack} Stimmt das so, oder soll ich etwas ändern?',
    readBackAgain: 'Danke, ich habe das geändert. Also: {readBack} Stimmt es jetzt?',
    encouragements: [
      'Das ist eine wertvolle Erkenntnis!',
      'Super, das Problem wird immer klarer.',
      'Sehr gut, du schärfst das Problem richtig.',
    ],
    bridges: {
      validation:
        'Lass uns weitergehen und die Idee prüfen. Was macht dich sicher, dass dieses Problem auch anderen wichtig ist?',
      refinement: 'Wir haben die wichtigsten Annahmen geprüft. Jetzt schärfen wir das Problem.',
      creation: 'Ich glaube, wir haben alles, was wir brauchen. Ich mache daraus eine Challenge.',
    },
    refineFurther: 'Was möchtest du noch schärfen, bevor wir die Challenge veröffentlichen?',
    summary:
      'Das haben wir gemeinsam herausgefunden.\nProblem: {title}\nWichtige Erkenntnisse: {insights}\nUnten findest du einen Entwurf für deine Challenge. Prüfe ihn und veröffentliche ihn, wenn du so weit bist.',
    summaryNoInsights:
      'Das haben wir gemeinsam herausgefunden.\nProblem: {title}\nUnten findest du einen Entwurf für deine Challenge. Prüfe ihn und veröffentliche ihn, wenn du so weit bist.',
    descriptionInsights: 'Wichtige Erkenntnisse:',
    defaultTitle: 'Meine Challenge aus dem Brainstorming',
  },
};

/** Replaces `{name}` placeholders. */
export function fillText(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? values[name] : whole));
}
