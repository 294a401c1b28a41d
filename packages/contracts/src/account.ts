import { z } from 'zod';
import { msg } from './common.js';
import { LIMITS } from './enums.js';

/**
 * docs/product.md §13 change password: the current password (required; a wrong one is refused with
 * validation.password.current on currentPassword) and a new one by the registration rules (6 to 128 characters),
 * not the current one. Anything else is refused.
 */
export const changePasswordSchema = z
  .strictObject(
    {
      currentPassword: z
        .string(msg('validation.password.currentRequired'))
        .min(1, msg('validation.password.currentRequired'))
        // A longer one was never accepted as a password: it cannot be the current one.
        .max(LIMITS.passwordMax, msg('validation.password.current')),
      newPassword: z
        .string(msg('validation.password.min'))
        .min(LIMITS.passwordMin, msg('validation.password.min'))
        .max(LIMITS.passwordMax, msg('validation.password.max')),
    },
    msg('validation.unknownField'),
  )
  .refine((data) => data.newPassword !== data.currentPassword, {
    error: 'validation.password.same',
    path: ['newPassword'],
  });
