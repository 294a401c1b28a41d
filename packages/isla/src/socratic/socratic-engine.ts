import { ISLA_LIMITS, type BrainstormPhase } from '@creators/contracts';
import {
  askedSlots,
  fillSlots,
  questionSlot,
  renderDraft,
  slotKnown,
  slotToAsk,
  type DraftSlot,
  type DraftSlots,
} from '../slots.js';
import { BRAINSTORM_TEXTS } from '../texts.js';
import { understandMessage } from '../understand.js';
import { acknowledgementFor } from '../acknowledge.js';
import type { ChallengeDraft } from '../summary.js';
import type {
  DraftRequest,
  DialogueReply,
  DialogueTurn,
  IdeaToValidate,
  IdeaVerdict,
  TextGenerator,
} from '../text-generator.js';
import {
  quotation,
  readConversation,
  readMessages,
  stableHash,
  userSentences,
  type Conversation,
} from './conversation.js';
import {
  coveredProbes,
  mentions,
  PROBES,
  soundsLikeProblem,
  soundsLikeSolution,
  type Probe,
} from './probes.js';
import { SOCRATIC_SCRIPTS, type RefinementStep, type SocraticScript, type ValidationStep } from './script.js';

/** Where each phase usually begins, counted in user messages (product.md §4.3: ideation 3, validation 2, refinement 2). */
const PHASE_START: Record<BrainstormPhase, number> = {
  ideation: 0,
  validation: 3,
  refinement: 5,
  creation: 7,
};

const IDEATION_PLAN: readonly Probe[] = ['who', 'frequency', 'cost', 'tried'];
const VALIDATION_PLAN: readonly ValidationStep[] = ['tried', 'evidence', 'cause', 'assumption'];
const REFINEMENT_PLAN: readonly RefinementStep[] = ['firstPerson', 'oneSentence', 'measure'];

/** The slot (product.md §4.3) each probe and step aims at: one the person has filled is never asked for again. */
const PROBE_SLOT: Record<Probe, DraftSlot> = {
  who: 'who',
  frequency: 'frequency',
  cost: 'impact',
  tried: 'tried',
};
const VALIDATION_SLOT: Partial<Record<ValidationStep, DraftSlot>> = { tried: 'tried' };
const REFINEMENT_SLOT: Partial<Record<RefinementStep, DraftSlot>> = {
  firstPerson: 'who',
  measure: 'success',
};

/** Which probe an answer is acknowledged for when it touches several: the most specific first. */
const ACKNOWLEDGED_PROBES: readonly Probe[] = ['cost', 'tried', 'frequency', 'who'];

/** A greeting, a shrug or a word or two: nothing to build a problem on yet. */
const VAGUE =
  /^(?:hi|hello|hey|hallo|moin|servus|ok(?:ay)?|yes|no|ja|nein|maybe|vielleicht|i don'?t know|dunno|no idea|not sure|keine ahnung|wei(?:ß|ss) nicht|k\.?a\.?)(?![\p{L}])/iu;
const isVague = (prompt: string) =>
  prompt.split(' ').length < 3 || (VAGUE.test(prompt) && !soundsLikeProblem(prompt));

/** Said by no engine of ours, ever (product.md §4.3 loop guard). */
const STOCK_PHRASE = /developing sharper understanding/i;

/**
 * Isla's built-in Socratic dialogue engine: needs no network, speaks English and German, and is deterministic (the
 * same conversation always gets the same answer). In ideation it asks for a real, personally frustrating problem and
 * probes who has it, how often, what it costs and what has been tried; in validation it tests the problem; in
 * refinement it sharpens it; then it summarises. It moves forward with the user's message count (`sessionCount`),
 * skips what the user has already told it or what it has just asked, and names the next phase when a phase's
 * questions are used up.
 */
export class SocraticEngine implements TextGenerator {
  readonly name = 'builtin';

  async respond(turn: DialogueTurn): Promise<DialogueReply> {
    return this.reply(turn);
  }

  async validate(idea: IdeaToValidate): Promise<IdeaVerdict> {
    return this.verdict(idea);
  }

  /** The draft rendered from the slots with the templates of its language. */
  async draft(request: DraftRequest): Promise<ChallengeDraft> {
    return renderDraft(request.slots, request.language, request.userMessages).draft;
  }

  reply(turn: DialogueTurn): DialogueReply {
    const script = SOCRATIC_SCRIPTS[turn.language];
    const conversation = readConversation(turn.prompt, turn.conversationHistory);
    const dialogue = new Dialogue(script, conversation, turn);
    const reply = dialogue.next();
    const message = reply.message.trim();
    // Never shorter than the client accepts, never the stock phrase the client's loop guard watches for.
    if (message.length < ISLA_LIMITS.minReplyLength || STOCK_PHRASE.test(message)) {
      return { message: script.opening[0]!, nextPhase: reply.nextPhase };
    }
    return { message, nextPhase: reply.nextPhase };
  }

  verdict({ idea, context, language }: IdeaToValidate): IdeaVerdict {
    const { verdict } = SOCRATIC_SCRIPTS[language];
    const text = `${idea}\n${context}`;
    if (idea.trim().split(/\s+/).length < 6) return { valid: false, feedback: verdict.tooShort };
    if (soundsLikeSolution(idea) && !soundsLikeProblem(text))
      return { valid: false, feedback: verdict.solutionOnly };
    const missing = PROBES.find((probe) => !mentions(probe, text));
    return {
      valid: true,
      feedback: `${verdict.solid} ${missing ? verdict.sharpen[missing] : verdict.complete}`,
    };
  }
}

/** One decision of the engine. */
class Dialogue {
  private readonly seed: number;
  private readonly covered: Set<Probe>;
  /** The slots filled so far: the server's record and what is in view. */
  private readonly slots: DraftSlots;
  /** How far into its phase the dialogue is, by the user's message count (0 when unknown). */
  private readonly progress: number;

  constructor(
    private readonly script: SocraticScript,
    private readonly conversation: Conversation,
    private readonly turn: DialogueTurn,
  ) {
    this.seed = stableHash(
      `${turn.phase}\u0000${turn.sessionCount}\u0000${conversation.userText}\u0000${conversation.islaText}`,
    );
    // The brainstorm's slots as the phase machine keeps them (BrainstormState.slots, product.md §4.3); read from the
    // messages in view only when the caller has none.
    this.slots = turn.slots ?? fillSlots(readMessages(turn.prompt, turn.conversationHistory));
    this.covered = coveredProbes(conversation.userText);
    for (const probe of PROBES) if (slotKnown(this.slots, PROBE_SLOT[probe])) this.covered.add(probe);
    this.progress = Math.max(0, turn.sessionCount - 1 - PHASE_START[turn.phase]);
  }

  next(): DialogueReply {
    switch (this.turn.phase) {
      case 'ideation':
        return this.ideation();
      case 'validation':
        return this.validation();
      case 'refinement':
        return this.refinement();
      case 'creation':
        return { message: this.summary(), nextPhase: null };
    }
  }

  private ideation(): DialogueReply {
    const { prompt, userText } = this.conversation;
    const problemInView = soundsLikeProblem(userText);
    // No problem yet ("Hm, also, ich hab da was."): Isla asks for it again before any probe.
    const noProblem = this.turn.slots ? !this.slots.problem : isVague(prompt);
    if (this.progress === 0 && noProblem && !problemInView) return this.say(this.pick(this.script.opening));
    if (soundsLikeSolution(prompt) && !problemInView) return this.say(this.pick(this.script.solutionFirst));

    // After an opening question the probes start from the first, however many messages it took to get here.
    const restarted = this.asked(allVariants((s) => [...s.opening, ...s.solutionFirst]));
    const probe = IDEATION_PLAN.slice(restarted ? 0 : this.progress).find(
      (p) => !this.covered.has(p) && !this.asked(allVariants((s) => s.probes[p])),
    );
    if (probe) return this.say(`${this.acknowledge()} ${this.pick(this.script.probes[probe])}`);
    const missing = this.missingSlotQuestion();
    const step = this.nextValidationStep(0);
    return this.say(
      `${this.acknowledge()} ${this.pick(this.script.toValidation)} ${missing ?? this.pick(this.script.validation[step ?? 'evidence'])}`,
      'validation',
    );
  }

  /**
   * The question for a slot still missing and not asked in view (slotToAsk), or null: Isla has six questions before
   * the read-back, so while a slot is missing none is spent on evidence or causes (product.md §4.3).
   */
  private missingSlotQuestion(): string | null {
    const slot = slotToAsk(
      this.slots,
      askedSlots(readMessages(this.turn.prompt, this.turn.conversationHistory)),
    );
    if (!slot || slot === 'problem') return null;
    const probe = PROBES.find((p) => PROBE_SLOT[p] === slot);
    return probe
      ? this.pick(this.script.probes[probe])
      : BRAINSTORM_TEXTS[this.turn.language].slotPrompts[slot];
  }

  private validation(): DialogueReply {
    const missing = this.missingSlotQuestion();
    if (missing) return this.say(`${this.acknowledge()} ${missing}`);
    const step = this.nextValidationStep(this.progress);
    if (step) return this.say(`${this.acknowledge()} ${this.pick(this.script.validation[step])}`);
    const refine = this.nextRefinementStep(0) ?? 'firstPerson';
    return this.say(
      `${this.acknowledge()} ${this.pick(this.script.toRefinement)} ${this.pick(this.script.refinement[refine])}`,
      'refinement',
    );
  }

  private refinement(): DialogueReply {
    const step = this.nextRefinementStep(this.progress);
    if (step) return this.say(`${this.acknowledge()} ${this.pick(this.script.refinement[step])}`);
    return this.say(this.summary(), 'creation');
  }

  private nextValidationStep(from: number): ValidationStep | undefined {
    return VALIDATION_PLAN.slice(from).find(
      (step) =>
        !(step === 'tried' && this.covered.has('tried')) &&
        !(VALIDATION_SLOT[step] && this.slots[VALIDATION_SLOT[step]]) &&
        !this.asked(allVariants((s) => s.validation[step])) &&
        !(step === 'tried' && this.asked(allVariants((s) => s.probes.tried))),
    );
  }

  private nextRefinementStep(from: number): RefinementStep | undefined {
    return REFINEMENT_PLAN.slice(from).find(
      (step) =>
        !this.asked(allVariants((s) => s.refinement[step])) &&
        !(REFINEMENT_SLOT[step] && this.slots[REFINEMENT_SLOT[step]]),
    );
  }

  /**
   * What the user has told so far: each line from the session's stored slots first (so a point answered long ago is
   * never "still open"), else a sentence in view; "still open" only when neither has it.
   */
  private summary(): string {
    const { summary, quotes } = this.script;
    const sentences = userSentences(this.conversation);
    const used = new Set<string>();
    const take = (matches: (sentence: string) => boolean): string | null => {
      const found = sentences.find((sentence) => !used.has(sentence) && matches(sentence));
      if (found) used.add(found);
      return found ?? null;
    };
    const stored = (slot: DraftSlot): string | null => {
      const value = this.slots[slot];
      if (!value) return null;
      // The same words in view are not used a second time for another line.
      const words = value.toLowerCase();
      for (const sentence of sentences)
        if (sentence.toLowerCase().includes(words) || words.includes(sentence.toLowerCase()))
          used.add(sentence);
      return value;
    };
    const problem = stored('problem') ?? take(soundsLikeProblem) ?? take(() => true);
    const answers = PROBES.map((probe) => [probe, stored(PROBE_SLOT[probe])] as const);
    const line = (label: string, sentence: string | null) =>
      `• ${label}: ${sentence ? quotation(sentence, quotes, 100) : summary.open}`;
    return [
      summary.intro,
      line(summary.problem, problem),
      ...answers.map(([probe, value]) =>
        line(summary[probe], value ?? take((sentence) => mentions(probe, sentence))),
      ),
      summary.outro,
    ].join('\n');
  }

  /**
   * A short acknowledgement of the user's message: a problem statement is quoted back, an answer to a probe gets a
   * fitting line, anything else a neutral one (quoted when long enough to be worth it).
   */
  private acknowledge(): string {
    const { prompt } = this.conversation;

    const wordCount = prompt.split(' ').length;
    const quoted = () => this.script.acknowledge(quotation(prompt, this.script.quotes));
    // The first quoting variant sympathises: only for a message that sounds like a problem.
    if (wordCount >= 4 && soundsLikeProblem(prompt) && this.turn.phase === 'ideation')
      return this.pick(quoted());
    // An answer about who, how often, what it costs, what was tried, success or an idea: a line that names it.
    const understood = understandMessage(
      prompt,
      questionSlot(lastIslaLine(this.turn.prompt, this.turn.conversationHistory)),
    );
    const main = understood.evidence[0];
    if (main && main.slot !== 'problem') {
      const fitting = acknowledgementFor(understood, this.turn.language);
      if (fitting) return fitting;
    }
    const probe = ACKNOWLEDGED_PROBES.find((p) => mentions(p, prompt));
    if (probe && this.turn.phase !== 'refinement') return this.pick(this.script.acknowledgeProbe[probe]);
    if (wordCount >= 8) return this.pick(quoted().slice(1));
    return this.pick(this.script.acknowledgeShort);
  }

  private asked(variants: readonly string[]): boolean {
    return variants.some((variant) => this.conversation.islaText.includes(variant));
  }

  /** One of the variants, chosen by the conversation; a variant Isla has just said is passed over when there is another. */
  private pick(variants: readonly string[]): string {
    const fresh = variants.filter((variant) => !this.conversation.islaText.includes(variant));
    const from = fresh.length > 0 ? fresh : variants;
    return from[this.seed % from.length]!;
  }

  private say(message: string, nextPhase: BrainstormPhase | null = null): DialogueReply {
    return { message, nextPhase };
  }
}

/** Isla's last line in view before the person's message, for the question it asked. */
function lastIslaLine(prompt: string, history: string): string {
  const messages = readMessages(prompt, history);
  for (let i = messages.length - 1; i >= 0; i--)
    if (messages[i]!.sender === 'avatar') return messages[i]!.message;
  return '';
}

/** A question's variants in every language (the user may have switched language mid-dialogue). */
function allVariants(select: (script: SocraticScript) => readonly string[]): string[] {
  return Object.values(SOCRATIC_SCRIPTS).flatMap(select);
}
