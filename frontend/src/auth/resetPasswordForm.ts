import { z } from 'zod';
import { msg, resetPasswordSchema } from '@creators/contracts';

/** The reset page's form: the new password twice (the confirmation is checked here and never sent). */
export const resetPasswordFormSchema = z
  .strictObject(
    { password: resetPasswordSchema.shape.password, confirmPassword: z.string() },
    msg('validation.unknownField'),
  )
  .refine((data) => data.password === data.confirmPassword, {
    error: 'validation.confirmPassword.mismatch',
    path: ['confirmPassword'],
  });
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;
