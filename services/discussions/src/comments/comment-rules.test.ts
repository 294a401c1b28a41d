import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import {
  canDelete,
  canEdit,
  canReplyTo,
  commentRecipients,
  editableSince,
  withinEditWindow,
} from './comment-rules.js';

const now = new Date('2026-11-26T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const comment = (overrides: Partial<Parameters<typeof canEdit>[0]> = {}) => ({
  authorId: 'ada',
  parentId: null,
  createdAt: minutesAgo(1),
  deleted: false,
  ...overrides,
});

describe('the edit window (docs/product.md §11.4: 15 minutes)', () => {
  it('is open up to 15 minutes after writing, closed after', () => {
    assert.equal(withinEditWindow(minutesAgo(0), now), true);
    assert.equal(withinEditWindow(minutesAgo(15), now), true);
    assert.equal(withinEditWindow(new Date(minutesAgo(15).getTime() - 1), now), false);
    assert.equal(withinEditWindow(minutesAgo(60), now), false);
    assert.equal(editableSince(now).toISOString(), minutesAgo(15).toISOString());
  });

  it('lets only the author edit, within the window, a comment that is not deleted', () => {
    assert.equal(canEdit(comment(), 'ada', now), true);
    assert.equal(canEdit(comment(), 'bob', now), false);
    assert.equal(canEdit(comment(), null, now), false);
    assert.equal(canEdit(comment({ createdAt: minutesAgo(16) }), 'ada', now), false);
    assert.equal(canEdit(comment({ deleted: true, authorId: null }), 'ada', now), false);
  });

  it('lets only the author delete, at any time, a comment not deleted yet', () => {
    assert.equal(canDelete(comment({ createdAt: minutesAgo(600) }), 'ada'), true);
    assert.equal(canDelete(comment(), 'bob'), false);
    assert.equal(canDelete(comment(), undefined), false);
    assert.equal(canDelete(comment({ deleted: true, authorId: null }), 'ada'), false);
  });
});

describe('reply depth', () => {
  it('allows replies to top-level comments only', () => {
    assert.equal(canReplyTo({ parentId: null }), true);
    assert.equal(canReplyTo({ parentId: 'c1' }), false);
  });
});

describe('who is told of a new comment', () => {
  it('tells the subject owners and the person replied to, once each, never the author', () => {
    assert.deepEqual(commentRecipients('bob', ['ada'], null), ['ada']);
    assert.deepEqual(commentRecipients('bob', ['ada'], 'cem'), ['ada', 'cem']);
    assert.deepEqual(commentRecipients('bob', ['ada'], 'ada'), ['ada']);
    assert.deepEqual(commentRecipients('ada', ['ada'], null), []);
    assert.deepEqual(commentRecipients('ada', ['ada'], 'cem'), ['cem']);
    assert.deepEqual(commentRecipients('cem', ['ada'], 'cem'), ['ada']);
    assert.deepEqual(commentRecipients('bob', [], null), []);
  });
});
