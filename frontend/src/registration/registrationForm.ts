import { z } from 'zod';
import { mentorRegistrationSchema, studentRegistrationSchema } from '@creators/contracts';

/** The forms add confirmPassword, checked on the confirm field and never sent. */
const withConfirmation = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape, z.core.$strict>) =>
  schema
    .extend({ confirmPassword: z.string() })
    .refine(
      (data) =>
        (data as { password?: string }).password === (data as { confirmPassword: string }).confirmPassword,
      { error: 'validation.confirmPassword.mismatch', path: ['confirmPassword'] },
    );
export const studentRegistrationFormSchema = withConfirmation(studentRegistrationSchema.omit({ role: true }));
export const mentorRegistrationFormSchema = withConfirmation(mentorRegistrationSchema.omit({ role: true }));
