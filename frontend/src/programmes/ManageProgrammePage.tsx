import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import { programmeName } from '../graphql/programmes';
import { errorCode } from '../graphql/writeFailures';
import { useLocale } from '../i18n/LocaleProvider';
import { EntityPageStates, PageSkeleton } from '../ui/entityPage';
import { NotFoundPage } from '../ui/NotFoundPage';
import { useUrlState } from '../ui/useUrlState';
import { JudgingTab } from '../judging/JudgingTab';
import { AddOrganiserDialog } from './AddOrganiserDialog';
import { AnnouncementsTab } from './AnnouncementsTab';
import { CalendarTab } from './CalendarTab';
import { countdown, formatInZone } from './dates';
import { PROGRAMME_DETAILS_QUERY, type ProgrammeDetails } from './graphql';
import { JoinCode } from './JoinCode';
import { MembersTab } from './MembersTab';
import { labelOf, phaseId, useProgrammesT, type ProgrammesMessageId } from './messages';
import { TeamsTab } from './TeamsTab';
import { WithProgrammesMessages } from './WithProgrammesMessages';

const TABS = ['members', 'teams', 'announcements', 'calendar', 'judging'] as const;
type CohortTab = (typeof TABS)[number];

const TAB_LABELS: Record<CohortTab, ProgrammesMessageId> = {
  members: 'programmes.tab.members',
  teams: 'programmes.tab.teams',
  announcements: 'programmes.tab.announcements',
  calendar: 'programmes.tab.calendar',
  judging: 'programmes.tab.judging',
};

/** The CSV of a programme's roster (the gateway's REST facade). */
export const exportPath = (id: string) => `/api/programmes/${encodeURIComponent(id)}/export.csv`;

/**
 * /programmes/:id/manage, a programme's cohort view for its organisers and staff: its phase, next deadline and join
 * code, then its members (with filters), teams and their milestones, announcements, calendar and judging, one tab each
 * (?tab=). Anyone else is told that only its organisers see it; an unknown programme is the not-found page.
 */
export function ManageProgrammePage() {
  return (
    <WithProgrammesMessages fallback={<PageSkeleton />}>
      <ManageProgramme />
    </WithProgrammesMessages>
  );
}

function ManageProgramme() {
  const { id = '' } = useParams();
  const query = useQuery(PROGRAMME_DETAILS_QUERY, { variables: { id }, errorPolicy: 'none' });
  const programme = query.data?.programme;
  const code = errorCode(query.error);
  if (code === 'FORBIDDEN' || (programme && !programme.viewerIsOrganiser)) return <ProgrammeForbidden />;
  // A malformed id is refused as bad input: no such programme either.
  if (!programme && code === 'BAD_USER_INPUT') return <NotFoundPage inLayout />;
  return (
    <EntityPageStates
      entity={programme}
      loading={query.loading}
      error={query.error}
      onRetry={() => void query.refetch().catch(() => undefined)}
    >
      {(loaded) => <CohortView programme={loaded} />}
    </EntityPageStates>
  );
}

/** What someone who neither organises the programme nor is staff sees. */
function ProgrammeForbidden() {
  const t = useProgrammesT();
  return (
    <Box sx={{ minHeight: '50vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 480 }}>
        <CardContent sx={{ p: 3 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
            <LockIcon color="action" aria-hidden />
            <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
              {t('programmes.forbidden.title')}
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('programmes.forbidden.hint')}
          </Typography>
          <Link component={RouterLink} to="/" sx={{ display: 'inline-block', mt: 2 }}>
            {t('programmes.forbidden.home')}
          </Link>
        </CardContent>
      </Card>
    </Box>
  );
}

function CohortView({ programme }: { programme: ProgrammeDetails }) {
  const t = useProgrammesT();
  const { locale } = useLocale();
  const [state, set] = useUrlState({ tab: 'members' }, { tab: TABS });
  const tab = state.tab as CohortTab;
  const [addingOrganiser, setAddingOrganiser] = useState(false);
  const name = programmeName(programme, locale);
  const description = (locale === 'de' && programme.descriptionDe) || programme.description;

  const panels: Record<CohortTab, () => ReactNode> = {
    members: () => <MembersTab programme={programme} name={name} />,
    teams: () => <TeamsTab programme={programme} name={name} />,
    announcements: () => <AnnouncementsTab programme={programme} name={name} />,
    calendar: () => <CalendarTab programme={programme} name={name} />,
    judging: () => <JudgingTab programme={programme} name={name} />,
  };

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 2,
          mb: 3,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1">{name}</Typography>
          {description && (
            <Typography color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
              {description}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => setAddingOrganiser(true)}>
            {t('programmes.organiser.add')}
          </Button>
          <Button
            variant="contained"
            component="a"
            href={exportPath(programme.id)}
            download
            startIcon={<DownloadIcon aria-hidden />}
          >
            {t('programmes.manage.export')}
          </Button>
        </Box>
      </Box>
      <ProgrammeFacts programme={programme} name={name} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_, value: CohortTab) => set('tab', value)}
          aria-label={t('programmes.manage.sections')}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {TABS.map((section) => (
            <Tab
              key={section}
              value={section}
              label={t(TAB_LABELS[section])}
              id={`programme-tab-${section}`}
              aria-controls={`programme-panel-${section}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`programme-panel-${tab}`} aria-labelledby={`programme-tab-${tab}`}>
        {panels[tab]()}
      </Box>
      {addingOrganiser && (
        <AddOrganiserDialog
          open
          onClose={() => setAddingOrganiser(false)}
          programme={{ id: programme.id, name }}
        />
      )}
    </>
  );
}

/** The header's facts: current phase, the next deadline with its countdown, submissions, join code, members. */
function ProgrammeFacts({ programme, name }: { programme: ProgrammeDetails; name: string }) {
  const t = useProgrammesT();
  const intl = useIntl();
  const next = programme.nextDeadline;
  let deadline = t('programmes.deadline.none');
  if (next) {
    const what =
      next.kind === 'phaseEnd'
        ? t('programmes.deadline.phaseEnd', {
            phase: labelOf(t, phaseId(next.phase ?? ''), next.phase ?? ''),
          })
        : next.kind === 'submission'
          ? t('programmes.deadline.submission')
          : next.kind === 'judgingEnd'
            ? t('programmes.deadline.judgingEnd')
            : next.kind === 'results'
              ? t('programmes.deadline.results')
              : next.kind;
    deadline = t('programmes.manage.deadlineAt', {
      what,
      date: formatInZone(intl, next.at, programme.timeZone),
    });
  }
  const facts: Array<{ term: string; value: ReactNode }> = [
    {
      term: t('programmes.manage.currentPhase'),
      value: programme.currentPhase
        ? labelOf(t, phaseId(programme.currentPhase), programme.currentPhase)
        : t('programmes.phase.none'),
    },
    {
      term: t('programmes.manage.nextDeadline'),
      value: next ? (
        <>
          <time dateTime={next.at}>{deadline}</time>{' '}
          <Chip size="small" color="primary" variant="outlined" label={countdown(intl, next.at)} />
        </>
      ) : (
        deadline
      ),
    },
    {
      term: t('programmes.manage.submissions'),
      value: (
        <Chip
          size="small"
          color={programme.submissionsOpen ? 'success' : 'default'}
          label={
            programme.submissionsOpen
              ? t('programmes.manage.submissionsOpen')
              : t('programmes.manage.submissionsClosed')
          }
        />
      ),
    },
    {
      term: t('programmes.manage.joinCode'),
      value: programme.joinCode ? <JoinCode code={programme.joinCode} programmeName={name} /> : '—',
    },
    {
      term: t('programmes.staff.members'),
      value: t('programmes.manage.memberCount', { count: programme.memberCount }),
    },
  ];
  return (
    <Card sx={{ mb: 3 }}>
      <CardContent>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            columnGap: 3,
            rowGap: 1.5,
            m: 0,
            alignItems: 'center',
          }}
        >
          {facts.map((fact) => (
            <Box key={fact.term} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                {fact.term}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {fact.value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
