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

/** The labels the description puts before an answer (slots.ts renderDescription), in English and German. */
const LABEL =
  /^(?:Who is affected|How often|Why it matters|A good outcome|Tried so far|Betroffen|Wie oft|Warum es wichtig ist|Ein gutes Ergebnis|Bisher versucht):\s*/u;
const SECOND_LABEL = /;\s*(?:how often|wie oft):\s*/u;
/** Lower case, words only: "Who is affected: mostly other students." and "Mostly other students" compare equal. */
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The parts of a description that are not the person's own words, with the sentence each is in. */
function inventedParts(description: string, userMessages: readonly string[]): string[] {
  const said = userMessages.map(words);
  return descriptionSentences(description).flatMap((sentence) =>
    sentence
      .replace(LABEL, '')
      .split(SECOND_LABEL)
      .filter((part) => !said.some((message) => message.includes(words(part))))
      .map((part) => `"${part}" in "${sentence}"`),
  );
}

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
