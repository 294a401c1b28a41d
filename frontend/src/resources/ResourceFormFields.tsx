import { useIntl } from 'react-intl';
import type { z } from 'zod';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { createResourceSchema, DIFFICULTIES, RESOURCE_TYPES } from '@creators/contracts';
import type { useFieldProps } from '../ui/dialogForm';
import { difficultyLabel } from '../ui/domainLabels';
import { NativeSelectField } from '../ui/FormDialog';
import { useResourcesT } from './messages';

/** The rules and messages of a resource's fields, on creation and on an edit alike (product.md §11.2). */
export const resourceFormSchema = createResourceSchema;

export type ResourceFormValues = z.input<typeof resourceFormSchema>;

/** The fields a resource's author fills in (product.md §2.12; no tags). */
export const RESOURCE_FIELD_NAMES = [
  'title',
  'description',
  'type',
  'url',
  'provider',
  'difficulty',
  'duration',
] as const;

export type ResourceFieldName = (typeof RESOURCE_FIELD_NAMES)[number];

/** A form's field binder (useFieldProps) restricted to the resource's fields. */
type FieldBinder = (name: ResourceFieldName, hint?: string) => ReturnType<ReturnType<typeof useFieldProps>>;

/** Title, description, type, URL, provider, difficulty and duration, shared by 'Add Resource' and 'Edit'. */
export function ResourceFormFields({ field }: { field: FieldBinder }) {
  const t = useResourcesT();
  const intl = useIntl();
  return (
    <>
      <TextField
        {...field('title')}
        label={t('resources.form.titleLabel')}
        required
        // An opened dialog moves focus to its first field (WAI-ARIA dialog pattern).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      <TextField {...field('description')} label={t('resources.form.description')} multiline minRows={3} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <NativeSelectField
            {...field('type')}
            label={t('resources.form.type')}
            options={RESOURCE_TYPES.map((type) => ({ value: type, label: t(`resourceType.${type}`) }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <NativeSelectField
            {...field('difficulty')}
            label={t('shared.difficulty')}
            options={DIFFICULTIES.map((difficulty) => ({
              value: difficulty,
              label: difficultyLabel(intl, difficulty),
            }))}
          />
        </Grid>
      </Grid>
      <TextField
        {...field('url')}
        type="url"
        label={t('resources.form.url')}
        placeholder="https://"
        required
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...field('provider')}
            label={t('resources.form.provider')}
            placeholder={t('resources.form.providerPlaceholder')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...field('duration')}
            label={t('resources.form.duration')}
            placeholder={t('resources.form.durationPlaceholder')}
          />
        </Grid>
      </Grid>
    </>
  );
}
