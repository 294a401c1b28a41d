import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PROGRAMME_LIMITS } from '@creators/contracts';
import { useMessageText } from '../i18n/useT';
import { useFieldProps } from '../ui/dialogForm';
import { NativeSelectField } from '../ui/FormDialog';
import { timeZoneChoices } from '../mentoring/timeZones';
import { labelOf, phaseId, useProgrammesT } from './messages';
import type { ProgrammeFormOutput, ProgrammeFormValues } from './programmeForm';

type ProgrammeForm = UseFormReturn<ProgrammeFormValues, unknown, ProgrammeFormOutput>;

const DATE_SLOT_PROPS = { inputLabel: { shrink: true } };

/** A group of fields under its heading (a fieldset named by its legend). */
function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
        {legend}
      </Typography>
      <Stack spacing={2.5}>{children}</Stack>
    </Box>
  );
}

/**
 * The fields of a programme (creation and the calendar): name and description in English and German, the time zone,
 * each phase's start and end, the submission deadline, the end of judging and the results date.
 */
export function ProgrammeFormFields({ form }: { form: ProgrammeForm }) {
  const t = useProgrammesT();
  const text = useMessageText();
  const field = useFieldProps(form);
  const phases = form.watch('phases');
  const zones = timeZoneChoices(form.watch('timeZone'));
  const phasesError = form.formState.errors.phases;
  // The order of the four phases (a rule about the list, not one field of it).
  const phasesMessage = text(phasesError?.message ?? phasesError?.root?.message);

  return (
    <>
      <FieldGroup legend={t('programmes.form.texts')}>
        <TextField
          {...field('name', t('programmes.form.nameHint'))}
          label={t('programmes.form.name')}
          required
          slotProps={{ htmlInput: { maxLength: PROGRAMME_LIMITS.nameMax } }}
        />
        <TextField
          {...field('description')}
          label={t('programmes.form.description')}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: PROGRAMME_LIMITS.descriptionMax } }}
        />
        <TextField
          {...field('nameDe')}
          label={t('programmes.form.nameDe')}
          slotProps={{ htmlInput: { maxLength: PROGRAMME_LIMITS.nameMax, lang: 'de' } }}
        />
        <TextField
          {...field('descriptionDe')}
          label={t('programmes.form.descriptionDe')}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: PROGRAMME_LIMITS.descriptionMax, lang: 'de' } }}
        />
      </FieldGroup>
      <NativeSelectField
        {...field('timeZone', t('programmes.form.timeZoneHint'))}
        label={t('programmes.form.timeZone')}
        options={zones.map((zone) => ({ value: zone, label: zone }))}
      />
      <FieldGroup legend={t('programmes.form.phases')}>
        {phasesMessage && <FormHelperText error>{phasesMessage}</FormHelperText>}
        {phases.map((phase, i) => {
          const name = labelOf(t, phaseId(phase.key), phase.key);
          return (
            <Stack key={phase.key} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                {...field(`phases.${i}.startsAt`)}
                type="datetime-local"
                label={t('programmes.form.phaseStart', { phase: name })}
                required
                slotProps={DATE_SLOT_PROPS}
              />
              <TextField
                {...field(`phases.${i}.endsAt`)}
                type="datetime-local"
                label={t('programmes.form.phaseEnd', { phase: name })}
                required
                slotProps={DATE_SLOT_PROPS}
              />
            </Stack>
          );
        })}
      </FieldGroup>
      <FieldGroup legend={t('programmes.form.deadlines')}>
        <TextField
          {...field('submissionDeadline', t('programmes.form.submissionDeadlineHint'))}
          type="datetime-local"
          label={t('programmes.form.submissionDeadline')}
          required
          slotProps={DATE_SLOT_PROPS}
        />
        <TextField
          {...field('judgingEndsAt')}
          type="datetime-local"
          label={t('programmes.form.judgingEndsAt')}
          required
          slotProps={DATE_SLOT_PROPS}
        />
        <TextField
          {...field('resultsAt')}
          type="datetime-local"
          label={t('programmes.form.resultsAt')}
          required
          slotProps={DATE_SLOT_PROPS}
        />
      </FieldGroup>
    </>
  );
}
