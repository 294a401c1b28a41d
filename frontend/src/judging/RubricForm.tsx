import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { JUDGING_LIMITS } from '@creators/contracts';
import { PageSection } from '../ui/entityPage';
import { EditableRow } from './EditableRow';
import { SET_JUDGING_RUBRIC_MUTATION, type Judging } from './graphql';
import { useJudgingT } from './messages';
import { newKey } from './names';
import { useJudgingWrite } from './useJudgingWrite';

interface Row {
  key: string | null;
  name: string;
  nameDe: string;
  weight: string;
}

/** 'Rubric': its criteria (names in English and German, weight), until the first score. */
export function RubricForm({ programmeId, judging }: { programmeId: string; judging: Judging }) {
  const t = useJudgingT();
  const [rows, setRows] = useState<Row[]>(() =>
    judging.rubric.map((criterion) => ({
      key: criterion.key,
      name: criterion.name,
      nameDe: criterion.nameDe ?? '',
      weight: String(criterion.weight),
    })),
  );
  const [save] = useMutation(SET_JUDGING_RUBRIC_MUTATION);
  const write = useJudgingWrite(t('judging.rubric.failed'));
  const change = (index: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const taken = new Set(rows.flatMap((row) => (row.key ? [row.key] : [])));
    const criteria = rows.map((row) => {
      const key = row.key ?? newKey(row.name, taken, 'criterion');
      taken.add(key);
      return { key, name: row.name.trim(), nameDe: row.nameDe.trim() || null, weight: Number(row.weight) };
    });
    const saved = await write.run(
      () => save({ variables: { programmeId, criteria } }),
      t('judging.rubric.saved'),
    );
    if (saved) setRows((current) => current.map((row, i) => ({ ...row, key: criteria[i]!.key })));
  };
  const fieldError = (index: number, field: string) => write.fields[`criteria.${index}.${field}`];

  return (
    <PageSection id="judging-rubric" title={t('judging.rubric.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('judging.rubric.hint')}
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        {write.failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {write.fields.criteria ?? write.failure}
          </Alert>
        )}
        <Stack spacing={2}>
          {rows.map((row, index) => (
            <EditableRow
              key={index}
              legend={t('judging.rubric.criterion', { number: index + 1 })}
              removeLabel={t('judging.rubric.remove', { number: index + 1 })}
              onRemove={
                rows.length > 1
                  ? () => setRows((current) => current.filter((_, i) => i !== index))
                  : undefined
              }
            >
              <TextField
                size="small"
                label={t('judging.form.name')}
                value={row.name}
                onChange={(event) => change(index, { name: event.target.value })}
                error={Boolean(fieldError(index, 'name'))}
                helperText={fieldError(index, 'name')}
                slotProps={{ htmlInput: { maxLength: JUDGING_LIMITS.nameMax } }}
              />
              <TextField
                size="small"
                label={t('judging.form.nameDe')}
                value={row.nameDe}
                onChange={(event) => change(index, { nameDe: event.target.value })}
                error={Boolean(fieldError(index, 'nameDe'))}
                helperText={fieldError(index, 'nameDe')}
                slotProps={{ htmlInput: { maxLength: JUDGING_LIMITS.nameMax } }}
              />
              <TextField
                size="small"
                type="number"
                label={t('judging.rubric.weight')}
                value={row.weight}
                onChange={(event) => change(index, { weight: event.target.value })}
                error={Boolean(fieldError(index, 'weight'))}
                helperText={fieldError(index, 'weight')}
                slotProps={{ htmlInput: { min: JUDGING_LIMITS.weightMin, max: JUDGING_LIMITS.weightMax } }}
                sx={{ width: 110 }}
              />
            </EditableRow>
          ))}
        </Stack>
        <Box sx={{ display: 'flex', gap: 1.5, mt: 2 }}>
          <Button
            variant="outlined"
            disabled={rows.length >= JUDGING_LIMITS.criteriaMax}
            onClick={() =>
              setRows((current) => [...current, { key: null, name: '', nameDe: '', weight: '1' }])
            }
          >
            {t('judging.rubric.add')}
          </Button>
          <Button type="submit" variant="contained" disabled={write.busy}>
            {write.busy ? t('judging.form.saving') : t('judging.rubric.save')}
          </Button>
        </Box>
      </Box>
    </PageSection>
  );
}
