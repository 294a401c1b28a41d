import { Link as RouterLink } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import DialogContent from '@mui/material/DialogContent';
import Link from '@mui/material/Link';
import { createProjectSchema } from '@creators/contracts';
import { CREATE_PROJECT_MUTATION } from '../graphql/showcase';
import { MY_TEAMS_QUERY, type Team } from '../graphql/teams';
import { useDialogSubmit, useFieldProps, useZodForm } from '../ui/dialogForm';
import { CancelActions, DialogForm, DialogSubtitle, FormDialog, NativeSelectField } from '../ui/FormDialog';
import { useShowcaseT } from './messages';
import { ProjectFormFields } from './ProjectFormFields';

/** The lists a new project changes (product.md §7: projects and featured projects; the totals). */
export const PROJECT_LISTS = [
  'Projects',
  'ShowcaseFeaturedProjects',
  'FeaturedProjects',
  'ShowcaseStats',
] as const;

const DIALOG_ID = 'showcase-project';

/** 'Showcase Project' (product.md §2.13): title, description, one of the user's own teams, repository, demo and image URLs. */
export function ShowcaseProjectDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useShowcaseT();
  return (
    <FormDialog id={DIALOG_ID} open={open} onClose={onClose} title={t('showcase.form.title')}>
      <ShowcaseProjectContent onClose={onClose} />
    </FormDialog>
  );
}

function ShowcaseProjectContent({ onClose }: { onClose(): void }) {
  const t = useShowcaseT();
  const myTeams = useQuery(MY_TEAMS_QUERY, { errorPolicy: 'all' });
  const teams = myTeams.data?.myTeams.nodes;

  if (!teams) {
    return (
      <>
        <DialogContent sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          {myTeams.loading ? (
            <CircularProgress aria-label={t('shared.loadingList')} />
          ) : (
            <Alert severity="error">{t('shared.loadFailed')}</Alert>
          )}
        </DialogContent>
        <CancelActions onCancel={onClose} />
      </>
    );
  }
  if (teams.length === 0) {
    // A project is showcased for a team the user belongs to (the server refuses any other).
    return (
      <>
        <DialogContent sx={{ pt: 0 }}>
          <DialogSubtitle dialogId={DIALOG_ID}>{t('showcase.form.subtitle')}</DialogSubtitle>
          <Alert severity="info">
            {t('showcase.form.noTeams')}{' '}
            <Link component={RouterLink} to="/teams" onClick={onClose}>
              {t('showcase.form.goToTeams')}
            </Link>
          </Alert>
        </DialogContent>
        <CancelActions onCancel={onClose} />
      </>
    );
  }
  return <ShowcaseProjectForm teams={teams} onClose={onClose} />;
}

function ShowcaseProjectForm({ teams, onClose }: { teams: Team[]; onClose(): void }) {
  const t = useShowcaseT();
  const [createProject] = useMutation(CREATE_PROJECT_MUTATION);
  const form = useZodForm(createProjectSchema, {
    title: '',
    description: '',
    teamId: teams.length === 1 ? teams[0]!.id : '',
    status: 'showcased',
    repositoryUrl: '',
    demoUrl: '',
    imageUrl: '',
  });
  const field = useFieldProps(form);
  const submit = useDialogSubmit(form, {
    save: (input) => createProject({ variables: { input } }),
    fields: ['title', 'description', 'teamId', 'repositoryUrl', 'demoUrl', 'imageUrl'],
    created: { title: t('showcase.created.title'), description: t('showcase.created.description') },
    failed: t('showcase.createFailed'),
    lists: PROJECT_LISTS,
    onClose,
  });

  return (
    <DialogForm
      {...submit}
      dialogId={DIALOG_ID}
      subtitle={t('showcase.form.subtitle')}
      submitLabel={t('showcase.form.submit')}
      submittingLabel={t('showcase.form.submitting')}
    >
      <ProjectFormFields field={field}>
        <NativeSelectField
          {...field('teamId')}
          label={t('showcase.form.team')}
          required
          options={teams.map((team) => ({ value: team.id, label: team.name }))}
        >
          <option value="" disabled>
            {t('showcase.form.teamPlaceholder')}
          </option>
        </NativeSelectField>
      </ProjectFormFields>
    </DialogForm>
  );
}
