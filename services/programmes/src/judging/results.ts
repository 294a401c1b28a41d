import type { AwardDefinition, RubricCriterion } from '@creators/contracts';

/** A project judging looks at: one submitted in time by a team of the programme. */
export interface JudgedProject {
  projectId: string;
  projectTitle: string;
  teamId: string;
  teamName: string;
}

export interface GivenScore {
  judgeId: string;
  projectId: string;
  criteria: Record<string, number>;
}

export interface CriterionResult {
  key: string;
  /** Mean of the judges' raw values. */
  raw: number | null;
  /** Mean of the judges' z-scores on this criterion. */
  normalised: number | null;
}

export interface ProjectResult extends JudgedProject {
  /** 1 for the best; projects without a score come last, unranked (null). */
  rank: number | null;
  /** Mean over its judges of each judge's z-score of their weighted score. */
  normalised: number | null;
  /** Mean over its judges of the weighted score (1 to 5). */
  raw: number | null;
  /** Highest minus lowest weighted score of its judges (0 with one judge). */
  spread: number | null;
  judgeCount: number;
  criteria: CriterionResult[];
  votes: number;
}

export interface AwardResult extends AwardDefinition {
  winner: JudgedProject | null;
}

export interface Results {
  ranking: ProjectResult[];
  awards: AwardResult[];
}

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** Each value as a z-score among the values of one judge (0 for all when they gave every project the same). */
function zScores(values: Map<string, number>): Map<string, number> {
  const all = [...values.values()];
  const m = mean(all);
  const sd = Math.sqrt(mean(all.map((v) => (v - m) ** 2)));
  return new Map([...values].map(([projectId, v]) => [projectId, sd > 1e-9 ? (v - m) / sd : 0]));
}

const weighted = (rubric: readonly RubricCriterion[], criteria: Record<string, number>) => {
  const total = rubric.reduce((sum, c) => sum + c.weight, 0);
  return rubric.reduce((sum, c) => sum + c.weight * (criteria[c.key] ?? 0), 0) / total;
};

const round = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);

/**
 * The results of a programme's judging (docs/product.md §17.2): each judge's weighted scores (and each criterion)
 * become z-scores over the projects that judge scored, so that a lenient and a harsh judge count alike; a project's
 * figure is the mean of its judges' z-scores. The ranking is by that figure, then the raw mean, then the number of
 * judges, then the title. Awards: the best overall, the best on a criterion, the most votes (none without votes).
 */
export function computeResults(
  rubric: readonly RubricCriterion[],
  awards: readonly AwardDefinition[],
  projects: readonly JudgedProject[],
  scores: readonly GivenScore[],
  votes: ReadonlyMap<string, number>,
): Results {
  const known = new Set(projects.map((p) => p.projectId));
  const byJudge = new Map<string, GivenScore[]>();
  for (const score of scores) {
    if (!known.has(score.projectId)) continue;
    byJudge.set(score.judgeId, [...(byJudge.get(score.judgeId) ?? []), score]);
  }
  // Per project: the raw weighted scores, their z-scores, and per criterion raw values and z-scores.
  const overallRaw = new Map<string, number[]>();
  const overallZ = new Map<string, number[]>();
  const criterionRaw = new Map<string, Map<string, number[]>>();
  const criterionZ = new Map<string, Map<string, number[]>>();
  const push = (map: Map<string, number[]>, key: string, value: number) =>
    map.set(key, [...(map.get(key) ?? []), value]);
  const pushIn = (map: Map<string, Map<string, number[]>>, criterion: string, key: string, value: number) => {
    if (!map.has(criterion)) map.set(criterion, new Map());
    push(map.get(criterion)!, key, value);
  };
  for (const given of byJudge.values()) {
    const raw = new Map(given.map((s) => [s.projectId, weighted(rubric, s.criteria)]));
    for (const [projectId, z] of zScores(raw)) {
      push(overallRaw, projectId, raw.get(projectId)!);
      push(overallZ, projectId, z);
    }
    for (const { key } of rubric) {
      const values = new Map(
        given.filter((s) => typeof s.criteria[key] === 'number').map((s) => [s.projectId, s.criteria[key]!]),
      );
      for (const [projectId, z] of zScores(values)) {
        pushIn(criterionRaw, key, projectId, values.get(projectId)!);
        pushIn(criterionZ, key, projectId, z);
      }
    }
  }
  const figure = (values: number[] | undefined) => (values?.length ? mean(values) : null);
  const unranked: ProjectResult[] = projects.map((project) => {
    const raws = overallRaw.get(project.projectId) ?? [];
    return {
      ...project,
      rank: null,
      normalised: figure(overallZ.get(project.projectId)),
      raw: figure(raws),
      spread: raws.length ? Math.max(...raws) - Math.min(...raws) : null,
      judgeCount: raws.length,
      criteria: rubric.map(({ key }) => ({
        key,
        raw: figure(criterionRaw.get(key)?.get(project.projectId)),
        normalised: figure(criterionZ.get(key)?.get(project.projectId)),
      })),
      votes: votes.get(project.projectId) ?? 0,
    };
  });
  const ranking = [...unranked].sort(
    (a, b) =>
      (b.normalised ?? -Infinity) - (a.normalised ?? -Infinity) ||
      (b.raw ?? -Infinity) - (a.raw ?? -Infinity) ||
      b.judgeCount - a.judgeCount ||
      a.projectTitle.localeCompare(b.projectTitle),
  );
  let rank = 0;
  for (const project of ranking) if (project.judgeCount > 0) project.rank = ++rank;

  const position = new Map(ranking.map((p, i) => [p.projectId, i]));
  const best = (candidates: ProjectResult[], value: (p: ProjectResult) => number | null) =>
    candidates
      .filter((p) => value(p) !== null)
      .sort((a, b) => value(b)! - value(a)! || position.get(a.projectId)! - position.get(b.projectId)!)[0] ??
    null;
  const winnerOf = (award: AwardDefinition): ProjectResult | null => {
    switch (award.kind) {
      case 'overall':
        return best(ranking, (p) => p.normalised);
      case 'criterion':
        return best(ranking, (p) => p.criteria.find((c) => c.key === award.criterion)?.normalised ?? null);
      case 'vote':
        return best(ranking, (p) => (p.votes > 0 ? p.votes : null));
    }
  };
  const plain = (p: ProjectResult | null): JudgedProject | null =>
    p && { projectId: p.projectId, projectTitle: p.projectTitle, teamId: p.teamId, teamName: p.teamName };
  return {
    ranking: ranking.map((p) => ({
      ...p,
      normalised: round(p.normalised),
      raw: round(p.raw),
      spread: round(p.spread),
      criteria: p.criteria.map((c) => ({ ...c, raw: round(c.raw), normalised: round(c.normalised) })),
    })),
    awards: awards.map((award) => ({ ...award, winner: plain(winnerOf(award)) })),
  };
}
