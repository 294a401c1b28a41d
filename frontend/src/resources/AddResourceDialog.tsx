import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
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
import { createResourceSchema, DIFFICULTIES, RESOURCE_TYPES } from '@creators/contracts';
import { serverFieldErrors } from '../graphql/errors';
import { CREATE_RESOURCE_MUTATION } from '../graphql/showcase';
import { refetchActive, useRelogin } from '../graphql/writeFailures';
import { useMessageText } from '../i18n/useT';
import { difficultyLabel } from '../ui/domainLabels';
import { muiField } from '../ui/formFields';
import { useToast } from '../ui/toast/ToastProvider';
import { useResourcesT } from './messages';

/** The lists a new resource changes (SPEC 7): this page's and the dashboard card's. */
export const RESOURCE_LISTS = ['LearningResources', 'Resources'] as const;

type ResourceFormInput = z.input<typeof createResourceSchema>;
type ResourceFormOutput = z.output<typeof createResourceSchema>;
const FIELDS = ['title', 'description', 'type', 'url', 'provider', 'difficulty', 'duration'] as const;

/** 'Add Resource' (SPEC 2): title, description, type (default article), URL, provider, difficulty (default beginner), duration; no tags. */
export function AddResourceDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useResourcesT();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-resource-title" aria-describedby="add-resource-subtitle">
      <DialogTitle id="add-resource-title">{t('resources.form.title')}</DialogTitle>
      <AddResourceForm onClose={onClose} />
    </Dialog>
  );
}

function AddResourceForm({ onClose }: { onClose(): void }) {
  const t = useResourcesT();
  const intl = useIntl();
  const text = useMessageText();
  const client = useApolloClient();
  const { toast } = useToast();
  const { handleUnauthorized } = useRelogin();
  const [createResource] = useMutation(CREATE_RESOURCE_MUTATION);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResourceFormInput, unknown, ResourceFormOutput>({
    resolver: zodResolver(createResourceSchema),
    defaultValues: { title: '', description: '', type: 'article', url: '', provider: '', difficulty: 'beginner', duration: '' },
  });

  // Also shown in the dialog: while it is open, the rest of the page (and the toast) is hidden from screen readers.
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await createResource({ variables: { input } });
      toast({ title: t('resources.added.title'), description: t('resources.added.description') });
      onClose();
      void refetchActive(client, RESOURCE_LISTS);
    } catch (error) {
      if (handleUnauthorized(error)) {
        setFailure(t('shared.unauthorized.description'));
        return;
      }
      const fields = serverFieldErrors(error);
      for (const field of FIELDS) if (fields[field]) setError(field, { message: fields[field] });
      setFailure(t('resources.addFailed'));
      toast({ variant: 'destructive', title: t('shared.error'), description: t('resources.addFailed') });
    }
  });

  const field = (name: (typeof FIELDS)[number]) => ({ ...muiField(register(name)), error: Boolean(errors[name]), helperText: text(errors[name]?.message), fullWidth: true });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText id="add-resource-subtitle" sx={{ mb: 2 }}>
          {t('resources.form.subtitle')}
        </DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Stack spacing={2.5}>
          <TextField {...field('title')} label={t('resources.form.titleLabel')} required autoFocus />
          <TextField {...field('description')} label={t('resources.form.description')} multiline minRows={3} />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...field('type')} select label={t('resources.form.type')} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
                {RESOURCE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`resourceType.${type}`)}
                  </option>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...field('difficulty')} select label={t('shared.difficulty')} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
                {DIFFICULTIES.map((difficulty) => (
                  <option key={difficulty} value={difficulty}>
                    {difficultyLabel(intl, difficulty)}
                  </option>
                ))}
              </TextField>
            </Grid>
          </Grid>
          <TextField {...field('url')} type="url" label={t('resources.form.url')} placeholder="https://" required />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...field('provider')} label={t('resources.form.provider')} placeholder={t('resources.form.providerPlaceholder')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...field('duration')} label={t('resources.form.duration')} placeholder={t('resources.form.durationPlaceholder')} />
            </Grid>
          </Grid>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>{t('shared.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {isSubmitting ? t('resources.form.submitting') : t('resources.form.submit')}
        </Button>
      </DialogActions>
    </Box>
  );
}
