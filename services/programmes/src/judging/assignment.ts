/** A project to assign, with the judges who may not judge it (its team's members and mentors). */
export interface ProjectToAssign {
  projectId: string;
  conflicted: ReadonlySet<string>;
}

export interface Assignment {
  projectId: string;
  judgeId: string;
}

export interface AssignmentPlan {
  assignments: Assignment[];
  /** Projects that could not get `judgesPerProject` judges without a conflict, with how many they got. */
  flagged: { projectId: string; judges: number }[];
}

/**
 * Gives every project `judgesPerProject` judges (docs/product.md §17.1), never a conflicted one, keeping the loads
 * even: the projects with the fewest possible judges are served first, each taking the least loaded judges free
 * of conflict. Assignments in `keep` (judges who already scored) stay and count towards both. Deterministic for
 * the same input. A project that cannot get enough judges is flagged, not silently under-judged.
 */
export function planAssignments(
  projects: readonly ProjectToAssign[],
  judgeIds: readonly string[],
  judgesPerProject: number,
  keep: readonly Assignment[] = [],
): AssignmentPlan {
  const judges = [...new Set(judgeIds)].sort();
  const load = new Map(judges.map((id) => [id, 0]));
  const chosen = new Map(projects.map((p) => [p.projectId, new Set<string>()]));
  for (const { projectId, judgeId } of keep) {
    if (!chosen.has(projectId)) continue;
    chosen.get(projectId)!.add(judgeId);
    load.set(judgeId, (load.get(judgeId) ?? 0) + 1);
  }
  const eligible = (p: ProjectToAssign) => judges.filter((j) => !p.conflicted.has(j));
  const order = [...projects].sort(
    (a, b) => eligible(a).length - eligible(b).length || a.projectId.localeCompare(b.projectId),
  );
  const flagged: AssignmentPlan['flagged'] = [];
  for (const project of order) {
    const mine = chosen.get(project.projectId)!;
    const candidates = eligible(project)
      .filter((j) => !mine.has(j))
      .sort((a, b) => load.get(a)! - load.get(b)! || a.localeCompare(b));
    for (const judgeId of candidates) {
      if (mine.size >= judgesPerProject) break;
      mine.add(judgeId);
      load.set(judgeId, load.get(judgeId)! + 1);
    }
    if (mine.size < judgesPerProject) flagged.push({ projectId: project.projectId, judges: mine.size });
  }
  return {
    assignments: projects.flatMap((p) =>
      [...chosen.get(p.projectId)!].map((judgeId) => ({ projectId: p.projectId, judgeId })),
    ),
    flagged: flagged.sort((a, b) => a.projectId.localeCompare(b.projectId)),
  };
}
