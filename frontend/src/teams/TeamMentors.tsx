import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MENTORING_LIMITS } from '@creators/contracts';
import {
  END_TEAM_MENTORING_MUTATION,
  type TeamPageData,
  type TeamPageMentor,
  type TeamPageMentoringRequest,
  WITHDRAW_TEAM_MENTORING_REQUEST_MUTATION,
} from '../graphql/teamPage';
import { formatDay } from '../ui/domainLabels';
import { ConfirmDialog, PageSection, PersonLink } from '../ui/entityPage';
import { personName } from '../ui/people';
import { usePageAction } from '../ui/usePageAction';
import { useTeamPageT } from './pageMessages';
import { TEAM_PAGE_LISTS } from './useTeamPage';

/** What ending a mentoring or withdrawing a request changes on screen. */
const MENTORING_LISTS = [...TEAM_PAGE_LISTS, 'MyMentoredTeams', 'Mentors'] as const;

/**
 * docs/product.md §12: the team's mentors (public), 'End mentoring' for its leader or that mentor, and for its
 * members the requests still waiting for a mentor's answer, which they can withdraw.
 */
export function TeamMentors({ team, viewerId }: { team: TeamPageData; viewerId: string | null }) {
  const t = useTeamPageT();
  const run = usePageAction();
  const [endMentoring] = useMutation(END_TEAM_MENTORING_MUTATION);
  const [ending, setEnding] = useState<TeamPageMentor | null>(null);
  const pending = team.isMember ? team.mentoringRequests.filter((r) => r.status === 'pending') : [];
  const canAsk = team.isMember && team.mentors.length < MENTORING_LIMITS.mentorsPerTeam;

  return (
    <PageSection id="team-mentors" title={t('teamPage.mentors')}>
      {team.mentors.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('teamPage.noMentors')}
        </Typography>
      ) : (
        <Stack
          component="ul"
          aria-label={t('teamPage.mentors')}
          spacing={1}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {team.mentors.map((mentor) => {
            const name = personName(mentor);
            const self = mentor.id === viewerId;
            return (
              <Box component="li" key={mentor.id}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                  <PersonLink person={mentor} label={self ? t('teamPage.you', { name }) : name} />
                  {(team.canManage || self) && (
                    <Button
                      size="small"
                      color="error"
                      aria-label={t('teamPage.endMentoring.label', { name })}
                      onClick={() => setEnding(mentor)}
                    >
                      {t('teamPage.endMentoring')}
                    </Button>
                  )}
                </Stack>
              </Box>
            );
          })}
        </Stack>
      )}
      {pending.length > 0 && <PendingRequests requests={pending} />}
      {canAsk && (
        <Link component={RouterLink} to="/mentors" variant="body2" sx={{ display: 'inline-block', mt: 1.5 }}>
          {t('teamPage.findMentor')}
        </Link>
      )}
      <ConfirmDialog
        open={ending !== null}
        title={t('teamPage.endMentoring')}
        text={ending ? t('teamPage.endMentoring.confirm', { name: personName(ending), team: team.name }) : ''}
        confirmLabel={t('teamPage.endMentoring')}
        onConfirm={() =>
          ending
            ? run(() => endMentoring({ variables: { teamId: team.id, mentorId: ending.id } }), {
                done: t('teamPage.endMentoring.done', { name: personName(ending) }),
                lists: MENTORING_LISTS,
              })
            : undefined
        }
        onClose={() => setEnding(null)}
      />
    </PageSection>
  );
}

/** The team's requests waiting for an answer, each with 'Withdraw'. */
function PendingRequests({ requests }: { requests: readonly TeamPageMentoringRequest[] }) {
  const t = useTeamPageT();
  const intl = useIntl();
  const run = usePageAction();
  const [withdraw, withdrawing] = useMutation(WITHDRAW_TEAM_MENTORING_REQUEST_MUTATION);
  return (
    <Box sx={{ mt: 2 }}>
      <Typography id="team-requests" variant="h3" sx={{ fontSize: '1rem', mb: 1 }}>
        {t('teamPage.requests')}
      </Typography>
      <Stack
        component="ul"
        aria-labelledby="team-requests"
        spacing={1.5}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {requests.map((request) => {
          const name = request.mentor ? personName(request.mentor) : t('page.unknownPerson');
          return (
            <Box component="li" key={request.id}>
              <Typography variant="body2">{t('teamPage.request.to', { name })}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('teamPage.request.waiting', { date: formatDay(intl, request.expiresAt) })}
                {request.topics.length > 0 &&
                  ` · ${t('teamPage.request.topics', { value: request.topics.join(', ') })}`}
              </Typography>
              <Button
                size="small"
                color="error"
                disabled={withdrawing.loading}
                aria-label={t('teamPage.request.withdraw.label', { name })}
                onClick={() =>
                  void run(() => withdraw({ variables: { requestId: request.id } }), {
                    done: t('teamPage.request.withdrawn', { name }),
                    lists: MENTORING_LISTS,
                  })
                }
              >
                {t('teamPage.request.withdraw')}
              </Button>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
