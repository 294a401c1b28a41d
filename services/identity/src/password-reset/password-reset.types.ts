import { Field, InputType, ObjectType } from '@nestjs/graphql';

/** What the sign-in page may offer (docs/product.md §13). */
@ObjectType('AccountFeatures')
export class AccountFeaturesType {
  @Field(() => Boolean, {
    description:
      'Whether a forgotten password can be reset by mail here ("Forgot your password?"); false when mail is disabled.',
  })
  passwordReset!: boolean;
}

/** GraphQL shape only; the rules are the contracts' forgotPasswordSchema. */
@InputType('RequestPasswordResetInput')
export class RequestPasswordResetInput {
  @Field(() => String) email!: string;
}

/** GraphQL shape only; the rules are the contracts' resetPasswordSchema. */
@InputType('ResetPasswordInput')
export class ResetPasswordInput {
  @Field(() => String) token!: string;
  @Field(() => String) password!: string;
}
