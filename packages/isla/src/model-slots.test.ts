import { describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import { acceptModelSlots, modelSlotsSchema } from './model-slots.js';
import { DRAFT_SLOTS } from './slots.js';

describe("a configured model's reading of the slots", () => {
  it('takes the first JSON object, cleans each value as the built-in reading does and drops what was not said', () => {
    const content = `Sure:\n\`\`\`json\n${JSON.stringify({
      problem: 'I waste hours every week looking for a free study room.',
      who: 'other students in exam season',
      frequency: null,
      impact: 'not mentioned',
      tried: '',
      title: 'ignored',
    })}\n\`\`\``;
    assert.deepEqual(acceptModelSlots(content), {
      problem: 'I waste hours every week looking for a free study room',
      who: 'Other students in exam season',
    });
  });

  it('keeps the slots read before: a filled slot is never overwritten', () => {
    const content = JSON.stringify({
      problem: 'Something else entirely, said later',
      success: 'A room in five minutes',
    });
    assert.deepEqual(acceptModelSlots(content, { problem: 'The bus is always late' }), {
      problem: 'The bus is always late',
      success: 'A room in five minutes',
    });
  });

  it('is null for anything but the JSON asked for', () => {
    assert.equal(acceptModelSlots('Who else has this problem besides you?'), null);
    assert.equal(acceptModelSlots('{"problem": "unterminated'), null);
    assert.equal(acceptModelSlots('{"title": "How might we …?", "tags": []}'), null, 'none of the slots');
    assert.equal(acceptModelSlots('{"problem": 42}'), null);
    assert.equal(acceptModelSlots(JSON.stringify({ problem: 'x'.repeat(1_001) })), null);
  });

  it('has a key for every slot of DRAFT_SLOTS', () => {
    assert.deepEqual(Object.keys(modelSlotsSchema.shape).sort(), [...DRAFT_SLOTS].sort());
  });
});
