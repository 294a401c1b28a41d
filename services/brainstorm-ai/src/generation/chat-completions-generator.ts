import { z } from 'zod';
import {
  acceptModelDraft,
  acceptModelSlots,
  modelJson,
  renderDraft,
  type ChallengeDraft,
  type DraftRequest,
  type DraftSlots,
  type DialogueReply,
  type DialogueTurn,
  type IdeaToValidate,
  type IdeaVerdict,
  type SlotsRequest,
  type TextGenerator,
} from '@creators/isla';
import { parseJsonBody, postJson, VendorError } from '../vendors/vendor-http.js';
import {
  cleanReply,
  dialogueMessages,
  draftMessages,
  slotsMessages,
  validationMessages,
  type ChatMessage,
} from './isla-prompt.js';

export interface ChatCompletionsSettings {
  /** e.g. https://api.perplexity.ai or http://127.0.0.1:11434/v1; `/chat/completions` is appended. */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
}

/** The part of an OpenAI-style chat completion we read; anything else in it is ignored. */
const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

const verdictSchema = z.object({ valid: z.boolean(), feedback: z.string().trim().min(11).max(1_000) });

/**
 * A text generator behind an OpenAI-style `POST {baseUrl}/chat/completions` (Perplexity, OpenAI, a local model
 * server). Throws VendorError on timeout, network failure, a non-2xx status or an answer it cannot use.
 */
export class ChatCompletionsGenerator implements TextGenerator {
  constructor(
    readonly name: string,
    private readonly settings: ChatCompletionsSettings,
  ) {}

  async respond(turn: DialogueTurn, signal?: AbortSignal): Promise<DialogueReply> {
    const content = await this.complete(dialogueMessages(turn), 300, signal);
    const message = cleanReply(content);
    if (!message) throw new VendorError(this.name, 'garbage', 'reply empty, too short or a stock phrase');
    return { message, nextPhase: null };
  }

  async validate(idea: IdeaToValidate, signal?: AbortSignal): Promise<IdeaVerdict> {
    const content = await this.complete(validationMessages(idea), 200, signal);
    const verdict = verdictSchema.safeParse(modelJson(content));
    if (!verdict.success)
      throw new VendorError(this.name, 'garbage', 'validation answer is not the JSON asked for');
    const feedback = cleanReply(verdict.data.feedback);
    if (!feedback) throw new VendorError(this.name, 'garbage', 'validation feedback unusable');
    return { valid: verdict.data.valid, feedback };
  }

  /**
   * The draft as JSON, checked by the shared schema and the draft rules; anything else is a garbage
   * failure (the caller falls back to the built-in draft). Without a category the keyword rule decides.
   */
  async draft(request: DraftRequest, signal?: AbortSignal): Promise<ChallengeDraft> {
    const content = await this.complete(draftMessages(request), 500, signal);
    const keywordCategory = renderDraft(request.slots, request.language, request.userMessages).draft.category;
    const draft = acceptModelDraft(content, request.language, keywordCategory);
    if (!draft)
      throw new VendorError(this.name, 'garbage', 'draft is not the JSON asked for or breaks a rule');
    return draft;
  }

  /**
   * The brainstorm's slots as JSON, checked by the schema built from DRAFT_SLOTS (acceptModelSlots); anything else
   * is a garbage failure (the caller falls back to the built-in reading). The slots read before are kept.
   */
  async extractSlots(request: SlotsRequest, signal?: AbortSignal): Promise<DraftSlots> {
    const content = await this.complete(slotsMessages(request), 400, signal);
    const slots = acceptModelSlots(content, request.slots);
    if (!slots) throw new VendorError(this.name, 'garbage', 'slots are not the JSON asked for');
    return slots;
  }

  private async complete(messages: ChatMessage[], maxTokens: number, signal?: AbortSignal): Promise<string> {
    const { baseUrl, apiKey, model, timeoutMs } = this.settings;
    const response = await postJson({
      vendor: this.name,
      url: `${baseUrl.replace(/\/+$/, '')}/chat/completions`,
      headers: { accept: 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
      body: { model, messages, max_tokens: maxTokens, temperature: 0.4, stream: false },
      timeoutMs,
      signal,
    });
    const completion = completionSchema.safeParse(parseJsonBody(this.name, response));
    if (!completion.success) throw new VendorError(this.name, 'garbage', 'answer is not a chat completion');
    return completion.data.choices[0]!.message.content;
  }
}

/** Perplexity's chat completions API (https://api.perplexity.ai/chat/completions), model `sonar` by default. */
export class PerplexityGenerator extends ChatCompletionsGenerator {
  constructor(settings: ChatCompletionsSettings & { apiKey: string }) {
    super('perplexity', settings);
  }
}

/** Any OpenAI-compatible chat completions endpoint: OpenAI itself or a local model server; the key is optional. */
export class OpenAiCompatibleGenerator extends ChatCompletionsGenerator {
  constructor(settings: ChatCompletionsSettings) {
    super('openai', settings);
  }
}
