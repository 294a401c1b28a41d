import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { judge, rolloutOrder } from './rollout.mjs';

describe('the rollout', () => {
  it('rolls every replica of each part, services first and the gateways last', () => {
    const order = rolloutOrder({
      services: [{ name: 'identity' }, { name: 'teams' }],
      workers: [{ name: 'brainstorm-worker' }],
      replicas: 2,
    });
    assert.deepEqual(
      order.map((o) => o.instance),
      [
        'identity-1',
        'identity-2',
        'teams-1',
        'teams-2',
        'brainstorm-worker-1',
        'brainstorm-worker-2',
        'gateway-1',
        'gateway-2',
      ],
    );
    assert.deepEqual(order[1], { part: 'identity', instance: 'identity-2', index: 1 });
  });

  const rolled = [
    { instance: 'identity-1', up: true },
    { instance: 'gateway-1', up: true },
  ];
  const ok = (start, end) => ({ start, end, outcome: 'ok' });

  it('passes when every instance came back and no request failed while it ran', () => {
    const verdict = judge({ rolled, start: 100, end: 200 }, [
      ok(50, 60),
      ok(90, 110),
      ok(150, 160),
      ok(199, 250),
    ]);
    assert.equal(verdict.done, true);
    assert.equal(verdict.requests, 3);
    assert.match(verdict.line, /rollout passed: 2 of 2 instances .* 0 of 3 requests failed/);
  });

  it('fails on any failed request while it ran, a clean 503 or a reset included', () => {
    for (const outcome of ['clean-503', 'reset', 'unexpected']) {
      const verdict = judge({ rolled, start: 100, end: 200 }, [
        ok(120, 130),
        { start: 150, end: 151, outcome },
      ]);
      assert.equal(verdict.done, false, outcome);
      assert.equal(verdict.failed, 1);
    }
  });

  it('ignores failures outside its window, and fails when an instance did not come back', () => {
    const before = { start: 10, end: 20, outcome: 'reset' };
    assert.equal(judge({ rolled, start: 100, end: 200 }, [before, ok(150, 160)]).done, true);
    const stuck = judge(
      { rolled: [...rolled, { instance: 'teams-1', up: false }], start: 100, end: 200 },
      [],
    );
    assert.equal(stuck.done, false);
    assert.match(stuck.line, /2 of 3 instances/);
  });
});
