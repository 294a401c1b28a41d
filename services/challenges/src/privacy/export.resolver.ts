import { Context, Query, Resolver } from '@nestjs/graphql';
import { JSONScalar, requireUser, type SubgraphContext } from '@creators/platform';
import { ChallengesDataExport } from './export.js';

/** "Download my data" (docs/product.md §15): the challenges service's part of the file the gateway assembles. */
@Resolver()
export class ChallengesDataExportResolver {
  constructor(private readonly dataExport: ChallengesDataExport) {}

  /** Always the caller's own data, from the signed gateway context. */
  @Query(() => JSONScalar, {
    description:
      'What the challenges service holds about the signed-in person (the challenges they published), for the data export.',
  })
  challengesDataExport(@Context() ctx: SubgraphContext): Promise<unknown> {
    return this.dataExport.export(requireUser(ctx).id);
  }
}
