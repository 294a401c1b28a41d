import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';

/** GraphQL shape only; the rules are the contracts' changePasswordSchema. */
@InputType('ChangePasswordInput')
export class ChangePasswordInput {
  @Field(() => String) currentPassword!: string;
  @Field(() => String) newPassword!: string;
}

/** GraphQL shape only; the rules are the contracts' deleteAccountSchema (docs/product.md §15). */
@InputType('DeleteAccountInput')
export class DeleteAccountInput {
  @Field(() => String) password!: string;
  /** The account's e-mail address, typed to confirm. */
  @Field(() => String, { description: "The account's e-mail address, typed to confirm." })
  confirmation!: string;
}

/** One of the caller's live sessions (docs/product.md §13). */
@ObjectType('AccountSession')
export class AccountSessionType {
  /** An opaque id for endSession: neither the session id nor its stored hash. */
  @Field(() => ID, {
    description: 'An opaque id for endSession: neither the session id nor its stored hash.',
  })
  id!: string;
  /** The session this request came with ("This browser"). */
  @Field(() => Boolean, { description: 'The session of this request ("This browser").' })
  current!: boolean;
  /** e.g. "Chrome on Linux"; null when the browser sent no user agent. */
  @Field(() => String, {
    nullable: true,
    description: 'e.g. "Chrome on Linux"; null when it sent no user agent.',
  })
  browser!: string | null;
  /** The network it signed in from, e.g. "203.0.113.0/24" (never the address); null when unknown. */
  @Field(() => String, {
    nullable: true,
    description:
      'The network it signed in from, e.g. "203.0.113.0/24" (never the address); null when unknown.',
  })
  network!: string | null;
  @Field(() => Date, { description: 'When it signed in.' }) createdAt!: Date;
  @Field(() => Date, { description: 'When it was last used.' }) lastSeenAt!: Date;
}
