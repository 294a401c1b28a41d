import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import {
  CLEAR_SESSION_HEADER,
  SET_DEVICE_HEADER,
  SET_SESSION_HEADER,
  type SubgraphContext,
} from '@creators/platform';
import { UserType } from '../users/user.types.js';
import { LoginInput, RegisterInput } from './auth.inputs.js';
import { AuthService, type SignedIn } from './auth.service.js';

/**
 * Tells the gateway to set the session cookie, `x-set-session: <sid>;<maxAgeSeconds>`, and the device cookie,
 * `x-set-device: <value>;<maxAgeSeconds>`.
 */
function signIn(ctx: SubgraphContext, { user, session, device }: SignedIn): UserType {
  ctx.res.setHeader(SET_SESSION_HEADER, `${session.id};${session.maxAgeSeconds}`);
  ctx.res.setHeader(SET_DEVICE_HEADER, `${device.value};${device.maxAgeSeconds}`);
  return user;
}

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Mutation(() => UserType)
  async register(
    @Args('input', { type: () => RegisterInput }) input: RegisterInput,
    @Context() ctx: SubgraphContext,
  ): Promise<UserType> {
    return signIn(ctx, await this.auth.register(input, ctx.gateway));
  }

  @Mutation(() => UserType)
  async login(
    @Args('input', { type: () => LoginInput }) input: LoginInput,
    @Context() ctx: SubgraphContext,
  ): Promise<UserType> {
    return signIn(ctx, await this.auth.login(input, ctx.gateway));
  }

  @Mutation(() => Boolean)
  async logout(@Context() ctx: SubgraphContext): Promise<boolean> {
    await this.auth.logout(ctx.gateway);
    ctx.res.setHeader(CLEAR_SESSION_HEADER, '1');
    return true;
  }
}
