import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { DEFAULT_AWARDS, DEFAULT_RUBRIC } from '@creators/contracts';
import { computeResults, type GivenScore, type JudgedProject } from './results.js';

const project = (n: number): JudgedProject => ({
  projectId: `p${n}`,
  projectTitle: `Project ${n}`,
  teamId: `t${n}`,
  teamName: `Team ${n}`,
});
const projects = [1, 2, 3, 4, 5, 6].map(project);
/** The same value on every criterion, except where given. */
const score = (
  judgeId: string,
  n: number,
  value: number,
  criteria: Record<string, number> = {},
): GivenScore => ({
  judgeId,
  projectId: `p${n}`,
  criteria: { innovation: value, impact: value, technical: value, presentation: value, ...criteria },
});
const noVotes = new Map<string, number>();

describe('the results of judging (docs/product.md §17.2)', () => {
  it("ranks a harsh judge's 4 above a lenient judge's 5: each judge's scores are normalised", () => {
    // The lenient judge gives 5, 5, 4; the harsh one 4, 2, 1.
    const scores = [
      score('lenient', 1, 5),
      score('lenient', 2, 5),
      score('lenient', 3, 4),
      score('harsh', 4, 4),
      score('harsh', 5, 2),
      score('harsh', 6, 1),
    ];
    const { ranking } = computeResults(DEFAULT_RUBRIC, DEFAULT_AWARDS, projects, scores, noVotes);
    assert.equal(ranking[0]!.projectId, 'p4');
    assert.equal(ranking[0]!.rank, 1);
    assert.equal(ranking[0]!.raw, 4);
    const p1 = ranking.find((p) => p.projectId === 'p1')!;
    assert.equal(p1.raw, 5);
    assert.ok(p1.rank! > 1);
    // Raw figures stay beside the normalised ones.
    assert.deepEqual(
      ranking.map((p) => p.projectId),
      ['p4', 'p1', 'p2', 'p5', 'p6', 'p3'],
    );
  });

  it('averages over the judges of a project, with its spread and judge count; unscored projects are unranked', () => {
    const scores = [score('a', 1, 5), score('a', 2, 3), score('b', 1, 4), score('b', 2, 2)];
    const { ranking } = computeResults(DEFAULT_RUBRIC, DEFAULT_AWARDS, projects, scores, noVotes);
    const [first, second] = ranking;
    assert.equal(first!.projectId, 'p1');
    assert.equal(first!.judgeCount, 2);
    assert.equal(first!.raw, 4.5);
    assert.equal(first!.spread, 1);
    assert.equal(first!.normalised, 1);
    assert.equal(second!.normalised, -1);
    const unscored = ranking.filter((p) => p.judgeCount === 0);
    assert.equal(unscored.length, 4);
    assert.ok(unscored.every((p) => p.rank === null && p.raw === null && p.normalised === null));
  });

  it('weights criteria as the rubric says', () => {
    const rubric = [
      { key: 'innovation', name: 'Innovation', nameDe: null, weight: 3 },
      { key: 'technical', name: 'Technical', nameDe: null, weight: 1 },
    ];
    const scores = [
      { judgeId: 'a', projectId: 'p1', criteria: { innovation: 5, technical: 1 } },
      { judgeId: 'a', projectId: 'p2', criteria: { innovation: 1, technical: 5 } },
    ];
    const { ranking } = computeResults(rubric, [], projects.slice(0, 2), scores, noVotes);
    assert.deepEqual(
      ranking.map((p) => [p.projectId, p.raw]),
      [
        ['p1', 4],
        ['p2', 2],
      ],
    );
  });

  it('gives each award to the best on its criterion, overall, and by votes', () => {
    const scores = [
      score('a', 1, 4, { innovation: 2 }),
      score('a', 2, 3, { innovation: 5, technical: 1 }),
      score('a', 3, 2, { technical: 5 }),
    ];
    const votes = new Map([
      ['p3', 2],
      ['p2', 7],
    ]);
    const { awards } = computeResults(DEFAULT_RUBRIC, DEFAULT_AWARDS, projects.slice(0, 3), scores, votes);
    const winner = (key: string) => awards.find((a) => a.key === key)!.winner?.projectId;
    assert.equal(winner('overall'), 'p1');
    assert.equal(winner('innovation'), 'p2');
    assert.equal(winner('technical'), 'p3');
    assert.equal(winner('peoples-choice'), 'p2');
  });

  it('awards nothing without scores or votes', () => {
    const { awards, ranking } = computeResults(DEFAULT_RUBRIC, DEFAULT_AWARDS, projects, [], noVotes);
    assert.ok(awards.every((a) => a.winner === null));
    assert.ok(ranking.every((p) => p.rank === null));
  });
});
