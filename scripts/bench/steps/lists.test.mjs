import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { atProgrammeScale, judge } from './lists.mjs';

const list = (p95, extra = {}) => ({ p95, count: 40, errors: 0, statuses: '200×40', ...extra });
const NAME =
  'p95 of /api/challenges with 10,000 challenges, 5,000 teams and 20,000 projects, against 100 rows';

describe('lists at programme scale: judge', () => {
  it('holds each p95 at programme scale against the one at 100 rows, 2× or less', () => {
    assert.deepEqual(judge({ '/api/challenges': list(20) }, { '/api/challenges': list(30) }), [
      {
        name: NAME,
        target: { op: '<=', value: 2, unit: 'x' },
        measured: 1.5,
        detail: 'p95 30.0 ms against 20.0 ms',
      },
    ]);
  });

  it('leaves a list not measured, saying why, when either size had errors, no answer or no measurement', () => {
    const figures = judge(
      { '/api/challenges': list(20, { errors: 2, statuses: '200×38, 500×2' }), '/api/teams': list(10) },
      { '/api/challenges': list(30), '/api/teams': list(12, { count: 0 }), '/api/projects': list(9) },
    );
    assert.deepEqual(
      figures.map((f) => [f.measured, f.detail]),
      [
        [null, '200×38, 500×2 at 100 rows; 200×40 at programme scale'],
        [null, '200×40 at 100 rows; no answer in time at programme scale'],
        [null, 'not measured at 100 rows; 200×40 at programme scale'],
      ],
    );
  });

  it('judges the lists at 100 rows alone when programme scale could not be measured', () => {
    const figures = atProgrammeScale.judge(null, {
      measured: { listsAtFewRows: { '/api/teams': list(10) } },
    });
    assert.equal(figures.length, 1);
    assert.equal(figures[0].detail, '200×40 at 100 rows; not measured at programme scale');
  });
});
