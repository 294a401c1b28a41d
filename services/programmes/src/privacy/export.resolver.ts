import { Context, Query, Resolver } from '@nestjs/graphql';
import { JSONScalar, requireUser, type SubgraphContext } from '@creators/platform';
import { ProgrammesDataExport } from './export.js';

/** "Download my data" (docs/product.md §15): the programmes service's part of the file the gateway assembles. */
@Resolver()
export class ProgrammesDataExportResolver {
  constructor(private readonly dataExport: ProgrammesDataExport) {}

  /** Always the caller's own data, from the signed gateway context. */
  @Query(() => JSONScalar, {
    description:
      'What the programmes service holds about the signed-in person (memberships, organising, announcements), for the data export.',
  })
  programmesDataExport(@Context() ctx: SubgraphContext): Promise<unknown> {
    return this.dataExport.export(requireUser(ctx).id);
  }
}
