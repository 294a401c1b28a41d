import { z } from 'zod';
import { AWARD_KINDS, JUDGING_LIMITS } from '@creators/contracts';
import type {
  MyJudgingQueueQuery,
  ProgrammeVotesQuery,
  RestAwardFragment,
  RestJudgingFragment,
  RestResultsFragment,
  ScoreProjectMutation,
} from '../../graphql-types/graphql.js';
import { describes } from '../describes.js';

// Response shapes of judging, awards and People's Choice, for the OpenAPI document (docs/product.md §17).

const dateTime = () => z.string().meta({ format: 'date-time' });

const criterion = z
  .object({
    key: z.string(),
    name: z.string(),
    nameDe: z.string().nullable(),
    weight: z.number().int().min(JUDGING_LIMITS.weightMin).max(JUDGING_LIMITS.weightMax),
  })
  .meta({ id: 'JudgingCriterion', description: 'A criterion of the rubric, scored 1 to 5.' });

const award = {
  key: z.string(),
  name: z.string(),
  nameDe: z.string().nullable(),
  kind: z.enum(AWARD_KINDS),
  criterion: z.string().nullable().meta({ description: 'The criterion of a criterion award.' }),
};

const winner = z.object({
  projectId: z.string(),
  projectTitle: z.string(),
  teamId: z.string(),
  teamName: z.string(),
});

export const awardResponse = describes<RestAwardFragment>()(
  z
    .object({
      ...award,
      winner: winner.nullable().meta({ description: 'null until the results are published.' }),
    })
    .meta({ id: 'ProgrammeAward' }),
);

export const judgingResponse = describes<RestJudgingFragment>()(
  z
    .object({
      programmeId: z.string(),
      judgesPerProject: z.number().int(),
      assignedAt: dateTime().nullable(),
      publishedAt: dateTime().nullable(),
      judgeIds: z.array(z.string()),
      rubric: z.array(criterion),
      awards: z.array(z.object(award)),
      projects: z.array(
        z.object({
          projectId: z.string(),
          projectTitle: z.string(),
          teamId: z.string(),
          teamName: z.string(),
          judgeIds: z.array(z.string()),
          flagged: z
            .boolean()
            .meta({ description: 'It could not get judgesPerProject judges without a conflict.' }),
        }),
      ),
    })
    .meta({ id: 'Judging', description: "A programme's judging as its organisers see it." }),
);

export const queueItemResponse = describes<MyJudgingQueueQuery['myJudgingQueue'][number]>()(
  z
    .object({
      programmeId: z.string(),
      programmeName: z.string(),
      judgingEndsAt: dateTime(),
      projectId: z.string(),
      projectTitle: z.string(),
      teamName: z.string(),
      assignedAt: dateTime(),
      scoredAt: dateTime().nullable().meta({ description: 'null: not scored yet.' }),
      rubric: z.array(criterion),
    })
    .meta({ id: 'JudgingQueueItem', description: 'A project assigned to the signed-in judge.' }),
);

export const scoreResponse = describes<ScoreProjectMutation['scoreProject']>()(
  z
    .object({
      projectId: z.string(),
      criteria: z.array(z.object({ key: z.string(), value: z.number().int() })),
      comment: z.string().nullable(),
      updatedAt: dateTime(),
    })
    .meta({ id: 'JudgeScore', description: "The judge's own score of a project." }),
);

const figure = () => z.number().nullable();

export const resultsResponse = describes<RestResultsFragment>()(
  z
    .object({
      programmeId: z.string(),
      publishedAt: dateTime().nullable().meta({ description: 'null: not published (organisers only).' }),
      ranking: z.array(
        z.object({
          rank: z.number().int().nullable(),
          projectId: z.string(),
          projectTitle: z.string(),
          teamId: z.string(),
          teamName: z.string(),
          normalised: figure().meta({ description: "Mean of its judges' z-scores." }),
          raw: figure().meta({ description: 'Mean weighted score, 1 to 5.' }),
          spread: figure(),
          judgeCount: z.number().int(),
          underJudged: z.boolean(),
          votes: z.number().int(),
          criteria: z.array(z.object({ key: z.string(), raw: figure(), normalised: figure() })),
        }),
      ),
      awards: z.array(awardResponse),
    })
    .meta({ id: 'ProgrammeResults' }),
);

export const voteCountResponse = describes<ProgrammeVotesQuery['programmeVotes'][number]>()(
  z.object({ projectId: z.string(), votes: z.number().int() }).meta({ id: 'ProjectVotes' }),
);
