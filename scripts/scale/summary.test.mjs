import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { formatSummary, passed } from './summary.mjs';

const good = {
  events: { sent: 1234, lost: 0, doubled: 0 },
  jobs: { added: 56, lost: 0, failed: 0, complete: true },
  requests: { total: 9876, unexpected: 0, clean503: 312, resets: 4 },
  checks: { passed: 3, total: 3 },
  faults: { done: 4, planned: 4 },
  seconds: 212.4,
};

describe('the summary line', () => {
  it('says everything on one line', () => {
    assert.equal(
      formatSummary(good),
      'scale-check: passed; events 1234 sent, 0 lost, 0 doubled; jobs 56, 0 lost, 0 failed; requests 9876, ' +
        '0 unexpected errors, 312 clean 503s and 4 resets during faults; cross-gateway checks 3/3; faults 4/4; 212 s',
    );
  });

  it('fails on any loss, doubling, unexpected error, failed check or fault not recovered', () => {
    assert.equal(passed(good), true);
    const worse = [
      { events: { ...good.events, lost: 1 } },
      { events: { ...good.events, doubled: 1 } },
      { events: { ...good.events, sent: 0 } },
      { events: { ...good.events, unchecked: 1 } },
      { jobs: { ...good.jobs, lost: 1 } },
      { jobs: { ...good.jobs, added: 0 } },
      { jobs: { ...good.jobs, complete: false } },
      { requests: { ...good.requests, unexpected: 1 } },
      { checks: { passed: 2, total: 3 } },
      { checks: { passed: 0, total: 0 } },
      { faults: { done: 3, planned: 4 } },
      { nats: { refused: 1 } },
      { rollout: { back: 16, instances: 16, requests: 900, failed: 1 } },
      { rollout: { back: 15, instances: 16, requests: 900, failed: 0 } },
    ];
    for (const change of worse) {
      const result = { ...good, ...change };
      assert.equal(passed(result), false, JSON.stringify(change));
      assert.match(formatSummary(result), /^scale-check: FAILED; /);
    }
  });

  it('says how the rolling restart went', () => {
    const rolled = { ...good, rollout: { back: 16, instances: 16, requests: 900, failed: 0 } };
    assert.equal(passed(rolled), true);
    assert.match(
      formatSummary(rolled),
      /; faults 4\/4; rollout 16\/16 restarted, 0 of 900 requests failed; 212 s$/,
    );
  });

  it('counts the clients NATS refused (a part outside its permissions)', () => {
    assert.match(formatSummary({ ...good, nats: { refused: 0 } }), /; faults 4\/4; NATS 0 refused; 212 s$/);
    assert.equal(passed({ ...good, nats: { refused: 0 } }), true);
  });

  it('flags a queue history too short to count every job', () => {
    assert.match(
      formatSummary({ ...good, jobs: { ...good.jobs, complete: false } }),
      /queue history incomplete/,
    );
  });
});
