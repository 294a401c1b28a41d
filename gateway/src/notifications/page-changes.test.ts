import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import type { EventEnvelope, EventName, EventPayloads } from '@creators/contracts';
import { PAGE_CHANGING_EVENTS, planPageChanges } from './page-changes.js';

const event = <N extends EventName>(name: N, payload: EventPayloads[N]): EventEnvelope =>
  ({ id: 'e', name, occurredAt: new Date(0).toISOString(), payload }) as EventEnvelope;

const moderated = (
  itemType: EventPayloads['content.moderated']['itemType'],
  parent: EventPayloads['content.moderated']['parent'] = null,
) =>
  event('content.moderated', {
    itemType,
    itemId: 'i',
    title: 'T',
    authorIds: ['a'],
    hidden: true,
    reason: 'Spam, five words',
    actorId: 's',
    parent,
  });

test('staff hiding or restoring changes the item’s page and the page it sits on (docs/product.md §14)', () => {
  assert.ok((PAGE_CHANGING_EVENTS as readonly string[]).includes('content.moderated'));
  assert.deepEqual(planPageChanges(moderated('challenge')), [{ type: 'challenge', id: 'i' }]);
  assert.deepEqual(planPageChanges(moderated('team', { type: 'challenge', id: 'c' })), [
    { type: 'team', id: 'i' },
    { type: 'challenge', id: 'c' },
  ]);
  assert.deepEqual(planPageChanges(moderated('project', { type: 'team', id: 't' })), [
    { type: 'project', id: 'i' },
    { type: 'team', id: 't' },
  ]);
  // A comment has no page of its own: its subject's page shows it. A resource has none at all.
  assert.deepEqual(planPageChanges(moderated('comment', { type: 'project', id: 'p' })), [
    { type: 'project', id: 'p' },
  ]);
  assert.deepEqual(planPageChanges(moderated('resource')), []);
  assert.deepEqual(planPageChanges(moderated('comment', { type: 'resource', id: 'r' })), []);
});
