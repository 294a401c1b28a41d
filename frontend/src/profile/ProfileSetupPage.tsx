import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EXPERIENCE_LEVELS, profileUpdateSchema, USER_ROLES } from '@creators/contracts';
import { serverFieldErrors, serverMessage } from '../graphql/errors';
import { ME_QUERY, UPDATE_PROFILE_MUTATION, type SessionUser } from '../graphql/identity';
import { useMessageText, useT } from '../i18n/useT';
import { ChipsInput } from '../ui/ChipsInput';
import { useZodForm } from '../ui/dialogForm';
import { muiField } from '../ui/formFields';
import { useToast } from '../ui/toast/ToastProvider';
import { PROFILE_INTERESTS, PROFILE_SKILLS } from './presets';

function pick<T extends string>(value: string | null | undefined, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** 'Complete Your Profile': role, experience, bio, skills and interests (product.md §2), prefilled from the user. */
export function ProfileSetupPage({ user }: { user: SessionUser }) {
  const t = useT();
  const text = useMessageText();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [updateProfile] = useMutation(UPDATE_PROFILE_MUTATION, {
    refetchQueries: [{ query: ME_QUERY }],
    awaitRefetchQueries: true,
  });
  // Form defaults (product.md §5): role student, experience beginner, empty bio and lists, unless the user has them.
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(profileUpdateSchema, {
    role: pick(user.role, USER_ROLES, 'student'),
    experience: pick(user.experience, EXPERIENCE_LEVELS, 'beginner'),
    bio: user.bio ?? '',
    skills: user.skills ?? [],
    interests: user.interests ?? [],
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await updateProfile({ variables: { input } });
      toast({ title: t('profile.success.title'), description: t('profile.success.description') });
      void navigate('/', { replace: true });
    } catch (error) {
      const fields = serverFieldErrors(error);
      for (const field of ['role', 'experience', 'bio'] as const)
        if (fields[field]) setError(field, { message: fields[field] });
      toast({
        variant: 'destructive',
        title: t('profile.failure.title'),
        description: serverMessage(error) ?? t('profile.failure.description'),
      });
    }
  });

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <Card>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
            {t('profile.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            {t('profile.subtitle')}
          </Typography>
          <Stack component="form" noValidate spacing={3} onSubmit={(event) => void onSubmit(event)}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  {...muiField(register('role'))}
                  select
                  label={t('profile.role')}
                  fullWidth
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                  error={Boolean(errors.role)}
                  helperText={text(errors.role?.message)}
                >
                  {USER_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {t(`role.${role}`)}
                    </option>
                  ))}
                </TextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  {...muiField(register('experience'))}
                  select
                  label={t('profile.experience')}
                  fullWidth
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                  error={Boolean(errors.experience)}
                  helperText={text(errors.experience?.message)}
                >
                  {EXPERIENCE_LEVELS.map((level) => (
                    <option key={level} value={level}>
                      {t(`experience.${level}`)}
                    </option>
                  ))}
                </TextField>
              </Grid>
              <Grid size={12}>
                <TextField
                  {...muiField(register('bio'))}
                  label={t('profile.bio')}
                  placeholder={t('profile.bioPlaceholder')}
                  multiline
                  minRows={3}
                  fullWidth
                  error={Boolean(errors.bio)}
                  helperText={text(errors.bio?.message)}
                />
              </Grid>
            </Grid>
            <Controller
              name="skills"
              control={control}
              render={({ field }) => (
                <ChipsInput
                  label={t('profile.skills')}
                  hint={t('profile.skillsHint')}
                  presets={PROFILE_SKILLS}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  customLabel={t('profile.customSkill')}
                  error={text(errors.skills?.message ?? errors.skills?.root?.message)}
                />
              )}
            />
            <Controller
              name="interests"
              control={control}
              render={({ field }) => (
                <ChipsInput
                  label={t('profile.interests')}
                  hint={t('profile.interestsHint')}
                  presets={PROFILE_INTERESTS}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  customLabel={t('profile.customInterest')}
                  error={text(errors.interests?.message ?? errors.interests?.root?.message)}
                />
              )}
            />
            <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
              {isSubmitting ? t('profile.submitting') : t('profile.submit')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
