// The programme-scale data set (10,000 challenges, 5,000 teams, 20,000 projects, and resources, which the targets
// leave open), bulk-inserted on top of the 100 rows of each list. The bench cannot go on without it.
import { seedChallenges, seedProjects, seedResources, seedTeams, teamsWithLeaders } from '../seed-bulk.mjs';

export const PROGRAMME_SCALE = { challenges: 10_000, teams: 5_000, projects: 20_000, resources: 5_000 };
/** Rows of each list before the programme-scale data. */
export const FEW_ROWS = 100;

export const key = 'programmeScale';
export const required = true;

export const title = () =>
  `seeding ${PROGRAMME_SCALE.challenges} challenges, ${PROGRAMME_SCALE.teams} teams, ${PROGRAMME_SCALE.projects} projects, ${PROGRAMME_SCALE.resources} resources`;

/** @returns {Promise<{ formingTeams: string[], projectIds: string[] }>}  ids the mixed load works with */
export async function measure({ db, authorIds }) {
  const challenges = await seedChallenges(db('challenges'), PROGRAMME_SCALE.challenges - FEW_ROWS, {
    authorIds,
  });
  const formingTeams = await seedTeams(db('teams'), PROGRAMME_SCALE.teams - FEW_ROWS, {
    leaderIds: authorIds,
    challengeIds: challenges.slice(0, 2000),
  });
  const projectIds = await seedProjects(db('showcase'), PROGRAMME_SCALE.projects - FEW_ROWS, {
    teams: await teamsWithLeaders(db('teams')),
  });
  await seedResources(db('showcase'), PROGRAMME_SCALE.resources - FEW_ROWS, { authorIds });
  return { formingTeams, projectIds };
}

export const judge = () => [];
