import { Context, Query, Resolver } from '@nestjs/graphql';
import { JSONScalar, requireUser, type SubgraphContext } from '@creators/platform';
import { TeamsDataExport } from './export.js';

/** "Download my data" (docs/product.md §15): the teams service's part of the file the gateway assembles. */
@Resolver()
export class TeamsDataExportResolver {
  constructor(private readonly dataExport: TeamsDataExport) {}

  /** Always the caller's own data, from the signed gateway context. */
  @Query(() => JSONScalar, {
    description:
      'What the teams service holds about the signed-in person (teams led, memberships, invitations, mentoring requests, meetings…), for the data export.',
  })
  teamsDataExport(@Context() ctx: SubgraphContext): Promise<unknown> {
    return this.dataExport.export(requireUser(ctx).id);
  }
}
