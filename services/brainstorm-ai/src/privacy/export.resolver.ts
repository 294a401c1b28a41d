import { Context, Query, Resolver } from '@nestjs/graphql';
import { JSONScalar, requireUser, type SubgraphContext } from '@creators/platform';
import { BrainstormDataExport } from './export.js';

/** "Download my data" (docs/product.md §15): the brainstorm service's part of the file the gateway assembles. */
@Resolver()
export class BrainstormDataExportResolver {
  constructor(private readonly dataExport: BrainstormDataExport) {}

  /** Always the caller's own data, from the signed gateway context. */
  @Query(() => JSONScalar, {
    description:
      "What the brainstorm service holds about the signed-in person (their brainstorms with Isla and the draft's slots), for the data export.",
  })
  brainstormDataExport(@Context() ctx: SubgraphContext): Promise<unknown> {
    return this.dataExport.export(requireUser(ctx).id, ctx.gateway.locale);
  }
}
