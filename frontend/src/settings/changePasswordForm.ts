import { changePasswordFormSchema } from '@creators/contracts';
import type { z } from 'zod';

/**
 * The contracts' form of changePassword: what it sends (the current password and a new, different one of 6 to 128
 * characters) plus the confirmation, which must match the new password and is never sent.
 */
export { changePasswordFormSchema };

export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;

export const CHANGE_PASSWORD_DEFAULTS: ChangePasswordFormInput = {
  currentPassword: '',
  newPassword: '',
  confirmNewPassword: '',
};
