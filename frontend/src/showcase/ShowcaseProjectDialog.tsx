import { Link as RouterLink } from 'react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { createProjectSchema } from '@creators/contracts';
import { serverFieldErrors } from '../graphql/errors';
import { CREATE_PROJECT_MUTATION } from '../graphql/showcase';
import { MY_TEAMS_QUERY, type Team } from '../graphql/teams';
import { refetchActive, useRelogin } from '../graphql/writeFailures';
import { useMessageText } from '../i18n/useT';
import { muiField } from '../ui/formFields';
import { useToast } from '../ui/toast/ToastProvider';
import { useShowcaseT } from './messages';

/** The lists a new project changes (SPEC 7: projects and featured projects; the totals). */
export const PROJECT_LISTS = ['Projects', 'ShowcaseFeaturedProjects', 'FeaturedProjects', 'ShowcaseStats'] as const;

type ProjectFormInput = z.input<typeof createProjectSchema>;
type ProjectFormOutput = z.output<typeof createProjectSchema>;
const FIELDS = ['title', 'description', 'teamId', 'repositoryUrl', 'demoUrl', 'imageUrl'] as const;

/** 'Showcase Project' (SPEC 2): title, description, one of the user's own teams, repository, demo and image URLs. */
export function ShowcaseProjectDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useShowcaseT();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="showcase-project-title" aria-describedby="showcase-project-subtitle">
      <DialogTitle id="showcase-project-title">{t('showcase.form.title')}</DialogTitle>
      <ShowcaseProjectContent onClose={onClose} />
    </Dialog>
  );
}

function ShowcaseProjectContent({ onClose }: { onClose(): void }) {
  const t = useShowcaseT();
  const myTeams = useQuery(MY_TEAMS_QUERY, { errorPolicy: 'all' });
  const teams = myTeams.data?.myTeams;

  if (!teams) {
    return (
      <>
        <DialogContent sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          {myTeams.loading ? <CircularProgress aria-label={t('shared.loadingList')} /> : <Alert severity="error">{t('shared.loadFailed')}</Alert>}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose}>{t('shared.cancel')}</Button>
        </DialogActions>
      </>
    );
  }
  if (teams.length === 0) {
    // A project is showcased for a team the user belongs to (the server refuses any other).
    return (
      <>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText id="showcase-project-subtitle" sx={{ mb: 2 }}>
            {t('showcase.form.subtitle')}
          </DialogContentText>
          <Alert severity="info">
            {t('showcase.form.noTeams')}{' '}
            <Link component={RouterLink} to="/teams" onClick={onClose}>
              {t('showcase.form.goToTeams')}
            </Link>
          </Alert>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose}>{t('shared.cancel')}</Button>
        </DialogActions>
      </>
    );
  }
  return <ShowcaseProjectForm teams={teams} onClose={onClose} />;
}

function ShowcaseProjectForm({ teams, onClose }: { teams: Team[]; onClose(): void }) {
  const t = useShowcaseT();
  const text = useMessageText();
  const client = useApolloClient();
  const { toast } = useToast();
  const { handleUnauthorized } = useRelogin();
  const [createProject] = useMutation(CREATE_PROJECT_MUTATION);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProjectFormInput, unknown, ProjectFormOutput>({
    resolver: zodResolver(createProjectSchema),
    defaultValues: { title: '', description: '', teamId: teams.length === 1 ? teams[0]!.id : '', status: 'showcased', repositoryUrl: '', demoUrl: '', imageUrl: '' },
  });

  // Also shown in the dialog: while it is open, the rest of the page (and the toast) is hidden from screen readers.
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await createProject({ variables: { input } });
      toast({ title: t('showcase.created.title'), description: t('showcase.created.description') });
      onClose();
      void refetchActive(client, PROJECT_LISTS);
    } catch (error) {
      if (handleUnauthorized(error)) {
        setFailure(t('shared.unauthorized.description'));
        return;
      }
      const fields = serverFieldErrors(error);
      for (const field of FIELDS) if (fields[field]) setError(field, { message: fields[field] });
      setFailure(t('showcase.createFailed'));
      toast({ variant: 'destructive', title: t('shared.error'), description: t('showcase.createFailed') });
    }
  });

  const field = (name: (typeof FIELDS)[number]) => ({ ...muiField(register(name)), error: Boolean(errors[name]), helperText: text(errors[name]?.message), fullWidth: true });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText id="showcase-project-subtitle" sx={{ mb: 2 }}>
          {t('showcase.form.subtitle')}
        </DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Stack spacing={2.5}>
          <TextField {...field('title')} label={t('showcase.form.titleLabel')} required autoFocus />
          <TextField {...field('description')} label={t('showcase.form.description')} required multiline minRows={3} />
          <TextField {...field('teamId')} select label={t('showcase.form.team')} required slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
            <option value="" disabled>
              {t('showcase.form.teamPlaceholder')}
            </option>
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </TextField>
          <TextField {...field('repositoryUrl')} type="url" label={t('showcase.form.repositoryUrl')} placeholder="https://" />
          <TextField {...field('demoUrl')} type="url" label={t('showcase.form.demoUrl')} placeholder="https://" />
          <TextField {...field('imageUrl')} type="url" label={t('showcase.form.imageUrl')} placeholder="https://" />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>{t('shared.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {isSubmitting ? t('showcase.form.submitting') : t('showcase.form.submit')}
        </Button>
      </DialogActions>
    </Box>
  );
}
