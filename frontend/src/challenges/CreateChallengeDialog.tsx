import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient, useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CHALLENGE_CATEGORIES, createChallengeSchema, DIFFICULTIES, splitTags } from '@creators/contracts';
import { CREATE_CHALLENGE_MUTATION } from '../graphql/challenges';
import { serverFieldErrors } from '../graphql/errors';
import { refetchActive } from '../graphql/writeFailures';
import { useMessageText } from '../i18n/useT';
import { categoryLabel, difficultyLabel } from '../ui/domainLabels';
import { muiField } from '../ui/formFields';
import { useToast } from '../ui/toast/ToastProvider';
import { useChallengesT } from './messages';

/** The lists a new challenge changes (SPEC 7). */
export const CHALLENGE_LISTS = ['Challenges'] as const;

/** createChallengeSchema with the tags typed as one comma-separated text (SPEC 5), split with splitTags. */
export const challengeFormSchema = createChallengeSchema.pick({ title: true, description: true, category: true, difficulty: true, status: true }).extend({
  tags: z.string().transform(splitTags).pipe(createChallengeSchema.shape.tags.unwrap()),
});
type ChallengeFormInput = z.input<typeof challengeFormSchema>;

/** An error of the tags text may sit on one tag (tags.2 too long): its first message. */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref') continue;
    const nested = firstMessage(value);
    if (nested) return nested;
  }
  return undefined;
}
type ChallengeFormOutput = z.output<typeof challengeFormSchema>;

/** 'Create Challenge' (SPEC 2): title, description, category (default technology), difficulty (default beginner), tags. */
export function CreateChallengeDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useChallengesT();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="create-challenge-title" aria-describedby="create-challenge-subtitle">
      <DialogTitle id="create-challenge-title">{t('challenges.form.title')}</DialogTitle>
      {/* The form lives inside the dialog, so it starts afresh each time the dialog opens. */}
      <CreateChallengeForm onClose={onClose} />
    </Dialog>
  );
}

function CreateChallengeForm({ onClose }: { onClose(): void }) {
  const t = useChallengesT();
  const intl = useIntl();
  const text = useMessageText();
  const client = useApolloClient();
  const { toast } = useToast();
  const [createChallenge] = useMutation(CREATE_CHALLENGE_MUTATION);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChallengeFormInput, unknown, ChallengeFormOutput>({
    resolver: zodResolver(challengeFormSchema),
    defaultValues: { title: '', description: '', category: 'technology', difficulty: 'beginner', status: 'active', tags: '' },
  });

  // Also shown in the dialog: while it is open, the rest of the page (and the toast) is hidden from screen readers.
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await createChallenge({ variables: { input } });
      toast({ title: t('challenges.created.title'), description: t('challenges.created.description') });
      onClose();
      void refetchActive(client, CHALLENGE_LISTS);
    } catch (error) {
      // SPEC 8: a failed create is 'Error' / 'Failed to create challenge.' (401 not handled specially).
      const fields = serverFieldErrors(error);
      for (const field of ['title', 'description', 'category', 'difficulty', 'tags'] as const) if (fields[field]) setError(field, { message: fields[field] });
      setFailure(t('challenges.createFailed'));
      toast({ variant: 'destructive', title: t('shared.error'), description: t('challenges.createFailed') });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText id="create-challenge-subtitle" sx={{ mb: 2 }}>
          {t('challenges.form.subtitle')}
        </DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Stack spacing={2.5}>
          <TextField
            {...muiField(register('title'))}
            label={t('challenges.form.titleLabel')}
            placeholder={t('challenges.form.titlePlaceholder')}
            required
            fullWidth
            autoFocus
            error={Boolean(errors.title)}
            helperText={text(errors.title?.message)}
          />
          <TextField
            {...muiField(register('description'))}
            label={t('challenges.form.description')}
            placeholder={t('challenges.form.descriptionPlaceholder')}
            required
            multiline
            minRows={4}
            fullWidth
            error={Boolean(errors.description)}
            helperText={text(errors.description?.message)}
          />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...muiField(register('category'))}
                select
                label={t('challenges.form.category')}
                fullWidth
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                error={Boolean(errors.category)}
                helperText={text(errors.category?.message)}
              >
                {CHALLENGE_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {categoryLabel(intl, category)}
                  </option>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...muiField(register('difficulty'))}
                select
                label={t('shared.difficulty')}
                fullWidth
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                error={Boolean(errors.difficulty)}
                helperText={text(errors.difficulty?.message)}
              >
                {DIFFICULTIES.map((difficulty) => (
                  <option key={difficulty} value={difficulty}>
                    {difficultyLabel(intl, difficulty)}
                  </option>
                ))}
              </TextField>
            </Grid>
          </Grid>
          <TextField
            {...muiField(register('tags'))}
            label={t('challenges.form.tags')}
            placeholder={t('challenges.form.tagsPlaceholder')}
            fullWidth
            error={Boolean(errors.tags)}
            helperText={text(firstMessage(errors.tags)) ?? t('challenges.form.tagsHint')}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>{t('shared.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {isSubmitting ? t('challenges.form.submitting') : t('challenges.form.submit')}
        </Button>
      </DialogActions>
    </Box>
  );
}
