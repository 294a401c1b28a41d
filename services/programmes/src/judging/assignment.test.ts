import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import fc from 'fast-check';
import { planAssignments, type ProjectToAssign } from './assignment.js';

const project = (projectId: string, ...conflicted: string[]): ProjectToAssign => ({
  projectId,
  conflicted: new Set(conflicted),
});

describe('assigning projects to judges (docs/product.md §17.1)', () => {
  it('gives every project N judges, none conflicted, with loads even', () => {
    const projects = [project('p1', 'j1'), project('p2'), project('p3', 'j2'), project('p4')];
    const plan = planAssignments(projects, ['j1', 'j2', 'j3', 'j4'], 2);
    assert.deepEqual(plan.flagged, []);
    assert.equal(plan.assignments.length, 8);
    assert.ok(
      !plan.assignments.some(
        (a) => (a.projectId === 'p1' && a.judgeId === 'j1') || (a.projectId === 'p3' && a.judgeId === 'j2'),
      ),
    );
    const loads = ['j1', 'j2', 'j3', 'j4'].map((j) => plan.assignments.filter((a) => a.judgeId === j).length);
    assert.deepEqual(loads, [2, 2, 2, 2]);
  });

  it('flags a project that cannot get N judges without a conflict', () => {
    const plan = planAssignments([project('p1', 'j1'), project('p2')], ['j1', 'j2'], 2);
    assert.deepEqual(plan.flagged, [{ projectId: 'p1', judges: 1 }]);
    assert.deepEqual(
      plan.assignments.filter((a) => a.projectId === 'p1'),
      [{ projectId: 'p1', judgeId: 'j2' }],
    );
  });

  it('keeps the judges who already scored', () => {
    const plan = planAssignments([project('p1'), project('p2')], ['j1', 'j2', 'j3'], 1, [
      { projectId: 'p1', judgeId: 'j3' },
    ]);
    assert.deepEqual(
      plan.assignments.find((a) => a.projectId === 'p1'),
      { projectId: 'p1', judgeId: 'j3' },
    );
    assert.equal(plan.assignments.length, 2);
  });

  it('never assigns a conflicted judge or one twice, and flags exactly the projects short of judges', () => {
    fc.assert(
      fc.property(
        fc.array(fc.subarray(['a', 'b', 'c', 'd', 'e']), { minLength: 1, maxLength: 12 }),
        fc.subarray(['a', 'b', 'c', 'd', 'e'], { minLength: 1 }),
        fc.integer({ min: 1, max: 4 }),
        (conflicts, judges, n) => {
          const projects = conflicts.map((c, i) => project(`p${i}`, ...c));
          const plan = planAssignments(projects, judges, n);
          for (const p of projects) {
            const mine = plan.assignments.filter((a) => a.projectId === p.projectId).map((a) => a.judgeId);
            assert.equal(new Set(mine).size, mine.length);
            assert.ok(mine.every((j) => judges.includes(j) && !p.conflicted.has(j)));
            const possible = judges.filter((j) => !p.conflicted.has(j)).length;
            assert.equal(mine.length, Math.min(n, possible));
            assert.equal(
              plan.flagged.some((f) => f.projectId === p.projectId),
              possible < n,
            );
          }
        },
      ),
    );
  });
});
