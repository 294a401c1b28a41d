import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { joinProgrammeSchema, PROGRAMME_LIMITS } from '@creators/contracts';
import { serverFieldErrors, serverMessage } from '../graphql/errors';
import {
  MY_PROGRAMMES_QUERY,
  programmeManagePath,
  programmeName,
  type MyProgramme,
} from '../graphql/programmes';
import { errorCode, refetchActive } from '../graphql/writeFailures';
import { useLocale } from '../i18n/LocaleProvider';
import { useFieldProps, useZodForm } from '../ui/dialogForm';
import { PageSection } from '../ui/entityPage';
import { LoadErrorPanel } from '../ui/listPage';
import { useToast } from '../ui/toast/ToastProvider';
import { useRelogin } from '../ui/useRelogin';
import { CHOOSE_PROGRAMME_MUTATION, JOIN_PROGRAMME_MUTATION } from './graphql';
import { labelOf, phaseId, useProgrammesT } from './messages';
import { WithProgrammesMessages } from './WithProgrammesMessages';

/** What joining or choosing a programme changes: the person's programmes (Settings, the user menu). */
const MY_PROGRAMME_LISTS = ['MyProgrammes'] as const;
/** Refusals the server explains (not a member, an unknown programme). */
const EXPLAINED = new Set(['BAD_USER_INPUT', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT']);

/**
 * The Settings page's 'Programmes': join one with its code (it becomes the current one), the person's programmes
 * with the current one marked and 'Work in this programme' for the others, and 'Manage' for those they organise.
 */
export function SettingsProgrammesSection() {
  return (
    <WithProgrammesMessages>
      <SettingsProgrammes />
    </WithProgrammesMessages>
  );
}

function SettingsProgrammes() {
  const t = useProgrammesT();
  return (
    <PageSection id="settings-programmes" title={t('programmes.settings.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('programmes.settings.hint')}
      </Typography>
      <Stack spacing={3}>
        <JoinProgrammeForm />
        <MyProgrammesList />
      </Stack>
    </PageSection>
  );
}

function JoinProgrammeForm() {
  const t = useProgrammesT();
  const { locale } = useLocale();
  const client = useApolloClient();
  const { toast } = useToast();
  const { handleUnauthorized } = useRelogin();
  const [join] = useMutation(JOIN_PROGRAMME_MUTATION);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(joinProgrammeSchema, { code: '' });
  const field = useFieldProps(form);

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      const result = await join({ variables: { code } });
      const joined = result.data?.joinProgramme;
      toast({
        title: t('programmes.settings.joined', { name: joined ? programmeName(joined, locale) : code }),
        description: t('programmes.settings.joinedDescription'),
      });
      form.reset();
      await refetchActive(client, MY_PROGRAMME_LISTS);
    } catch (error) {
      if (handleUnauthorized(error)) return;
      const fields = serverFieldErrors(error);
      // An unknown code: the server's message on the field.
      if (fields.code) form.setError('code', { message: fields.code });
      else setFailure(serverMessage(error) ?? t('programmes.settings.joinFailed'));
    }
  });

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="programmes-join"
      onSubmit={(event) => void onSubmit(event)}
    >
      <Typography id="programmes-join" variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1.5 }}>
        {t('programmes.settings.join')}
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {failure}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          {...field('code', t('programmes.settings.codeHint'))}
          label={t('programmes.settings.code')}
          autoComplete="off"
          size="small"
          slotProps={{
            htmlInput: {
              maxLength: PROGRAMME_LIMITS.codeMax,
              autoCapitalize: 'characters',
              spellCheck: false,
            },
          }}
          sx={{ maxWidth: { sm: 320 } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={form.formState.isSubmitting}
          sx={{ flexShrink: 0, mt: { sm: '2px' } }}
        >
          {form.formState.isSubmitting
            ? t('programmes.settings.joining')
            : t('programmes.settings.joinButton')}
        </Button>
      </Stack>
    </Box>
  );
}

function MyProgrammesList() {
  const t = useProgrammesT();
  const mine = useQuery(MY_PROGRAMMES_QUERY, { errorPolicy: 'none' });
  const list = mine.data?.myProgrammes;

  let content;
  if (!list && mine.error)
    content = <LoadErrorPanel onRetry={() => void mine.refetch().catch(() => undefined)} />;
  else if (!list)
    content = (
      <Typography variant="body2" color="text.secondary">
        {t('page.loading')}
      </Typography>
    );
  else if (list.length === 0)
    content = (
      <Typography variant="body2" color="text.secondary">
        {t('programmes.settings.none')}
      </Typography>
    );
  else
    content = (
      <Stack
        component="ul"
        aria-labelledby="programmes-mine"
        spacing={1.5}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {list.map((entry) => (
          <MyProgrammeItem key={entry.programme.id} entry={entry} />
        ))}
      </Stack>
    );

  return (
    <Box>
      <Typography id="programmes-mine" variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1.5 }}>
        {t('programmes.settings.mine')}
      </Typography>
      {content}
    </Box>
  );
}

function MyProgrammeItem({ entry }: { entry: MyProgramme }) {
  const t = useProgrammesT();
  const { locale } = useLocale();
  const client = useApolloClient();
  const { toast } = useToast();
  const { handleUnauthorized } = useRelogin();
  const [choose, { loading }] = useMutation(CHOOSE_PROGRAMME_MUTATION);
  const { programme } = entry;
  const name = programmeName(programme, locale);

  const workHere = async () => {
    try {
      await choose({ variables: { programmeId: programme.id } });
    } catch (error) {
      if (handleUnauthorized(error)) return;
      const code = errorCode(error);
      toast({
        variant: 'destructive',
        title: t('shared.error'),
        description: (code && EXPLAINED.has(code) && serverMessage(error)) || t('page.actionFailed'),
      });
      return;
    }
    toast({ title: t('programmes.settings.chosen', { name }) });
    await refetchActive(client, MY_PROGRAMME_LISTS);
  };

  return (
    <Box
      component="li"
      aria-current={entry.current ? 'true' : undefined}
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1.5,
        p: 1.5,
        border: 1,
        borderColor: entry.current ? 'primary.main' : 'divider',
        borderRadius: 2,
      }}
    >
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {programme.currentPhase
            ? labelOf(t, phaseId(programme.currentPhase), programme.currentPhase)
            : t('programmes.phase.none')}
        </Typography>
      </Box>
      {entry.current && <Chip size="small" color="primary" label={t('programmes.settings.current')} />}
      {entry.organiser && <Chip size="small" variant="outlined" label={t('programmes.settings.organiser')} />}
      {entry.member && !entry.current && (
        <Button
          size="small"
          variant="outlined"
          disabled={loading}
          aria-label={t('programmes.settings.chooseNamed', { name })}
          onClick={() => void workHere()}
        >
          {t('programmes.settings.choose')}
        </Button>
      )}
      {entry.organiser && (
        <Link
          component={RouterLink}
          to={programmeManagePath(programme.id)}
          aria-label={t('programmes.settings.manageNamed', { name })}
          underline="always"
        >
          {t('programmes.settings.manage')}
        </Link>
      )}
    </Box>
  );
}
