import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { createBrainstorm, submitMessage, type BrainstormState, type ChallengeDraft } from '@creators/isla';
import type { CorpusConversation } from './corpus.js';
import {
  absentHits,
  absentPhrases,
  askedSlot,
  containsPhrase,
  isReadBack,
  judge,
  readSlots,
  slotFound,
  totals,
} from './harness.js';

const conversation: CorpusConversation = {
  id: 'test',
  locale: 'en',
  style: 'story',
  messages: [],
  expected: { problem: ['last bus', '7:40'], who: ['teenagers'], ideas: ['ride-sharing'] },
  absent: ['night shift', 'pretty much'],
};

const draft = (title: string, description: string): ChallengeDraft => ({
  title,
  description,
  category: '',
  difficulty: 'beginner',
  tags: ['village', 'buses', 'evening'],
});

describe('the harness judges what Isla understood', () => {
  it('finds a slot when its value contains one alternative, case-insensitive, any apostrophe', () => {
    assert.equal(slotFound('The LAST BUS leaves at 7:40', ['last bus']), true);
    assert.equal(slotFound('Kids who can’t get home', ["can't get home"]), true);
    assert.equal(slotFound('Mostly night shift workers', ['teenagers', 'pupils']), false);
    assert.equal(slotFound(undefined, ['teenagers']), false);
    assert.equal(slotFound('', ['teenagers']), false);
  });

  it('matches absent phrases as whole words only', () => {
    assert.equal(containsPhrase('Yeah, pretty much.', 'pretty much'), true);
    assert.equal(containsPhrase('They pay 40 euros', 'hey'), false);
    assert.equal(containsPhrase('Es sind eher 120 Kinder', '80 Kinder'), false);
    assert.equal(containsPhrase('Das betrifft so 80 Kinder', '80 kinder'), true);
    assert.equal(containsPhrase('That’s right', "that's right"), true);
    assert.equal(containsPhrase('anything', ''), false);
  });

  it('lists where each absent phrase was found', () => {
    assert.deepEqual(
      absentHits(
        { who: 'Night shift workers', title: 'How might we help night shift workers?', impact: undefined },
        ['night shift', 'pretty much'],
      ),
      [
        { phrase: 'night shift', where: 'who' },
        { phrase: 'night shift', where: 'title' },
      ],
    );
  });

  it("adds the harness's own confirmation and shrug to the absent phrases", () => {
    assert.deepEqual(absentPhrases(conversation), [
      'night shift',
      'pretty much',
      "that's right",
      "i don't know",
    ]);
    assert.deepEqual(absentPhrases({ ...conversation, locale: 'de', absent: [] }), ['genau', 'keine ahnung']);
  });

  it('counts expected slots found, filler hits and whether the draft keeps every rule', () => {
    const judgement = judge(
      conversation,
      { problem: 'The last bus back leaves at 7:40', who: 'Mostly the night shift workers' },
      draft(
        'How might we get people home from the city at night?',
        'The last bus back leaves at 7:40. Who is affected: mostly the night shift workers.',
      ),
      ['The last bus back leaves at 7:40.'],
      7,
    );
    assert.equal(judgement.expected, 3);
    assert.equal(judgement.found, 1);
    assert.deepEqual(
      judgement.missing.map((m) => [m.slot, m.unsaid]),
      [
        ['who', true],
        ['ideas', true],
      ],
    );
    assert.deepEqual(judgement.fillerHits, [
      { phrase: 'night shift', where: 'who' },
      { phrase: 'night shift', where: 'description' },
    ]);
    assert.equal(judgement.draftKeepsRules, false);
  });

  it('keeps a draft that breaks no rule and holds no absent phrase; not one that never reached creation', () => {
    const slots = {
      problem: 'The last bus back leaves at 7:40',
      who: 'Teenagers',
      ideas: 'A ride-sharing app',
    };
    const good = draft(
      'How might we get people home from the city at night?',
      'The last bus back leaves at 7:40. Who is affected: teenagers.',
    );
    const reached = judge(conversation, slots, good, [], 7);
    assert.equal(reached.found, 3);
    assert.deepEqual(reached.draftProblems, []);
    assert.equal(reached.draftKeepsRules, true);
    const stopped = judge(conversation, slots, good, [], null);
    assert.equal(stopped.draftKeepsRules, false);
    assert.equal(stopped.draftProblems[0], 'creation not reached');
  });

  it('totals accuracy, drafts, filler hits and turns to creation', () => {
    const a = judge(conversation, { problem: 'last bus', who: 'teenagers' }, draft('x', 'y'), [], 7);
    const b = judge(conversation, { who: 'night shift' }, draft('x', 'y'), [], null);
    const t = totals([a, b]);
    assert.equal(t.conversations, 2);
    assert.equal(t.expected, 6);
    assert.equal(t.found, 2);
    assert.equal(t.accuracy, 2 / 6);
    assert.equal(t.fillerHits, 1);
    // No message was sent in either: every value missed was never said.
    assert.equal(t.unsaid, 4);
    assert.equal(t.reachedCreation, 1);
    assert.equal(t.meanTurnsToCreation, 7);
    assert.equal(totals([]).accuracy, 0);
  });
});

describe('the harness reads the machine', () => {
  it("reads the slot Isla's question asks for as a person does", () => {
    assert.equal(
      askedSlot(
        "That is a real cost. Let's test the problem: what have you or others already tried, and why didn't it stick?",
      ),
      'tried',
    );
    assert.equal(
      askedSlot('Okay. Was verlierst du, wenn es passiert: Zeit, Geld, eine Note? Ungefähr wie viel?'),
      'impact',
    );
    assert.equal(
      askedSlot('So: “Who pays for the taxi?”. What evidence do you have that others have this problem?'),
      null,
    );
    assert.equal(
      askedSlot(
        "How do you know it's not just you? Who have you actually talked to about it, and what did they say?",
      ),
      null,
    );
    assert.equal(askedSlot('Is it just you, or do other people run into this too? Who exactly?'), 'who');
  });

  const ctx = { locale: 'en' as const, now: new Date('2026-11-24T08:00:00Z') };

  it('reads state.slots when the machine keeps them (a list of ideas as one text), else the slots by position', () => {
    let state = createBrainstorm(ctx);
    state = submitMessage(
      state,
      'The last bus back to our village leaves at 7:40 in the evening.',
      ctx,
    ).state;
    assert.deepEqual(readSlots(state), {
      problem: 'The last bus back to our village leaves at 7:40 in the evening',
    });
    const kept = {
      ...state,
      slots: { who: 'Teenagers', ideas: ['A ride-sharing app', 'A later bus'], x: 'y' },
    };
    assert.deepEqual(readSlots(kept as unknown as BrainstormState), {
      who: 'Teenagers',
      ideas: 'A ride-sharing app; A later bus',
    });
  });

  it('recognises a read-back by a flag, a message type or the wording of its question, never in creation', () => {
    const state = createBrainstorm(ctx);
    assert.equal(isReadBack(state), false);
    assert.equal(isReadBack({ ...state, readBack: { slots: {} } } as BrainstormState), true);
    const said = (message: string, type?: string) =>
      ({
        ...state,
        messages: [...state.messages, { ...state.messages[0]!, message, type }],
      }) as BrainstormState;
    assert.equal(isReadBack(said('So the problem is X, for Y. Is that right?')), true);
    assert.equal(isReadBack(said('Also: das Problem ist X. Stimmt das so?')), true);
    assert.equal(isReadBack(said('Here is my summary.', 'readBack')), true);
    assert.equal(isReadBack(said('Who else has this problem?')), false);
    assert.equal(isReadBack({ ...said('Is that right?'), phase: 'creation' }), false);
  });
});
