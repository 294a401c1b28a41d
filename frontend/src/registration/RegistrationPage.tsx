import { Controller, type FieldErrors } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { z } from 'zod';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  EXPERIENCE_LEVELS,
  MENTOR_EXPERIENCE_LEVELS,
  MENTOR_EXPERTISE,
  MENTOR_INTERESTS,
  mentorRegistrationFormSchema,
  STUDENT_INTERESTS,
  STUDENT_SKILLS,
  studentRegistrationFormSchema,
} from '@creators/contracts';
import { serverFieldErrors, serverMessage } from '../graphql/errors';
import { ME_QUERY, REGISTER_MUTATION, type RegisterInput } from '../graphql/identity';
import type { MessageId } from '../i18n/en';
import { useMessageText, useT } from '../i18n/useT';
import { PublicLayout } from '../layout/PublicLayout';
import { ChipsInput } from '../ui/ChipsInput';
import { useZodForm } from '../ui/dialogForm';
import { muiField } from '../ui/formFields';
import { PasswordField } from '../ui/PasswordField';
import { useToast } from '../ui/toast/ToastProvider';

export type RegistrationKind = 'student' | 'mentor';

/** The form's fields; a student form has no yearsExperience, currentRole or company (its schema is strict). */
interface RegistrationFormValues {
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
] as const;

/** /register/student ('Join as a Student') and /register/mentor ('Join as a Mentor'). */
export function RegistrationPage({ kind }: { kind: RegistrationKind }) {
  const t = useT();
  const m = (id: string) => t(id as MessageId);
  const text = useMessageText();
  const navigate = useNavigate();
  const { toast } = useToast();
  const variant = VARIANTS[kind];
  const [registerUser] = useMutation(REGISTER_MUTATION, {
    refetchQueries: [{ query: ME_QUERY }],
    awaitRefetchQueries: true,
  });

  // The contracts' form schemas check every rule (product.md §5) and trim, lower-case the email and drop duplicate list items.
  const schema: z.ZodType<RegistrationFormValues, RegistrationFormValues> = variant.schema;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(schema, {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirmPassword: '',
    bio: '',
    skills: [],
    interests: [],
    ...variant.defaults,
  });

  const onValid = async (values: RegistrationFormValues) => {
    // confirmPassword is checked, never sent; the role is fixed by the page.
    const { confirmPassword: _confirm, yearsExperience, currentRole, company, ...common } = values;
    const input: RegisterInput =
      kind === 'mentor'
        ? { ...common, role: 'mentor', yearsExperience, currentRole, ...(company ? { company } : {}) }
        : { ...common, role: 'student' };
    try {
      await registerUser({ variables: { input } });
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

  // product.md §5: too few skills is reported in a toast and nothing is submitted.
  const onInvalid = (formErrors: FieldErrors<RegistrationFormValues>) => {
    const skillsError = formErrors.skills?.message ?? formErrors.skills?.root?.message;
    if (skillsError) toast({ variant: 'destructive', title: text(skillsError) ?? skillsError });
  };

  const fieldText = (name: keyof RegistrationFormValues) => ({
    error: Boolean(errors[name]),
    helperText: text(errors[name]?.message),
  });

  return (
    <PublicLayout maxWidth="md">
      <Button component={RouterLink} to="/login" startIcon={<ArrowBackIcon />} sx={{ mt: 1 }}>
        {t('register.backToLogin')}
      </Button>
      <Card sx={{ mt: 2 }}>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
            {m(`register.${kind}.title`)}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            {m(`register.${kind}.subtitle`)}
          </Typography>

          <Stack
            component="form"
            noValidate
            spacing={3}
            onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
          >
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  {...muiField(register('firstName'))}
                  label={t('register.firstName')}
                  autoComplete="given-name"
                  fullWidth
                  {...fieldText('firstName')}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  {...muiField(register('lastName'))}
                  label={t('register.lastName')}
                  autoComplete="family-name"
                  fullWidth
                  {...fieldText('lastName')}
                />
              </Grid>
              <Grid size={12}>
                <TextField
                  {...muiField(register('email'))}
                  label={t('register.email')}
                  type="email"
                  autoComplete="email"
                  fullWidth
                  {...fieldText('email')}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <PasswordField
                  {...muiField(register('password'))}
                  label={t('register.password')}
                  autoComplete="new-password"
                  showLabel={t('auth.showPassword')}
                  hideLabel={t('auth.hidePassword')}
                  fullWidth
                  {...fieldText('password')}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <PasswordField
                  {...muiField(register('confirmPassword'))}
                  label={t('register.confirmPassword')}
                  autoComplete="new-password"
                  showLabel={t('register.showConfirmPassword')}
                  hideLabel={t('register.hideConfirmPassword')}
                  fullWidth
                  {...fieldText('confirmPassword')}
                />
              </Grid>
              {kind === 'mentor' && (
                <>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField
                      {...muiField(register('currentRole'))}
                      label={t('register.currentRole')}
                      placeholder={t('register.currentRolePlaceholder')}
                      autoComplete="organization-title"
                      fullWidth
                      {...fieldText('currentRole')}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField
                      {...muiField(register('yearsExperience'))}
                      label={t('register.yearsExperience')}
                      placeholder={t('register.yearsExperiencePlaceholder')}
                      fullWidth
                      {...fieldText('yearsExperience')}
                    />
                  </Grid>
                  <Grid size={12}>
                    <TextField
                      {...muiField(register('company'))}
                      label={t('register.company')}
                      placeholder={t('register.companyPlaceholder')}
                      autoComplete="organization"
                      fullWidth
                      {...fieldText('company')}
                    />
                  </Grid>
                </>
              )}
              <Grid size={12}>
                <TextField
                  {...muiField(register('experience'))}
                  select
                  label={t('register.experience')}
                  fullWidth
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                  {...fieldText('experience')}
                >
                  {variant.experienceLevels.map((level) => (
                    <option key={level} value={level}>
                      {m(`register.experience.${kind}.${level}`)}
                    </option>
                  ))}
                </TextField>
              </Grid>
              <Grid size={12}>
                <TextField
                  {...muiField(register('bio'))}
                  label={m(`register.${kind}.bio`)}
                  placeholder={m(`register.${kind}.bioPlaceholder`)}
                  multiline
                  minRows={kind === 'mentor' ? 4 : 3}
                  fullWidth
                  {...fieldText('bio')}
                />
              </Grid>
            </Grid>

            <Controller
              name="skills"
              control={control}
              render={({ field }) => (
                <ChipsInput
                  label={m(`register.${kind}.skills`)}
                  hint={m(`register.${kind}.skillsHint`)}
                  presets={variant.skillPresets}
                  value={field.value}
                  onChange={field.onChange}
                  customLabel={m(`register.${kind}.customSkill`)}
                />
              )}
            />
            <Controller
              name="interests"
              control={control}
              render={({ field }) => (
                <ChipsInput
                  label={t('register.interests')}
                  hint={t('register.interestsHint')}
                  presets={variant.interestPresets}
                  value={field.value}
                  onChange={field.onChange}
                  customLabel={t('register.customInterest')}
                  error={text(errors.interests?.message ?? errors.interests?.root?.message)}
                />
              )}
            />

            <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
              {isSubmitting ? t('register.submitting') : m(`register.${kind}.submit`)}
            </Button>
          </Stack>

          <Typography variant="body2" sx={{ textAlign: 'center', mt: 3 }}>
            {t('register.haveAccount')}{' '}
            <Link component={RouterLink} to="/login">
              {t('register.signIn')}
            </Link>
          </Typography>
        </CardContent>
      </Card>
    </PublicLayout>
  );
}
