import { Field, InputType } from '@nestjs/graphql';

/** GraphQL shape only; the rules are the contracts' registrationSchema (student or mentor by role). */
@InputType('RegisterInput')
export class RegisterInput {
  @Field(() => String) role!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String) email!: string;
  @Field(() => String) password!: string;
  @Field(() => String) experience!: string;
  @Field(() => String) bio!: string;
  @Field(() => [String]) skills!: string[];
  @Field(() => [String]) interests!: string[];
  @Field(() => String, { nullable: true }) yearsExperience?: string | null;
  @Field(() => String, { nullable: true }) currentRole?: string | null;
  @Field(() => String, { nullable: true }) company?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'A cohort code from staff (docs/product.md §14): the registration counts against the code, not the network address.',
  })
  cohortCode?: string | null;
}

@InputType('LoginInput')
export class LoginInput {
  @Field(() => String) email!: string;
  @Field(() => String) password!: string;
}
