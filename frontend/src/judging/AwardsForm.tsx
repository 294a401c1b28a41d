import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AWARD_KINDS, JUDGING_LIMITS } from '@creators/contracts';
import { PageSection } from '../ui/entityPage';
import { NativeSelectField } from '../ui/FormDialog';
import { EditableRow } from './EditableRow';
import { SET_PROGRAMME_AWARDS_MUTATION, type Judging } from './graphql';
import { useJudgingT, type JudgingMessageId } from './messages';
import { newKey, useLocalName } from './names';
import { useJudgingWrite } from './useJudgingWrite';

interface Row {
  key: string | null;
  name: string;
  nameDe: string;
  kind: string;
  criterion: string;
}

const KIND_LABELS: Record<(typeof AWARD_KINDS)[number], JudgingMessageId> = {
  overall: 'judging.kind.overall',
  criterion: 'judging.kind.criterion',
  vote: 'judging.kind.vote',
};

/** 'Awards': their names in English and German and what each goes to, until the results are published. */
export function AwardsForm({ programmeId, judging }: { programmeId: string; judging: Judging }) {
  const t = useJudgingT();
  const nameOf = useLocalName();
  const [rows, setRows] = useState<Row[]>(() =>
    judging.awards.map((award) => ({
      key: award.key,
      name: award.name,
      nameDe: award.nameDe ?? '',
      kind: award.kind,
      criterion: award.criterion ?? '',
    })),
  );
  const [save] = useMutation(SET_PROGRAMME_AWARDS_MUTATION);
  const write = useJudgingWrite(t('judging.awardsForm.failed'));
  const change = (index: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const firstCriterion = judging.rubric[0]?.key ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const taken = new Set(rows.flatMap((row) => (row.key ? [row.key] : [])));
    const awards = rows.map((row) => {
      const key = row.key ?? newKey(row.name, taken, 'award');
      taken.add(key);
      return {
        key,
        name: row.name.trim(),
        nameDe: row.nameDe.trim() || null,
        kind: row.kind,
        criterion: row.kind === 'criterion' ? row.criterion || null : null,
      };
    });
    const saved = await write.run(
      () => save({ variables: { programmeId, awards } }),
      t('judging.awardsForm.saved'),
    );
    if (saved) setRows((current) => current.map((row, i) => ({ ...row, key: awards[i]!.key })));
  };
  const fieldError = (index: number, field: string) => write.fields[`awards.${index}.${field}`];

  return (
    <PageSection id="judging-awards" title={t('judging.awards.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('judging.awardsForm.hint')}
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        {write.failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {write.fields.awards ?? write.failure}
          </Alert>
        )}
        <Stack spacing={2}>
          {rows.map((row, index) => (
            <EditableRow
              key={index}
              legend={t('judging.awardsForm.award', { number: index + 1 })}
              removeLabel={t('judging.awardsForm.remove', { number: index + 1 })}
              onRemove={() => setRows((current) => current.filter((_, i) => i !== index))}
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
              <NativeSelectField
                size="small"
                label={t('judging.awardsForm.kind')}
                value={row.kind}
                onChange={(event) =>
                  change(index, { kind: event.target.value, criterion: row.criterion || firstCriterion })
                }
                error={Boolean(fieldError(index, 'kind'))}
                helperText={fieldError(index, 'kind')}
                options={AWARD_KINDS.map((kind) => ({ value: kind, label: t(KIND_LABELS[kind]) }))}
              />
              {row.kind === 'criterion' && (
                <NativeSelectField
                  size="small"
                  label={t('judging.awardsForm.criterion')}
                  value={row.criterion}
                  onChange={(event) => change(index, { criterion: event.target.value })}
                  error={Boolean(fieldError(index, 'criterion'))}
                  helperText={fieldError(index, 'criterion')}
                  options={judging.rubric.map((criterion) => ({
                    value: criterion.key,
                    label: nameOf(criterion),
                  }))}
                />
              )}
            </EditableRow>
          ))}
        </Stack>
        <Box sx={{ display: 'flex', gap: 1.5, mt: 2 }}>
          <Button
            variant="outlined"
            disabled={rows.length >= JUDGING_LIMITS.awardsMax}
            onClick={() =>
              setRows((current) => [
                ...current,
                { key: null, name: '', nameDe: '', kind: 'overall', criterion: '' },
              ])
            }
          >
            {t('judging.awardsForm.add')}
          </Button>
          <Button type="submit" variant="contained" disabled={write.busy}>
            {write.busy ? t('judging.form.saving') : t('judging.awardsForm.save')}
          </Button>
        </Box>
      </Box>
    </PageSection>
  );
}
