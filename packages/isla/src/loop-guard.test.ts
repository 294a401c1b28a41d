import { describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import { isLoopingReply } from './loop-guard.js';

describe('loop guard (product.md §4.3)', () => {
  it('detects a looping reply: the previous reply repeated or the stock phrase (en and de)', () => {
    assert.equal(isLoopingReply('Who is affected by this?', 'Who is affected by this?'), true);
    assert.equal(isLoopingReply('who is  affected by this', 'Who is affected by this?'), true);
    assert.equal(isLoopingReply('Wer ist davon betroffen?', 'Wer ist davon betroffen?'), true);
    assert.equal(isLoopingReply('Who is affected by this?', 'Why does it matter?'), false);
    assert.equal(isLoopingReply('Who is affected by this?', null), false);
    assert.equal(isLoopingReply("We're developing a sharper understanding of the problem.", null), true);
    assert.equal(isLoopingReply('Developing sharper understanding here.', 'x'), true);
    assert.equal(isLoopingReply('Wir entwickeln ein schärferes Verständnis des Problems.', null), true);
    assert.equal(isLoopingReply('Wir gewinnen ein schaerferes Verstaendnis.', null), true);
    assert.equal(isLoopingReply('A sharp idea with a clear understanding.', null), false);
  });
});
