import { Args, Context, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { createCohortCodeSchema } from '@creators/contracts';
import { parseInput, parsePage, type ConnectionShape, type SubgraphContext } from '@creators/platform';
import type { CohortCode as CohortCodeRow } from '../generated/prisma/client.js';
import { requireStaff } from '../moderation/staff-only.js';
import { CohortCodeConnection, CohortCodeType, CreateCohortCodeInput } from './cohort-code.types.js';
import { COHORT_CODE_CURSOR, CohortCodesService } from './cohort-codes.service.js';

const toCohortCodeType = (row: CohortCodeRow): CohortCodeType =>
  Object.assign(new CohortCodeType(), {
    id: row.id,
    code: row.code,
    name: row.name,
    validUntil: row.validUntil,
    maxUses: row.maxUses,
    uses: row.uses,
    createdAt: row.createdAt,
  });

/** Cohort codes (docs/product.md §14), staff only: anyone else NOT_FOUND error.staff.only. */
@Resolver(() => CohortCodeType)
export class CohortCodesResolver {
  constructor(private readonly service: CohortCodesService) {}

  @Query(() => CohortCodeConnection, {
    description: 'Staff only: the cohort codes, newest first, with how often each was used.',
  })
  async cohortCodes(
    @Context() ctx: SubgraphContext,
    @Args('first', {
      type: () => Int,
      nullable: true,
      defaultValue: 20,
      description: 'How many rows, 1 to 100.',
    })
    first: number,
    @Args('after', { type: () => String, nullable: true, description: "The previous page's endCursor." })
    after?: string | null,
  ): Promise<ConnectionShape<CohortCodeType>> {
    requireStaff(ctx);
    const page = parsePage({ first, after }, COHORT_CODE_CURSOR, ctx.gateway.locale);
    const connection = await this.service.list(page);
    return { ...connection, nodes: connection.nodes.map(toCohortCodeType) };
  }

  @Mutation(() => CohortCodeType, {
    description:
      'Staff only: a code a class registers with (counted against the code, not the network address); without code, the server makes one up.',
  })
  async createCohortCode(
    @Args('input', { type: () => CreateCohortCodeInput }) input: CreateCohortCodeInput,
    @Context() ctx: SubgraphContext,
  ): Promise<CohortCodeType> {
    const staff = requireStaff(ctx);
    const { locale } = ctx.gateway;
    const parsed = parseInput(createCohortCodeSchema, input, locale);
    return toCohortCodeType(await this.service.create(staff.id, parsed, locale));
  }
}
