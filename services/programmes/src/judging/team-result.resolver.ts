import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { BatchLoader, requestLoader, type SubgraphContext } from '@creators/platform';
import { ProgrammeTeamType } from '../programmes/programme.types.js';
import { JudgingRepository } from './judging.repository.js';
import type { Results } from './results.js';
import { TeamResultType } from './judging.types.js';

/** The published results as the cohort view and its CSV export show them per team (docs/product.md §17.3). */
@Resolver(() => ProgrammeTeamType)
export class TeamResultResolver {
  constructor(private readonly judging: JudgingRepository) {}

  @ResolveField('result', () => TeamResultType, {
    nullable: true,
    description:
      "Its project's rank and awards once the programme's results are published; null before or without.",
  })
  async result(
    @Parent() team: ProgrammeTeamType,
    @Context() ctx: SubgraphContext,
  ): Promise<TeamResultType | null> {
    if (!team.projectId) return null;
    const loader = requestLoader(
      ctx,
      'judging.publishedResults',
      () =>
        new BatchLoader<string, Results | null>(async (programmeIds) => {
          const published = await Promise.all(
            programmeIds.map(async (id) => [id, (await this.judging.settings(id)).results] as const),
          );
          return new Map(published);
        }, null),
    );
    const results = await loader.load(team.programmeId);
    if (!results) return null;
    const ranked = results.ranking.find((r) => r.projectId === team.projectId);
    if (!ranked) return null;
    const won = results.awards.filter((award) => award.winner?.projectId === team.projectId);
    return {
      rank: ranked.rank,
      awards: won.map((award) => award.name),
      awardsDe: won.map((award) => award.nameDe ?? award.name),
    };
  }
}
