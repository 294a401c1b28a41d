import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { reachedTheEnd, replayBrainstorm } from './brainstorm-record.js';

/** One exchange as recordExchange stores it: the user's message, then Isla's reply. */
const exchange = (prompt: string, reply: string, nextPhase: string | null = null, phase = 'ideation') => [
  { sender: 'user', message: prompt, phase },
  { sender: 'isla', message: reply, nextPhase },
];

/** Isla's replies differ from each other (a repeated reply is the loop guard's case). */
const numbered = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    exchange(`My message number ${i + 1}`, `Tell me more about point ${i + 1}, please.`),
  ).flat();

describe('a recorded brainstorm replayed through the phase rules', () => {
  it('reaches the end after 3 ideation messages and the first validation message (the second is the browser’s)', () => {
    assert.equal(reachedTheEnd(numbered(4)), true);
    const state = replayBrainstorm(numbered(4));
    assert.equal(state.phase, 'validation');
    assert.deepEqual([state.userMessageCounts.ideation, state.userMessageCounts.validation], [3, 1]);
  });

  it('has not reached the end before that', () => {
    for (const exchanges of [0, 1, 2, 3])
      assert.equal(reachedTheEnd(numbered(exchanges)), false, `${exchanges}`);
    assert.equal(reachedTheEnd(undefined), false);
    assert.equal(reachedTheEnd([{ nonsense: true }, 'text', null]), false);
  });

  it('goes by what Isla answered, not by the phase the client claimed', () => {
    const claimed = [
      ...exchange('Done already', 'Tell me about the problem first.', null, 'creation'),
      ...exchange('Still done', 'Who has this problem, and how often?', null, 'refinement'),
    ];
    assert.equal(reachedTheEnd(claimed), false);
  });

  it('counts only messages Isla answered', () => {
    const unanswered = Array.from({ length: 8 }, (_, i) => ({ sender: 'user', message: `Message ${i}` }));
    assert.equal(reachedTheEnd(unanswered), false);
  });

  it('follows a reply that names the next phase: ideation may end after one message', () => {
    const quick = [
      ...exchange(
        'Buses in my town are late every morning',
        'Let us test this problem: how do you know?',
        'validation',
      ),
      ...exchange('I timed them for two weeks', 'Who else would say the same about the buses?'),
    ];
    assert.equal(reachedTheEnd(quick), true);
  });

  it('follows the loop guard: a repeated reply moves the brainstorm on', () => {
    const looping = [
      ...exchange('The canteen wastes food', 'Why does this matter to you personally?'),
      ...exchange('I see it every day', 'Why does this matter to you personally?'),
    ];
    assert.equal(replayBrainstorm(looping).phase, 'validation');
    const finished = [
      ...looping,
      ...exchange('Half the trays come back full', 'Who else has noticed the waste?'),
    ];
    assert.equal(reachedTheEnd(finished), true);
  });
});
