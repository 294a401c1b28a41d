import { Context, Query, Resolver } from '@nestjs/graphql';
import { JSONScalar, requireUser, type SubgraphContext } from '@creators/platform';
import { ShowcaseDataExport } from './export.js';

/** "Download my data" (docs/product.md §15): the showcase service's part of the file the gateway assembles. */
@Resolver()
export class ShowcaseDataExportResolver {
  constructor(private readonly dataExport: ShowcaseDataExport) {}

  /** Always the caller's own data, from the signed gateway context. */
  @Query(() => JSONScalar, {
    description:
      'What the showcase service holds about the signed-in person (projects, likes, views, mentor feedback, resources…), for the data export.',
  })
  showcaseDataExport(@Context() ctx: SubgraphContext): Promise<unknown> {
    return this.dataExport.export(requireUser(ctx).id);
  }
}
