import { Field, InputType } from '@nestjs/graphql';

/** GraphQL shape only; the rules are the contracts' profileUpdateSchema. */
@InputType('ProfileUpdateInput')
export class ProfileUpdateInput {
  @Field(() => String, { nullable: true }) role?: string | null;
  @Field(() => String, { nullable: true }) experience?: string | null;
  @Field(() => String, { nullable: true }) bio?: string | null;
  @Field(() => [String], { nullable: true }) skills?: string[] | null;
  @Field(() => [String], { nullable: true }) interests?: string[] | null;
}
