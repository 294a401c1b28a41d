import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from '@jest/globals';
import { addCommentSchema, COMMENT_LIMITS, editCommentSchema } from './discussions.js';
import { isMessageKey } from './messages.js';

const fieldsOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('comments (docs/product.md §11.4)', () => {
  const subjectId = randomUUID();

  it('take plain text of 1 to 2000 characters, trimmed, stored as typed', () => {
    const parsed = addCommentSchema.parse({
      subjectType: 'project',
      subjectId,
      body: '  <i>Nice</i> & tidy \n',
    });
    assert.deepEqual(parsed, { subjectType: 'project', subjectId, body: '<i>Nice</i> & tidy' });
    assert.equal(editCommentSchema.parse({ body: 'x'.repeat(COMMENT_LIMITS.bodyMax) }).body.length, 2000);
    for (const body of ['', '   ', 'x'.repeat(COMMENT_LIMITS.bodyMax + 1), 42])
      assert.deepEqual(fieldsOf(editCommentSchema.safeParse({ body })), { body: 'validation.comment.body' });
  });

  it('name the subject and the comment replied to, and nothing else', () => {
    const parentId = randomUUID();
    assert.equal(
      addCommentSchema.parse({ subjectType: 'challenge', subjectId, body: 'Hi', parentId }).parentId,
      parentId,
    );
    assert.deepEqual(
      fieldsOf(
        addCommentSchema.safeParse({
          subjectType: 'team',
          subjectId: 'x',
          body: 'Hi',
          parentId: 'y',
          extra: 1,
        }),
      ),
      {
        subjectType: 'validation.invalid',
        subjectId: 'validation.id.invalid',
        parentId: 'validation.id.invalid',
        '': 'validation.unknownField',
      },
    );
  });

  it('answer with message keys (their texts: @creators/texts)', () => {
    for (const key of [
      'validation.comment.body',
      'error.comment.notFound',
      'error.comment.notAuthor',
      'error.comment.editWindow',
      'error.comment.replyDepth',
      'error.comment.subjectClosed',
    ])
      assert.ok(isMessageKey(key), key);
  });
});
