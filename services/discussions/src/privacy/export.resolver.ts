import { Context, Query, Resolver } from '@nestjs/graphql';
import { JSONScalar, requireUser, type SubgraphContext } from '@creators/platform';
import { DiscussionsDataExport } from './export.js';

/** "Download my data" (docs/product.md §15): the discussions service's part of the file the gateway assembles. */
@Resolver()
export class DiscussionsDataExportResolver {
  constructor(private readonly dataExport: DiscussionsDataExport) {}

  /** Always the caller's own data, from the signed gateway context. */
  @Query(() => JSONScalar, {
    description:
      'What the discussions service holds about the signed-in person (the comments they wrote), for the data export.',
  })
  discussionsDataExport(@Context() ctx: SubgraphContext): Promise<unknown> {
    return this.dataExport.export(requireUser(ctx).id);
  }
}
