import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { mentionedReaders, teamMessageSchema, TEAM_CHAT_LIMITS } from './team-chat.js';

const ada = { id: 'a', firstName: 'Ada', lastName: 'Lovelace' };
const grace = { id: 'g', firstName: 'Grace', lastName: 'Hopper' };
const graceK = { id: 'k', firstName: 'Grace', lastName: 'Kelly' };
const jan = { id: 'j', firstName: 'Jan', lastName: 'van der Berg' };
const jana = { id: 'n', firstName: 'Jana', lastName: 'Müller' };

describe('mentions in a team chat message', () => {
  it('finds a full name or a first name, case-insensitively, each person once', () => {
    assert.deepEqual(mentionedReaders('@ada and @GRACE HOPPER, @Ada again', [ada, grace], 'x'), ['a', 'g']);
  });

  it('needs the full name when a first name is shared', () => {
    assert.deepEqual(mentionedReaders('@Grace, can you?', [ada, grace, graceK], 'x'), []);
    assert.deepEqual(mentionedReaders('@Grace Kelly can you?', [ada, grace, graceK], 'x'), ['k']);
  });

  it('never mentions the author', () => {
    assert.deepEqual(mentionedReaders('Note to self @Ada, and @Grace', [ada, grace], 'a'), ['g']);
  });

  it('does not mistake a longer word or an e-mail address for a name', () => {
    assert.deepEqual(mentionedReaders('@Adam and ada@example.com', [ada], 'x'), []);
    assert.deepEqual(mentionedReaders('@Jana!', [jan, jana], 'x'), ['n']);
    assert.deepEqual(mentionedReaders('@jan van der berg: hi', [jan, jana], 'x'), ['j']);
    assert.deepEqual(mentionedReaders('@Jan?', [jan, jana], 'x'), ['j']);
    assert.deepEqual(mentionedReaders('@jana müller.', [jan, jana], 'x'), ['n']);
  });

  it('mentions nobody without readers or without an @', () => {
    assert.deepEqual(mentionedReaders('Ada Lovelace', [ada], 'x'), []);
    assert.deepEqual(mentionedReaders('@Ada', [], 'x'), []);
  });
});

describe('a team chat message', () => {
  it('is 1 to 2000 characters of trimmed text with no unknown fields', () => {
    assert.equal(teamMessageSchema.safeParse({ body: '  hi  ' }).data?.body, 'hi');
    assert.equal(teamMessageSchema.safeParse({ body: ' ' }).success, false);
    assert.equal(
      teamMessageSchema.safeParse({ body: 'x'.repeat(TEAM_CHAT_LIMITS.bodyMax + 1) }).success,
      false,
    );
    assert.equal(teamMessageSchema.safeParse({ body: 'hi', html: '<b>' }).success, false);
  });
});
