import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { updateReport } from './frontend-only.mjs';

const REPORT = `# Performance

- Run time: 270 s; 1 of 2 targets met

| figure | target | measured | met | detail |
| --- | --- | --- | --- | --- |
| a ratio | 0.7× or more | 0.86× | yes | |
| initial JavaScript of the dashboard route, gzipped (1 KB = 1,000 bytes) | 170 KB or less | 358 KB | NO | |

## Front end, measured by hand

Figures edited by hand.
`;

describe('updateReport', () => {
  const figure = {
    name: 'initial JavaScript of the dashboard route, gzipped (1 KB = 1,000 bytes)',
    target: { op: '<=', value: 250, unit: 'KB' },
    measured: 240.5,
  };
  const added = {
    name: 'Lighthouse performance score of the landing page, mobile',
    target: { op: '>=', value: 90, unit: 'score' },
    measured: 80,
  };
  const machine = { cores: 2, loadAverage: 1.5 };
  const text = updateReport(REPORT, [figure, added], { machine, date: new Date(0), durationSeconds: 61 });

  it('replaces the rows of the figures measured and adds the missing ones at the end of the table', () => {
    const rows = text.split('\n').filter((line) => line.startsWith('| '));
    assert.deepEqual(rows.slice(2), [
      '| a ratio | 0.7× or more | 0.86× | yes | |',
      '| initial JavaScript of the dashboard route, gzipped (1 KB = 1,000 bytes) | 250 KB or less | 240.5 KB | yes |  |',
      '| Lighthouse performance score of the landing page, mobile | 90 or more | 80 | NO |  |',
    ]);
  });

  it('counts the targets met again and says when the front end was measured, in place of the hand-edited section', () => {
    assert.match(text, /; 2 of 3 targets met/);
    assert.doesNotMatch(text, /by hand/);
    assert.match(text, /## Front end, measured alone[\s\S]*1970-01-01T00:00:00\.000Z[\s\S]*Run time: 61 s/);
    assert.doesNotMatch(text, /busy/);
  });

  it('says when the machine was busy, which Lighthouse’s scores depend on', () => {
    const busy = updateReport(REPORT, [figure], {
      machine: { cores: 2, loadAverage: 20.3 },
      date: new Date(0),
      durationSeconds: 61,
    });
    assert.match(busy, /The machine was busy \(load 20\.3 on 2 cores\)/);
  });
});
