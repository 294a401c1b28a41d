import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { JUDGING_LIMITS } from '@creators/contracts';
import { MY_SCORE_QUERY, SCORE_PROJECT_MUTATION, type JudgingCriterion } from './graphql';
import { useJudgingT } from './messages';
import { useLocalName } from './names';
import { ScoreScale } from './ScoreScale';
import { useJudgingWrite } from './useJudgingWrite';

type Values = Record<string, number | null>;

/**
 * A judge's score of one project: every criterion of the rubric 1 to 5 and a comment; saving again replaces it.
 * A value left out is named on its criterion; the server's field messages (`criteria.<key>`, `comment`) too.
 */
export function ScoreForm({
  projectId,
  title,
  rubric,
  score,
}: {
  projectId: string;
  title: string;
  rubric: readonly JudgingCriterion[];
  score: { criteria: ReadonlyArray<{ key: string; value: number }>; comment: string | null } | null;
}) {
  const t = useJudgingT();
  const nameOf = useLocalName();
  const [values, setValues] = useState<Values>(() =>
    Object.fromEntries(
      rubric.map((criterion) => [
        criterion.key,
        score?.criteria.find((given) => given.key === criterion.key)?.value ?? null,
      ]),
    ),
  );
  const [comment, setComment] = useState(score?.comment ?? '');
  const [missing, setMissing] = useState<string[]>([]);
  const [scoreProject] = useMutation(SCORE_PROJECT_MUTATION);
  const write = useJudgingWrite(t('judging.score.failed'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const left = rubric
      .filter((criterion) => values[criterion.key] == null)
      .map((criterion) => criterion.key);
    setMissing(left);
    if (left.length > 0) return;
    await write.run(
      () =>
        scoreProject({
          variables: {
            projectId,
            criteria: rubric.map((criterion) => ({
              key: criterion.key,
              value: values[criterion.key] as number,
            })),
            comment: comment.trim() || null,
          },
          // The page shows 'Scored' at once: the judge's own score is the one saved.
          update(cache, { data }) {
            if (data)
              cache.writeQuery({
                query: MY_SCORE_QUERY,
                variables: { projectId },
                data: { myScore: data.scoreProject },
              });
          },
        }),
      t('judging.score.saved'),
    );
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('judging.score.form', { title })}
      sx={{ mt: 2 }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('judging.score.scale')}
      </Typography>
      {write.failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {write.failure}
        </Alert>
      )}
      <Stack spacing={2}>
        {rubric.map((criterion) => (
          <ScoreScale
            key={criterion.key}
            label={nameOf(criterion)}
            value={values[criterion.key] ?? null}
            onChange={(value) => setValues((current) => ({ ...current, [criterion.key]: value }))}
            error={
              write.fields[`criteria.${criterion.key}`] ??
              (missing.includes(criterion.key) && values[criterion.key] == null
                ? t('judging.score.missing')
                : undefined)
            }
          />
        ))}
        <TextField
          label={t('judging.score.comment')}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          multiline
          minRows={2}
          error={Boolean(write.fields.comment)}
          helperText={write.fields.comment}
          slotProps={{ htmlInput: { maxLength: JUDGING_LIMITS.commentMax } }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={write.busy}>
            {write.busy ? t('judging.score.saving') : t('judging.score.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
