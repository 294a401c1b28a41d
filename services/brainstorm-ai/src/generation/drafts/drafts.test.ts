import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it } from '@jest/globals';
import { createChallengeSchema } from '@creators/contracts';
import { checkDraft, descriptionSentences, toChallengeCategory } from '@creators/isla';
import { PERSONAS } from './personas.js';
import { describeSimulation, MAX_USER_TURNS, simulate } from './simulate.js';

const SNAPSHOT = fileURLToPath(new URL('./drafts.snapshot.txt', import.meta.url));
const HEADER =
  "Isla's drafts for 20 scripted brainstorms (product.md §4.3), offline, built-in engine. Reviewed by a person:\n" +
  'regenerate with UPDATE_DRAFTS=1 npm run jest -- --selectProjects unit drafts.test, then read the diff.\n\n';

/**
 * The prose the description puts around the person's words (slots.ts renderDescription, product.md §4.3), in English
 * and German: each frame's groups are the person's words.
 */
const FRAMES: readonly RegExp[] = [
  /^It affects (.+?) most(?:, (.+))?\.$/u,
  /^It happens (.+)\.$/u,
  /^This matters because (.+)\.$/u,
  /^What it costs: (.+)\.$/u,
  /^Success would mean that (.+)\.$/u,
  /^Success would mean (.+)\.$/u,
  /^So far, (.+)\.$/u,
  /^Tried so far: (.+)\.$/u,
  /^A first idea: (.+)\.$/u,
  /^Am stärksten betroffen sind (.+?)(?:, (.+))?\.$/u,
  /^Das passiert (.+)\.$/u,
  /^Das hat Folgen: (.+)\.$/u,
  /^Das wiegt schwer, denn (.+)\.$/u,
  /^Ein Erfolg wäre: (.+)\.$/u,
  /^Versucht wurde bisher: (.+)\.$/u,
  /^Eine erste Idee: (.+)\.$/u,
];
/**
 * Lower case, words only, a German ending -n dropped ("jüngeren Schüler" said, "jüngere Schüler" written as the
 * subject): "It affects students most." and "Mostly other students" compare by their words.
 */
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/(\p{L}{4,})n(?![\p{L}])/gu, '$1')
    .trim();

/** The person's words in a description sentence: the frame's groups, or the whole sentence. */
const partsOf = (sentence: string): string[] => {
  for (const frame of FRAMES) {
    const m = frame.exec(sentence);
    if (m) return m.slice(1).filter((part): part is string => !!part);
  }
  return [sentence];
};

/** The parts of a description that are not the person's own words, with the sentence each is in. */
function inventedParts(description: string, userMessages: readonly string[]): string[] {
  const said = userMessages.map(words);
  return descriptionSentences(description).flatMap((sentence) =>
    partsOf(sentence)
      .filter((part) => !said.some((message) => message.includes(words(part))))
      .map((part) => `"${part}" in "${sentence}"`),
  );
}

/** Answers that say nothing: never a part of a draft (product.md §4.3). */
const FILLER =
  /^(?:yes|yeah|no|ok(?:ay)?|not sure|ja|nein|genau|keine ahnung|ja genau so|yes that s right)$/u;

/**
 * The snapshot is written only when asked for (UPDATE_DRAFTS=1), never in CI: a missing or stale one fails, as
 * jest's --ci does with its own snapshots.
 */
const mayWriteSnapshot = process.env.UPDATE_DRAFTS === '1' && !process.env.CI;

describe("Isla's drafts (product.md §4.3): 20 scripted brainstorms", () => {
  const runs = PERSONAS.map((persona) => simulate(persona));

  it('covers 10 English and 10 German brainstorms and every category', () => {
    assert.equal(PERSONAS.filter((p) => p.locale === 'en').length, 10);
    assert.equal(PERSONAS.filter((p) => p.locale === 'de').length, 10);
    for (const locale of ['en', 'de'] as const)
      assert.deepEqual(
        new Set(PERSONAS.filter((p) => p.locale === locale).map((p) => p.category)),
        new Set(['sustainability', 'education', 'health', 'technology', 'social', 'general']),
      );
  });

  for (const run of runs) {
    it(`${run.persona.locale} ${run.persona.name}: a draft that keeps the rules in ${MAX_USER_TURNS} turns or fewer`, () => {
      const { state, userMessages, persona } = run;
      assert.equal(state.phase, 'creation', describeSimulation(run));
      assert.ok(userMessages.length <= MAX_USER_TURNS, `${userMessages.length} turns`);
      assert.deepEqual(checkDraft(state.draft, persona.locale, userMessages), [], describeSimulation(run));
      assert.equal(state.draft.category, toChallengeCategory(persona.category) ?? '');
      // Every description sentence is made of the person's own answers (no slot invented).
      assert.deepEqual(inventedParts(state.draft.description, userMessages), [], describeSimulation(run));
      for (const sentence of descriptionSentences(state.draft.description))
        for (const part of partsOf(sentence))
          assert.doesNotMatch(words(part), FILLER, describeSimulation(run));
      assert.equal(
        createChallengeSchema.safeParse({ ...state.draft, category: state.draft.category || 'technology' })
          .success,
        true,
      );
    });
  }

  it('matches the reviewed snapshot of all 20 drafts', () => {
    const text = HEADER + runs.map(describeSimulation).join('\n');
    if (mayWriteSnapshot) writeFileSync(SNAPSHOT, text);
    assert.ok(existsSync(SNAPSHOT), `${SNAPSHOT} is missing: write it with UPDATE_DRAFTS=1, then review it`);
    assert.equal(readFileSync(SNAPSHOT, 'utf8'), text);
  });
});
