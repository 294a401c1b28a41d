import { useMemo } from 'react';
import { get, useFieldArray } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useMutation, useQuery } from '@apollo/client/react';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import {
  isTimeZone,
  LOCALES,
  MENTORING_LIMITS,
  mentorAvailabilitySchema,
  type MentorAvailabilityInput,
} from '@creators/contracts';
import { serverMessage } from '../graphql/errors';
import {
  MY_MENTOR_AVAILABILITY_QUERY,
  SET_MENTOR_AVAILABILITY_MUTATION,
  type MentorAvailability,
} from '../graphql/mentoring';
import { errorCode } from '../graphql/writeFailures';
import { useMessageText } from '../i18n/useT';
import { useDialogSubmit, useFieldProps, useZodForm } from '../ui/dialogForm';
import { NativeSelectField } from '../ui/FormDialog';
import { muiField } from '../ui/formFields';
import { LoadErrorPanel } from '../ui/listPage';
import { useMentoringT } from './messages';
import { browserTimeZone, dayInZone, dayStartInstant, timeZoneChoices } from './timeZones';

/** ISO weekdays: 1 Monday … 7 Sunday. */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The form's values as the inputs hold them (strings); the schema turns them into the availability input. */
const availabilityFormSchema = z
  .object({
    slots: z.array(z.object({ day: z.string(), start: z.string(), end: z.string() })),
    timeZone: z.string(),
    maxTeams: z.string(),
    notAvailableUntil: z.string(),
    languages: z.array(z.string()),
  })
  .transform((values): MentorAvailabilityInput => {
    const zone = isTimeZone(values.timeZone.trim()) ? values.timeZone.trim() : 'UTC';
    return {
      slots: values.slots.map((slot) => ({ day: Number(slot.day), start: slot.start, end: slot.end })),
      timeZone: values.timeZone,
      maxTeams: Number(values.maxTeams),
      notAvailableUntil: values.notAvailableUntil ? dayStartInstant(values.notAvailableUntil, zone) : null,
      // An unknown code is left for the schema to refuse.
      languages: values.languages as MentorAvailabilityInput['languages'],
    };
  })
  .pipe(mentorAvailabilitySchema);

type FormValues = z.input<typeof availabilityFormSchema>;

const FIELDS = ['slots', 'timeZone', 'maxTeams', 'notAvailableUntil', 'languages'] as const;
/** Failures whose server text says what is wrong. */
const EXPLAINED = ['BAD_USER_INPUT', 'FORBIDDEN'];

function toFormValues(availability: MentorAvailability | null | undefined): FormValues {
  // A mentor who never saved their times starts from the browser's time zone.
  const timeZone = availability?.updatedAt ? availability.timeZone : browserTimeZone();
  return {
    slots: (availability?.slots ?? []).map((slot) => ({
      day: String(slot.day),
      start: slot.start,
      end: slot.end,
    })),
    timeZone,
    maxTeams: String(availability?.maxTeams ?? MENTORING_LIMITS.maxTeamsDefault),
    notAvailableUntil: availability?.notAvailableUntil
      ? dayInZone(availability.notAvailableUntil, isTimeZone(timeZone) ? timeZone : 'UTC')
      : '',
    languages: [...(availability?.languages ?? [])],
  };
}

/** "Availability" of the mentor dashboard: weekly slots, time zone, capacity, a pause and languages. */
export function AvailabilitySection() {
  const query = useQuery(MY_MENTOR_AVAILABILITY_QUERY, { errorPolicy: 'all' });
  const t = useMentoringT();
  if (!query.data?.me) {
    if (query.error) return <LoadErrorPanel onRetry={() => void query.refetch().catch(() => undefined)} />;
    return (
      <Typography variant="body2" color="text.secondary">
        {t('page.loading')}
      </Typography>
    );
  }
  return <AvailabilityForm userId={query.data.me.id} availability={query.data.me.mentorAvailability} />;
}

/** The ISO weekdays with the locale's names (Monday … Sunday). */
function useWeekdayOptions() {
  const intl = useIntl();
  return useMemo(
    () =>
      WEEKDAYS.map((day) => ({
        value: String(day),
        // 1 January 2024 was a Monday.
        label: intl.formatDate(new Date(Date.UTC(2024, 0, day)), { weekday: 'long', timeZone: 'UTC' }),
      })),
    [intl],
  );
}

function AvailabilityForm({
  userId,
  availability,
}: {
  userId: string;
  availability: MentorAvailability | null;
}) {
  const t = useMentoringT();
  const text = useMessageText();
  const weekdays = useWeekdayOptions();
  const form = useZodForm(availabilityFormSchema, toFormValues(availability));
  const field = useFieldProps(form);
  const slots = useFieldArray({ control: form.control, name: 'slots' });
  const [save] = useMutation(SET_MENTOR_AVAILABILITY_MUTATION, {
    update(cache, { data }) {
      if (!data) return;
      // The saved availability is the signed-in user's (embedded in their User entry of the cache).
      cache.modify({
        id: cache.identify({ __typename: 'User', id: userId }),
        fields: { mentorAvailability: () => data.setMentorAvailability },
      });
    },
  });
  const submit = useDialogSubmit(form, {
    save: (values) => save({ variables: { input: values } }),
    fields: FIELDS,
    created: {
      title: t('mentoring.availability.saved.title'),
      description: t('mentoring.availability.saved.description'),
    },
    failed: t('mentoring.availability.saveFailed'),
    lists: ['Mentors'],
    onClose: () => undefined,
    failureText: (error) =>
      EXPLAINED.includes(errorCode(error) ?? '') ? (serverMessage(error) ?? null) : null,
  });
  const zones = timeZoneChoices(form.watch('timeZone'));
  const languages = form.watch('languages');
  const { errors } = form.formState;
  const slotsError = text(
    (errors.slots?.root?.message as string | undefined) ?? (errors.slots?.message as string | undefined),
  );
  const languagesError = text(errors.languages?.message as string | undefined);

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit.onSubmit(event)}>
      {submit.failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {submit.failure}
        </Alert>
      )}
      <Stack spacing={2.5}>
        <FormControl component="fieldset" error={Boolean(slotsError)} fullWidth>
          <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 1 }}>
            {t('mentoring.availability.slots')}
          </FormLabel>
          {slots.fields.length === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('mentoring.availability.noSlots')}
            </Typography>
          )}
          <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {slots.fields.map((slot, index) => {
              const rowError = text(
                (get(errors, `slots.${index}.message`) as string | undefined) ??
                  (get(errors, `slots.${index}.start.message`) as string | undefined) ??
                  (get(errors, `slots.${index}.end.message`) as string | undefined) ??
                  (get(errors, `slots.${index}.day.message`) as string | undefined),
              );
              return (
                <li key={slot.id}>
                  <Box
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr auto' },
                      gap: 1,
                      alignItems: 'start',
                    }}
                  >
                    <NativeSelectField
                      {...muiField(form.register(`slots.${index}.day`))}
                      label={t('mentoring.availability.day')}
                      size="small"
                      error={Boolean(rowError)}
                      options={weekdays}
                      sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
                    />
                    <TextField
                      {...muiField(form.register(`slots.${index}.start`))}
                      type="time"
                      label={t('mentoring.availability.start')}
                      size="small"
                      error={Boolean(rowError)}
                      slotProps={{ inputLabel: { shrink: true } }}
                    />
                    <TextField
                      {...muiField(form.register(`slots.${index}.end`))}
                      type="time"
                      label={t('mentoring.availability.end')}
                      size="small"
                      error={Boolean(rowError)}
                      slotProps={{ inputLabel: { shrink: true } }}
                    />
                    <IconButton
                      aria-label={t('mentoring.availability.removeSlot', { count: index + 1 })}
                      onClick={() => slots.remove(index)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Box>
                  {rowError && <FormHelperText error>{rowError}</FormHelperText>}
                </li>
              );
            })}
          </Stack>
          <Box sx={{ mt: 1.5 }}>
            <Button
              startIcon={<AddIcon />}
              variant="outlined"
              disabled={slots.fields.length >= MENTORING_LIMITS.slotsMax}
              onClick={() => slots.append({ day: '1', start: '16:00', end: '18:00' })}
            >
              {t('mentoring.availability.addSlot')}
            </Button>
          </Box>
          {slotsError && <FormHelperText>{slotsError}</FormHelperText>}
        </FormControl>

        <NativeSelectField
          {...field('timeZone')}
          label={t('mentoring.availability.timeZone')}
          options={zones.map((zone) => ({ value: zone, label: zone }))}
        />
        <NativeSelectField
          {...field('maxTeams')}
          label={t('mentoring.availability.maxTeams')}
          options={Array.from({ length: MENTORING_LIMITS.maxTeamsMax }, (_, i) => ({
            value: String(i + 1),
            label: String(i + 1),
          }))}
        />
        <TextField
          {...field('notAvailableUntil', t('mentoring.availability.notAvailableUntilHint'))}
          type="date"
          label={t('mentoring.availability.notAvailableUntil')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormControl component="fieldset" error={Boolean(languagesError)}>
          <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
            {t('mentoring.availability.languages')}
          </FormLabel>
          <FormGroup row>
            {LOCALES.map((language) => (
              <FormControlLabel
                key={language}
                label={t(`mentoring.language.${language}`)}
                control={
                  <Checkbox
                    checked={languages.includes(language)}
                    onChange={(event) =>
                      form.setValue(
                        'languages',
                        event.target.checked
                          ? [...languages, language]
                          : languages.filter((value) => value !== language),
                        { shouldDirty: true },
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
          {languagesError && <FormHelperText>{languagesError}</FormHelperText>}
        </FormControl>
        <Box>
          <Button type="submit" variant="contained" disabled={submit.submitting}>
            {submit.submitting ? t('mentoring.availability.saving') : t('mentoring.availability.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
