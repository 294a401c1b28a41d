import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { dataWithoutRequestId, jobRequestId, withJobRequestId } from './job-request-id.js';

describe("a job's request id", () => {
  it('travels beside the data of a plain-object job, and only a valid one is read back', () => {
    const data = withJobRequestId({ kind: 'response', input: { prompt: 'hi' } }, 'req-1');
    assert.deepEqual(data, { kind: 'response', input: { prompt: 'hi' }, requestId: 'req-1' });
    assert.equal(jobRequestId({ data }), 'req-1');
    assert.equal(jobRequestId({ data: { requestId: 'not valid!' } }), undefined);
    assert.equal(jobRequestId({ data: 'text' }), undefined);
    assert.equal(jobRequestId(undefined), undefined);
  });

  it('leaves data as it is without an id, or when it is not a plain object', () => {
    const data = { kind: 'validation' };
    assert.equal(withJobRequestId(data, undefined), data);
    assert.deepEqual(withJobRequestId(['a'], 'req-1'), ['a']);
    assert.equal(withJobRequestId('text', 'req-1'), 'text');
  });

  it("gives the processor the job's own data back", () => {
    const own = { text: 'Hallo', language: 'de' };
    assert.deepEqual(dataWithoutRequestId(withJobRequestId(own, 'req-1')), own);
    assert.deepEqual(dataWithoutRequestId({ ...own, requestId: 'not valid!' }), own);
    assert.equal(dataWithoutRequestId(own), null, 'nothing to take out');
    assert.equal(dataWithoutRequestId('text'), null);
  });
});
