import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it } from '@jest/globals';
import { CORPUS_SLOTS, type CorpusConversation } from './corpus.js';
import { CORPUS_DE } from './corpus.de.js';
import { CORPUS_EN } from './corpus.en.js';
import { CORPUS_HELD_OUT, CORPUS_HELD_OUT_2 } from './corpus.held-out.js';
import { describeRun, run, table, totals } from './harness.js';

const SNAPSHOT = fileURLToPath(new URL('./understanding.snapshot.txt', import.meta.url));
const HEADER =
  'Does Isla understand what people say (product.md §4.3)? 40 brainstorms of the corpus, offline, built-in engine.\n' +
  'Reviewed by a person: regenerate with UPDATE_UNDERSTANDING=1 npm run jest -- --selectProjects unit understanding.test,\n' +
  'then read the diff. ✓ a slot holds what the person meant, ✗ it does not, · the person never got to say it.\n\n';

/** The targets (product.md §4.3): 90% of what a careful reader finds, and no filler in any slot or draft. */
const TARGET_ACCURACY = 0.9;

/**
 * What the held-out rounds reach (docs/product.md has each round's first measurement): a change may only keep or
 * raise it.
 */
const HELD_OUT_REACHED = [0.97, 0.69] as const;

/** The snapshot is written only when asked for, never in CI: a missing or stale one fails. */
const mayWriteSnapshot = process.env.UPDATE_UNDERSTANDING === '1' && !process.env.CI;

const CORPUS: readonly CorpusConversation[] = [...CORPUS_EN, ...CORPUS_DE];

/** A read-back reply that agrees; any other is a correction. */
const CONFIRMS = /^(?:yes|yep|yeah|that's right|ja|jep|jo|genau)\b/iu;

/** Everything the person says in a conversation. */
const personWords = (c: CorpusConversation) =>
  [c.opener, ...Object.values(c.answers ?? {}), ...(c.messages ?? []), c.readBackReply]
    .filter((v): v is string => !!v)
    .join('\n')
    .toLowerCase()
    .replace(/[’‘]/gu, "'");

describe('the corpus of real-sounding brainstorms (product.md §4.3)', () => {
  it('has 20 conversations per language, 10 responsive and 10 story-tellers each, with unique ids', () => {
    for (const [locale, corpus] of [
      ['en', CORPUS_EN],
      ['de', CORPUS_DE],
    ] as const) {
      assert.equal(corpus.length, 20);
      assert.ok(corpus.every((c) => c.locale === locale));
      assert.equal(corpus.filter((c) => c.style === 'responsive').length, 10);
      assert.equal(corpus.filter((c) => c.style === 'story').length, 10);
    }
    assert.equal(new Set(CORPUS.map((c) => c.id)).size, CORPUS.length);
  });

  it('gives responsive people answers and story-tellers messages', () => {
    for (const c of CORPUS) {
      if (c.style === 'responsive') assert.ok(c.answers?.problem, `${c.id}: no problem answer`);
      else assert.ok((c.messages?.length ?? 0) >= 5, `${c.id}: too few messages`);
    }
  });

  it('expects 4 to 6 slots per conversation, each alternative words the person says', () => {
    for (const c of CORPUS) {
      const slots = CORPUS_SLOTS.filter((slot) => c.expected[slot]);
      assert.ok(slots.length >= 4 && slots.length <= 6, `${c.id}: ${slots.length} slots expected`);
      const said = personWords(c);
      for (const slot of slots)
        for (const alternative of c.expected[slot]!)
          assert.ok(
            said.includes(alternative.toLowerCase()),
            `${c.id} ${slot}: "${alternative}" is never said`,
          );
    }
  });

  it('names as absent only words the person says', () => {
    for (const c of CORPUS)
      for (const phrase of c.absent)
        assert.ok(personWords(c).includes(phrase.toLowerCase()), `${c.id}: "${phrase}" is never said`);
  });

  it('has at least 5 corrections after the read-back per language', () => {
    for (const corpus of [CORPUS_EN, CORPUS_DE]) {
      const corrections = corpus.filter(
        (c) => c.style === 'story' && c.readBackReply && !CONFIRMS.test(c.readBackReply),
      );
      assert.ok(corrections.length >= 5, `${corrections.length} corrections`);
    }
  });
});

describe('Isla understands what people say (product.md §4.3): 40 brainstorms of the corpus', () => {
  const runs = CORPUS.map((conversation) => run(conversation));
  const judgements = runs.map((r) => r.judgement);
  const all = totals(judgements);
  console.log(
    `Isla's understanding, ${CORPUS.length} conversations (${CORPUS_EN.length} en, ${CORPUS_DE.length} de)\n` +
      table(judgements),
  );

  it('matches the reviewed snapshot of all 40 conversations', () => {
    const text = HEADER + runs.map(describeRun).join('\n');
    if (mayWriteSnapshot) writeFileSync(SNAPSHOT, text);
    assert.ok(
      existsSync(SNAPSHOT),
      `${SNAPSHOT} is missing: write it with UPDATE_UNDERSTANDING=1, then review it`,
    );
    assert.equal(readFileSync(SNAPSHOT, 'utf8'), text);
  });

  it(`finds at least ${TARGET_ACCURACY * 100}% of the slot values a careful reader expects`, () => {
    const missing = judgements
      .flatMap((j) => j.missing.map((m) => `${j.id} ${m.slot}: ${m.value ?? '(empty)'}`))
      .join('\n');
    console.log(
      `Isla's understanding: ${(all.accuracy * 100).toFixed(1)}% of expected slot values found, target ${TARGET_ACCURACY * 100}%`,
    );
    assert.ok(
      all.accuracy >= TARGET_ACCURACY,
      `${all.found}/${all.expected} (${(all.accuracy * 100).toFixed(1)}%); missing:\n${missing}`,
    );
  });

  it('puts no phrase that must stay out (filler, platform questions, corrected-away values) into a slot or draft', () => {
    const hits = judgements.flatMap((j) => j.fillerHits.map((h) => `${j.id}: "${h.phrase}" in ${h.where}`));
    assert.deepEqual(hits, []);
  });
});

for (const [round, corpus, reached] of [
  ['first', CORPUS_HELD_OUT, HELD_OUT_REACHED[0]],
  ['second', CORPUS_HELD_OUT_2, HELD_OUT_REACHED[1]],
] as const)
  describe(`Isla understands people the rules were not tuned on (product.md §4.3): the ${round} 8 held out`, () => {
    const judgements = corpus.map((conversation) => run(conversation).judgement);
    const all = totals(judgements);
    console.log(`Isla's understanding, ${round} held-out round\n${table(judgements)}`);

    it('has 2 responsive and 2 story-telling brainstorms per language, their expected words said', () => {
      for (const locale of ['en', 'de'] as const)
        for (const style of ['responsive', 'story'] as const)
          assert.equal(corpus.filter((c) => c.locale === locale && c.style === style).length, 2);
      for (const c of corpus)
        for (const alternatives of Object.values(c.expected))
          for (const alternative of alternatives)
            assert.ok(
              personWords(c).includes(alternative.toLowerCase()),
              `${c.id}: "${alternative}" is never said`,
            );
    });

    it(`finds at least ${reached * 100}% of their slot values and puts no filler into a draft`, () => {
      console.log(
        `Isla's understanding, ${round} held-out round: ${(all.accuracy * 100).toFixed(1)}% (${all.found}/${all.expected}), ` +
          `${all.fillerHits} filler hits, drafts keeping every rule ${all.draftsKeepingRules}/${all.conversations}`,
      );
      assert.ok(all.accuracy >= reached, `${all.found}/${all.expected}`);
      assert.deepEqual(
        judgements.flatMap((j) => j.fillerHits.map((h) => `${j.id}: "${h.phrase}" in ${h.where}`)),
        [],
      );
    });
  });
