import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { Connection } from '@creators/platform';

/** A code a class registers with (docs/product.md §14); staff only. */
@ObjectType('CohortCode')
export class CohortCodeType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'What the class types at registration (upper-case).' }) code!: string;
  @Field(() => String, { description: 'Whom it is for, e.g. a school class.' }) name!: string;
  @Field(() => Date, { description: 'Registrations with it are accepted until then.' }) validUntil!: Date;
  @Field(() => Int, { description: 'How many registrations it admits in all.' }) maxUses!: number;
  @Field(() => Int, { description: 'How many registrations used it so far.' }) uses!: number;
  @Field(() => Date) createdAt!: Date;
}

/** A page of cohort codes, newest first: `nodes`, `pageInfo`, `totalCount`. */
@ObjectType('CohortCodeConnection')
export class CohortCodeConnection extends Connection(CohortCodeType) {}

/** GraphQL shape only; the rules are the contracts' createCohortCodeSchema. */
@InputType('CreateCohortCodeInput')
export class CreateCohortCodeInput {
  @Field(() => String, { description: '2 to 80 characters.' }) name!: string;
  @Field(() => String, {
    nullable: true,
    description:
      '4 to 32 letters, digits or dashes; left out, the server makes up 8 easy-to-read characters.',
  })
  code?: string | null;
  @Field(() => String, { description: 'ISO date-time in the future, at most a year ahead.' })
  validUntil!: string;
  @Field(() => Int, { description: '1 to 1000.' }) maxUses!: number;
}
