import type { FieldErrors } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { EXPERIENCE_LEVELS, MENTOR_EXPERIENCE_LEVELS } from '@creators/contracts';
import { serverFieldErrors, serverMessage } from '../graphql/errors';
import { useSessionStore } from '../auth/sessionStore';
import type { RegisterInput } from '../graphql/identity';
import { useRequest } from '../graphql/request';
import { REGISTER, type RegisterData, type RegisterVariables } from '../graphql/signedOut';
import type { MessageId } from '../i18n/en';
import { useMessageText, useT } from '../i18n/useT';
import { useZodForm } from '../ui/dialogForm';
import { useToast } from '../ui/toast/ToastProvider';
import { MENTOR_EXPERTISE, MENTOR_INTERESTS, STUDENT_INTERESTS, STUDENT_SKILLS } from '../profile/presets';
import { mentorRegistrationFormSchema, studentRegistrationFormSchema } from './registrationForm';
import { markNewAccount } from '../auth/newAccount';

export type RegistrationKind = 'student' | 'mentor';

/** The form's fields; a student form has no yearsExperience, currentRole or company (its schema is strict). */
export interface RegistrationFormValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  experience: string;
  bio: string;
  skills: string[];
  interests: string[];
  yearsExperience?: string;
  currentRole?: string;
  company?: string;
  /** docs/product.md §14: optional; empty is none. */
  cohortCode?: string;
}

const VARIANTS = {
  student: {
    schema: studentRegistrationFormSchema,
    experienceLevels: EXPERIENCE_LEVELS,
    skillPresets: STUDENT_SKILLS,
    interestPresets: STUDENT_INTERESTS,
    defaults: { experience: 'beginner' },
  },
  mentor: {
    schema: mentorRegistrationFormSchema,
    experienceLevels: MENTOR_EXPERIENCE_LEVELS,
    skillPresets: MENTOR_EXPERTISE,
    interestPresets: MENTOR_INTERESTS,
    defaults: { experience: 'intermediate', yearsExperience: '', currentRole: '', company: '' },
  },
} as const;

export type RegistrationVariant = (typeof VARIANTS)[RegistrationKind];

const SERVER_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'password',
  'experience',
  'bio',
  'yearsExperience',
  'currentRole',
  'company',
  'cohortCode',
] as const;

/**
 * The registration form of /register/student and /register/mentor (product.md §2.4, §5.1): its fields, checked by
 * registrationForm.ts (the contracts' registration schemas and the confirmation), and the submit that registers,
 * signs in and goes home, or shows what the server refused.
 */
export function useRegistrationForm(kind: RegistrationKind) {
  const t = useT();
  const m = (id: string) => t(id as MessageId);
  const text = useMessageText();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { toast } = useToast();
  const variant = VARIANTS[kind];
  const send = useRequest();
  const session = useSessionStore();

  // The form schemas (the contracts' rules) check every rule (product.md §5) and trim, lower-case the email and drop duplicate list items.
  const schema: z.ZodType<RegistrationFormValues, RegistrationFormValues> = variant.schema;
  const form = useZodForm(schema, {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirmPassword: '',
    bio: '',
    skills: [],
    interests: [],
    // The link staff share with a class: /register/student?code=… (docs/product.md §14).
    cohortCode: searchParams.get('code')?.trim() ?? '',
    ...variant.defaults,
  });
  const {
    handleSubmit,
    setError,
    formState: { errors },
  } = form;

  const onValid = async (values: RegistrationFormValues) => {
    // confirmPassword is checked, never sent; the role is fixed by the page.
    const { confirmPassword: _confirm, yearsExperience, currentRole, company, ...common } = values;
    const input: RegisterInput =
      kind === 'mentor'
        ? { ...common, role: 'mentor', yearsExperience, currentRole, ...(company ? { company } : {}) }
        : { ...common, role: 'student' };
    try {
      const { register } = await send<RegisterData>(REGISTER, { input } satisfies RegisterVariables);
      session.set(register);
      markNewAccount(register.id);
      toast({
        title: m(`register.${kind}.success.title`),
        description: m(`register.${kind}.success.description`),
      });
      void navigate('/', { replace: true });
    } catch (error) {
      const fields = serverFieldErrors(error);
      for (const field of SERVER_FIELDS) if (fields[field]) setError(field, { message: fields[field] });
      toast({
        variant: 'destructive',
        title: t('register.failure.title'),
        description: serverMessage(error) ?? t('register.failure.description'),
      });
    }
  };

  // product.md §5: too few skills is reported and nothing is submitted. The notice sits above the skill chips
  // (ChipsInput), where a toast would have covered them on a phone; alone, it is brought into view.
  const onInvalid = (formErrors: FieldErrors<RegistrationFormValues>) => {
    const skillsError = formErrors.skills?.message ?? formErrors.skills?.root?.message;
    if (skillsError && Object.keys(formErrors).length === 1)
      document.getElementById('registration-skills')?.scrollIntoView?.({ block: 'center' });
  };

  /** A field's error state and its message, translated. */
  const fieldText = (name: keyof RegistrationFormValues) => ({
    error: Boolean(errors[name]),
    helperText: text(errors[name]?.message),
  });

  return { form, variant, fieldText, submit: handleSubmit(onValid, onInvalid) };
}

export type RegistrationForm = ReturnType<typeof useRegistrationForm>;
