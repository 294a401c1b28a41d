import type { Type } from '@nestjs/common';
import { ArgsType, Directive, Field, Int, ObjectType } from '@nestjs/graphql';
import { PAGE_SIZE } from '@creators/contracts';

/** Where a page ends; shared by every subgraph's connections (hence @shareable). */
@ObjectType()
@Directive('@shareable')
export class PageInfo {
  /** Pass as `after` for the next page; null on an empty page. */
  @Field(() => String, { nullable: true, description: 'Pass as `after` to get the next page.' })
  endCursor!: string | null;

  @Field()
  hasNextPage!: boolean;
}

/** `first` and `after` of every paged list; a list's own filters extend it. */
@ArgsType()
export class PageArgs {
  @Field(() => Int, {
    nullable: true,
    defaultValue: PAGE_SIZE.default,
    description: `How many rows, 1 to ${PAGE_SIZE.max}.`,
  })
  first?: number | null;

  @Field(() => String, { nullable: true, description: "The previous page's endCursor." })
  after?: string | null;
}

export interface ConnectionShape<T> {
  nodes: T[];
  pageInfo: PageInfo;
  totalCount: number;
}

/**
 * The base class of a `<Name>Connection` type: `nodes`, `pageInfo` and `totalCount` (the rows that match the
 * filters, not only this page). Use: `@ObjectType() class ChallengeConnection extends Connection(ChallengeType) {}`.
 */
export function Connection<T>(node: Type<T>): Type<ConnectionShape<T>> {
  @ObjectType({ isAbstract: true })
  abstract class ConnectionType implements ConnectionShape<T> {
    @Field(() => [node])
    nodes!: T[];

    @Field(() => PageInfo)
    pageInfo!: PageInfo;

    @Field(() => Int, { description: 'How many rows match the filters, on every page together.' })
    totalCount!: number;
  }
  return ConnectionType as Type<ConnectionShape<T>>;
}
