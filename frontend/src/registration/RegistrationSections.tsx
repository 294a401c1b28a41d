import { Controller } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { MessageId } from '../i18n/en';
import { useMessageText, useT } from '../i18n/useT';
import { ChipsInput } from '../ui/ChipsInput';
import { muiField } from '../ui/formFields';
import { PasswordField } from '../ui/PasswordField';
import { useRegistrationT } from './messages';
import type { RegistrationForm, RegistrationKind } from './useRegistrationForm';

interface SectionProps {
  kind: RegistrationKind;
  registration: RegistrationForm;
}

/** A message whose id is built from the kind of registration (register.student.… / register.mentor.…). */
function useKindT() {
  const t = useT();
  return (id: string) => t(id as MessageId);
}

/** Name, email and the password twice (product.md §2.4). */
export function AccountFields({ registration }: { registration: RegistrationForm }) {
  const t = useT();
  const { register } = registration.form;
  const { fieldText } = registration;
  return (
    <>
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
    </>
  );
}

/** A mentor's current role, years of experience and company (product.md §2.4); nothing for a student. */
export function MentorFields({ kind, registration }: SectionProps) {
  const t = useT();
  const { register } = registration.form;
  const { fieldText } = registration;
  if (kind !== 'mentor') return null;
  return (
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
  );
}

/** The experience level (the kind's own levels) and the bio. */
export function ProfileFields({ kind, registration }: SectionProps) {
  const t = useT();
  const m = useKindT();
  const { register } = registration.form;
  const { fieldText, variant } = registration;
  return (
    <>
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
    </>
  );
}

/** Skills (a student's skills, a mentor's expertise) and interests, from the kind's presets or typed. */
export function SkillsAndInterests({ kind, registration }: SectionProps) {
  const t = useT();
  const m = useKindT();
  const text = useMessageText();
  const {
    control,
    formState: { errors },
  } = registration.form;
  const { variant } = registration;
  return (
    <>
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
            error={text(errors.skills?.message ?? errors.skills?.root?.message)}
            fieldId="registration-skills"
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
    </>
  );
}

/**
 * The cohort code a class registers with (docs/product.md §14), optional; filled in from the link staff share
 * (/register/student?code=…). A code the server refuses shows its message here.
 */
export function CohortCodeField({ registration }: { registration: RegistrationForm }) {
  const t = useRegistrationT();
  const { register } = registration.form;
  const { error, helperText } = registration.fieldText('cohortCode');
  return (
    <Grid size={12}>
      <TextField
        {...muiField(register('cohortCode'))}
        label={t('register.cohortCode')}
        autoComplete="off"
        fullWidth
        error={error}
        helperText={helperText ?? t('register.cohortCodeHint')}
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
      />
    </Grid>
  );
}
