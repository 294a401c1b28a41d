import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it } from '@jest/globals';
import { checkDraft, createChallengeSchema, toChallengeCategory } from '@creators/contracts';
import { PERSONAS } from './personas.js';
import { describeSimulation, MAX_USER_TURNS, simulate } from './simulate.js';

const SNAPSHOT = fileURLToPath(new URL('./drafts.snapshot.txt', import.meta.url));
const HEADER =
  "Isla's drafts for 20 scripted brainstorms (issue 11), offline, built-in engine. Reviewed by a person:\n" +
  'regenerate with UPDATE_DRAFTS=1 npm run jest -- --selectProjects unit drafts.test, then read the diff.\n\n';

describe("Isla's drafts (issue 11): 20 scripted brainstorms", () => {
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
      for (const value of Object.values(persona.answers)) void value;
      assert.equal(
        createChallengeSchema.safeParse({ ...state.draft, category: state.draft.category || 'technology' })
          .success,
        true,
      );
    });
  }

  it('matches the reviewed snapshot of all 20 drafts', () => {
    const text = HEADER + runs.map(describeSimulation).join('\n');
    if (process.env.UPDATE_DRAFTS === '1' || !existsSync(SNAPSHOT)) writeFileSync(SNAPSHOT, text);
    assert.equal(readFileSync(SNAPSHOT, 'utf8'), text);
  });
});
