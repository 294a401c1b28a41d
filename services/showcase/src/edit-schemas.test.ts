import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { updateProjectSchema, updateResourceSchema } from '@creators/contracts';

const expectedUpdatedAt = '2026-01-01T10:00:00.000Z';
const fieldsOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the edit schemas (docs/product.md, owners change what they made)', () => {
  it('project: absent stays, empty text clears a link, creation’s rules and messages apply', () => {
    assert.deepEqual(updateProjectSchema.parse({ expectedUpdatedAt }), { expectedUpdatedAt });
    assert.deepEqual(updateProjectSchema.parse({ expectedUpdatedAt, title: '  Rack Map ', demoUrl: ' ' }), {
      expectedUpdatedAt,
      title: 'Rack Map',
      demoUrl: null,
    });
    assert.deepEqual(
      fieldsOf(
        updateProjectSchema.safeParse({
          expectedUpdatedAt: 'yesterday',
          title: 'x',
          description: 'short',
          imageUrl: 'data:image/png;base64,AAAA',
        }),
      ),
      {
        expectedUpdatedAt: 'validation.edit.version',
        title: 'validation.project.title',
        description: 'validation.project.description',
        imageUrl: 'validation.url.invalid',
      },
    );
    // The team stays: an edit cannot move a project.
    const moved = updateProjectSchema.safeParse({
      expectedUpdatedAt,
      teamId: 'c0ffee00-0000-4000-8000-000000000000',
    });
    assert.equal(moved.error?.issues[0]?.message, 'validation.unknownField');
  });

  it('resource: every creation field, no defaults in an edit, empty text clears the optional text', () => {
    assert.deepEqual(updateResourceSchema.parse({ expectedUpdatedAt, title: 'Notes' }), {
      expectedUpdatedAt,
      title: 'Notes',
    });
    assert.deepEqual(updateResourceSchema.parse({ expectedUpdatedAt, provider: '', duration: '' }), {
      expectedUpdatedAt,
      provider: null,
      duration: null,
    });
    assert.deepEqual(
      fieldsOf(
        updateResourceSchema.safeParse({ expectedUpdatedAt, url: '', type: 'podcast', difficulty: 'x' }),
      ),
      {
        url: 'validation.url.invalid',
        type: 'validation.resource.type',
        difficulty: 'validation.difficulty.invalid',
      },
    );
    assert.equal(updateResourceSchema.safeParse({ title: 'Notes' }).success, false);
  });
});
