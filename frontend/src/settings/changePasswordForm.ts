import { z } from 'zod';
import { changePasswordSchema, msg } from '@creators/contracts';

/**
 * The form of changePassword: what it sends (the contracts' fields: the current password and a new, different one of
 * 6 to 128 characters) plus the confirmation, which must match the new password and is never sent.
 */
export const changePasswordFormSchema = z
  .strictObject(
    { ...changePasswordSchema.shape, confirmNewPassword: z.string() },
    msg('validation.unknownField'),
  )
  .refine((data) => data.newPassword !== data.currentPassword, {
    error: 'validation.password.same',
    path: ['newPassword'],
  })
  .refine((data) => data.newPassword === data.confirmNewPassword, {
    error: 'validation.confirmPassword.mismatch',
    path: ['confirmNewPassword'],
  });

export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;

export const CHANGE_PASSWORD_DEFAULTS: ChangePasswordFormInput = {
  currentPassword: '',
  newPassword: '',
  confirmNewPassword: '',
};
