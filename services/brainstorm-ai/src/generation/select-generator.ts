import type { Logger } from '@creators/platform';
import type { IslaConfig } from '../isla.config.js';
import { OpenAiCompatibleGenerator, PerplexityGenerator } from './chat-completions-generator.js';
import { FallbackGenerator } from './fallback-generator.js';
import { SocraticEngine, type TextGenerator } from '@creators/isla';

/** The configured vendor (AI_PROVIDER), or null for the built-in engine. */
export function vendorGenerator(ai: IslaConfig['ai']): TextGenerator | null {
  switch (ai.provider) {
    case 'perplexity':
      return new PerplexityGenerator({
        ...ai.perplexity,
        apiKey: ai.perplexity.apiKey ?? '',
        timeoutMs: ai.requestTimeoutMs,
      });
    case 'openai':
      return new OpenAiCompatibleGenerator({
        ...ai.openai,
        model: ai.openai.model ?? '',
        timeoutMs: ai.requestTimeoutMs,
      });
    case 'builtin':
      return null;
  }
}

/** Isla's generator as configured, falling back to the built-in Socratic engine. */
export function createGenerator(ai: IslaConfig['ai'], logger: Pick<Logger, 'warn'>): FallbackGenerator {
  return new FallbackGenerator(vendorGenerator(ai), new SocraticEngine(), logger);
}
