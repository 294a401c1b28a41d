import { Context, Query, Resolver } from '@nestjs/graphql';
import { JSONScalar, requireUser, type SubgraphContext } from '@creators/platform';
import { IdentityDataExport } from './export.js';

/** "Download my data" (docs/product.md §15): identity's part of the file the gateway assembles. */
@Resolver()
export class IdentityDataExportResolver {
  constructor(private readonly dataExport: IdentityDataExport) {}

  /** Always the caller's own data (from the signed gateway context); counted against the export limit. */
  @Query(() => JSONScalar, {
    description:
      'What identity holds about the signed-in person (profile, sessions, badges, mentor availability, reports made…), for the data export; at most 5 an hour (TOO_MANY_REQUESTS beyond).',
  })
  async identityDataExport(@Context() ctx: SubgraphContext): Promise<unknown> {
    const user = requireUser(ctx);
    await this.dataExport.consume(user.id, ctx.gateway.locale);
    return this.dataExport.export(user.id, ctx.gateway);
  }
}
