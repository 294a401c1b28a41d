import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { TEAM_CHAT_LIMITS } from '@creators/contracts';
import { chatExcerpt } from './chat-excerpt.js';

describe('a team chat message', () => {
  it('has a short excerpt for a mention', () => {
    assert.equal(chatExcerpt('  a\n b  '), 'a b');
    const long = chatExcerpt('word '.repeat(100));
    assert.ok(long.length <= TEAM_CHAT_LIMITS.excerptMax && long.endsWith('…'));
  });
});
