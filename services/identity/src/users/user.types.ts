import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';
import { Connection } from '@creators/platform';

/** GraphQL `User` entity (federation key `id`). `email` is set only for its owner, null for anyone else. */
@ObjectType('User')
@Directive('@key(fields: "id")')
export class UserType {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true }) email!: string | null;
  /** Staff (granted only by an operator): true or false for the user themself, null for anyone else. */
  @Field(() => Boolean, {
    nullable: true,
    description:
      'Staff (granted only by an operator): true or false for the user themself, null for anyone else.',
  })
  isStaff!: boolean | null;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String, { nullable: true }) profileImageUrl!: string | null;
  @Field(() => String, { nullable: true }) role!: string | null;
  @Field(() => [String]) skills!: string[];
  @Field(() => [String]) interests!: string[];
  @Field(() => String, { nullable: true }) bio!: string | null;
  @Field(() => String) experience!: string;
  @Field(() => String, { nullable: true }) yearsExperience!: string | null;
  @Field(() => String, { nullable: true }) currentRole!: string | null;
  @Field(() => String, { nullable: true }) company!: string | null;
  /** docs/product.md §14: a mentor shows in the directory and may accept mentoring once staff verified them. */
  @Field(() => Boolean, {
    nullable: true,
    description:
      'Whether staff verified this mentor (only then are they in the directory and may accept mentoring); null for anyone not a mentor, and signed out.',
  })
  mentorVerified!: boolean | null;
  /** docs/product.md §13.4: the language the person chose (Settings or the switcher), for themselves only. */
  @Field(() => String, {
    nullable: true,
    description:
      'The language (en or de) the person chose for the interface and their mails, for the person themself; null until they choose one, and for anyone else.',
  })
  language!: string | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

@ObjectType('RecommendedUser')
export class RecommendedUserType {
  @Field(() => ID) id!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String, { nullable: true }) role!: string | null;
  @Field(() => String) experience!: string;
  @Field(() => String, { nullable: true }) profileImageUrl!: string | null;
  @Field(() => [String]) sharedSkills!: string[];
  @Field(() => [String]) sharedInterests!: string[];
}

/** A page of recommended people (at most 10 in all): `nodes`, `pageInfo`, `totalCount`. */
@ObjectType('RecommendedUserConnection')
export class RecommendedUserConnection extends Connection(RecommendedUserType) {}
