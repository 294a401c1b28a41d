import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { formatTarget, isMet, renderConsole, renderMarkdown } from './report.mjs';

const figures = [
  {
    name: 'gateway / direct',
    target: { op: '>=', value: 0.7, unit: 'x' },
    measured: 0.812,
    detail: '900 vs 1108 req/s',
  },
  { name: 'Isla reply p95', target: { op: '<=', value: 30, unit: 'ms' }, measured: 31.24 },
  { name: 'broadcast socket.io / ws | p95', target: { op: 'report', unit: 'x' }, measured: 1.5 },
  {
    name: 'mixed load errors',
    target: { op: '<=', value: 0, unit: 'errors' },
    measured: null,
    detail: 'crashed',
  },
];

describe('bench report', () => {
  it('words targets as the issue does', () => {
    assert.equal(formatTarget({ op: '>=', value: 0.7, unit: 'x' }), '0.7× or more');
    assert.equal(formatTarget({ op: '<=', value: 30, unit: 'ms' }), '30 ms or less');
    assert.equal(formatTarget({ op: '<=', value: 170, unit: 'KB' }), '170 KB or less');
    assert.equal(formatTarget({ op: '<=', value: 0, unit: 'errors' }), '0 errors');
    assert.equal(formatTarget({ op: 'report', unit: 'x' }), 'reported');
  });

  it('judges each figure: reported ones are neither met nor missed, a missing measurement is missed', () => {
    assert.deepEqual(
      figures.map((f) => isMet(f)),
      [true, false, null, false],
    );
    assert.equal(isMet({ target: { op: '<=', value: 0, unit: 'errors' }, measured: 0 }), true);
  });

  it('prints aligned console lines with the target beside each figure', () => {
    const lines = renderConsole(figures);
    assert.equal(lines.length, 5);
    assert.match(lines[1], /^gateway \/ direct\s+0\.7× or more\s+0\.81×\s+yes\s+900 vs 1108 req\/s$/);
    assert.match(lines[2], /30 ms or less\s+31\.2 ms\s+NO/);
    assert.match(lines[4], /0 errors\s+not measured\s+NO\s+crashed/);
  });

  it('writes the command, the machine, the date and a markdown table with escaped cells', () => {
    const text = renderMarkdown({
      command: 'npm run bench',
      machine: {
        cores: 2,
        cpuModel: 'Test CPU',
        memoryGiB: 24,
        node: 'v20.20.2',
        platform: 'Linux 6 x64',
        loadAverage: 1.5,
      },
      date: new Date('2026-11-24T10:00:00Z'),
      durationSeconds: 321.4,
      figures,
      notes: ['the machine was shared'],
    });
    assert.match(text, /^# Performance\n/);
    assert.match(text, /`npm run bench`/);
    assert.match(text, /- Date: 2026-11-24T10:00:00\.000Z/);
    assert.match(text, /- Machine: 2 cores \(Test CPU\), 24 GiB RAM, Linux 6 x64/);
    assert.match(text, /- Node v20\.20\.2; load average at the start 1\.50/);
    assert.match(text, /- Run time: 321 s; 1 of 3 targets met/);
    assert.ok(text.includes('| gateway / direct | 0.7× or more | 0.81× | yes | 900 vs 1108 req/s |'));
    assert.ok(text.includes('| broadcast socket.io / ws \\| p95 | reported | 1.50× | — |  |'));
    assert.ok(text.includes('## Notes\n\n- the machine was shared\n'));
  });
});
