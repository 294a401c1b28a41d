import { z } from 'zod';
import { msg } from './common.js';
import { LIMITS } from './enums.js';

/**
 * POST /api/auth/forgot-password: the address as typed. Anything that is not an address is refused (400) like
 * everywhere else; a well-formed one is answered the same whether an account has it or not.
 */
export const forgotPasswordSchema = z.strictObject(
  {
    email: z
      .string(msg('validation.email.invalid'))
      .trim()
      .toLowerCase()
      .max(LIMITS.emailMax, msg('validation.email.invalid'))
      .pipe(z.email(msg('validation.email.invalid'))),
  },
  msg('validation.unknownField'),
);

const newPassword = z
  .string(msg('validation.password.min'))
  .min(LIMITS.passwordMin, msg('validation.password.min'))
  .max(LIMITS.passwordMax, msg('validation.password.max'));

/**
 * POST /api/auth/reset-password: the token from the link and the new password (the registration rules, 6 to 128
 * characters). A token that cannot be one is refused like an expired one ('error.reset.invalid').
 */
export const resetPasswordSchema = z.strictObject(
  {
    token: z.string(msg('error.reset.invalid')).regex(/^[A-Za-z0-9_-]{20,100}$/, msg('error.reset.invalid')),
    password: newPassword,
  },
  msg('validation.unknownField'),
);
