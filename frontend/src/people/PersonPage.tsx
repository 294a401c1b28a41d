import { WithMessages } from '../i18n/WithMessages';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import EditIcon from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { badgeText } from '../graphql/achievementBadges';
import { useSession } from '../auth/useSession';
import { InvitePersonButton } from '../invitations/InviteButtons';
import { PERSON_PAGE_QUERY, type PersonPageData } from '../graphql/personPage';
import { MentorPanel } from '../mentoring/MentorPanel';
import { withModerationMessages } from '../moderation/messages';
import { ReportButton } from '../moderation/ReportButton';
import { EntityPageStates, LinkList, PageSection } from '../ui/entityPage';
import { personName } from '../ui/people';
import { usePresetLabel } from '../ui/presetLabels';
import { personMessages, usePersonT } from './messages';

type Person = NonNullable<PersonPageData['user']>;

/** The page's texts, with 'Report' (docs/product.md §14). */
const PAGE_MESSAGES = withModerationMessages(personMessages);

/**
 * /people/:id (docs/product.md: pages with their own addresses): a person, their badges, teams, projects and the
 * challenges they created, in one operation; what the server shows follows the privacy rules of today.
 */
export function PersonPage() {
  const { id = '' } = useParams();
  const query = useQuery(PERSON_PAGE_QUERY, { variables: { id }, errorPolicy: 'all' });
  const { refetch } = query;
  return (
    <WithMessages messages={PAGE_MESSAGES}>
      <EntityPageStates
        entity={query.data ? query.data.user : undefined}
        loading={query.loading}
        error={query.error}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        {(person) => <PersonView person={person} challenges={query.data?.challenges?.nodes ?? []} />}
      </EntityPageStates>
    </WithMessages>
  );
}

function ChipList({ label, values }: { label: string; values: readonly string[] }) {
  const presetText = usePresetLabel();
  return (
    <Stack
      component="ul"
      aria-label={label}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
    >
      {values.map((value) => (
        <li key={value}>
          <Chip size="small" variant="outlined" label={presetText(value)} />
        </li>
      ))}
    </Stack>
  );
}

export function PersonView({
  person,
  challenges,
}: {
  person: Person;
  challenges: ReadonlyArray<{ id: string; title: string; status: string }>;
}) {
  const t = usePersonT();
  const intl = useIntl();
  const name = personName(person);
  // docs/product.md §14: a mentor staff have not verified yet says so, on their page and to themselves.
  const role =
    person.role === 'mentor' && person.mentorVerified === false
      ? t('person.mentorNotVerified')
      : person.role && ['student', 'mentor', 'creator'].includes(person.role)
        ? intl.formatMessage({ id: `role.${person.role}` })
        : person.role;
  const badges = (person.achievements ?? []).filter((badge) => badge !== null);
  // docs/product.md §17.3: awards and "completed" from programmes' results, in the reader's language, newest first.
  const programmeBadges = person.programmeBadges ?? [];
  const position = [person.currentRole, person.company].filter(Boolean).join(' · ');
  const mentorAvailability = person.mentorAvailability;
  const { user: viewer } = useSession();
  const own = viewer?.id === person.id;

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          src={person.profileImageUrl ?? undefined}
          alt={t('person.pictureOf', { name })}
          sx={{ width: 72, height: 72, fontSize: 28, bgcolor: 'primary.main' }}
        >
          {person.firstName.charAt(0)}
          {person.lastName.charAt(0)}
        </Avatar>
        <Box>
          <Typography variant="h1">{name}</Typography>
          {role && <Typography color="text.secondary">{role}</Typography>}
          {position && <Typography color="text.secondary">{position}</Typography>}
        </Box>
        {/* docs/product.md §14: anyone signed in may report a person, never themself. §11.3: a leader invites
            them to a team; one's own page leads to the profile form. */}
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ ml: 'auto', alignSelf: 'flex-start', flexWrap: 'wrap', justifyContent: 'flex-end' }}
        >
          {own ? (
            <Button component={RouterLink} to="/profile-setup" variant="contained" startIcon={<EditIcon />}>
              {t('person.editProfile')}
            </Button>
          ) : (
            <InvitePersonButton person={person} />
          )}
          <ReportButton itemType="person" itemId={person.id} />
        </Stack>
      </Stack>

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            {person.bio && (
              <PageSection id="person-bio" title={t('person.bio')}>
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{person.bio}</Typography>
              </PageSection>
            )}
            <PageSection id="person-skills" title={t('person.skills')}>
              {person.skills.length > 0 ? (
                <ChipList label={t('person.skills')} values={person.skills} />
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {t('page.none')}
                </Typography>
              )}
              {person.interests.length > 0 && (
                <Box sx={{ mt: 2 }}>
                  <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', mb: 1 }}>
                    {t('person.interests')}
                  </Typography>
                  <ChipList label={t('person.interests')} values={person.interests} />
                </Box>
              )}
            </PageSection>
            <PageSection id="person-badges" title={t('person.badges')}>
              {badges.length === 0 && programmeBadges.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('page.none')}
                </Typography>
              ) : (
                <Stack
                  component="ul"
                  aria-label={t('person.badges')}
                  spacing={1}
                  sx={{ listStyle: 'none', p: 0, m: 0 }}
                >
                  {programmeBadges.map((badge) => (
                    <li key={badge.id}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {badge.name}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {badge.description}
                      </Typography>
                    </li>
                  ))}
                  {badges.map((badge) => (
                    <li key={badge.id}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {badgeText(intl, badge.key, 'title', badge.title)}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {badgeText(intl, badge.key, 'description', badge.description)}
                      </Typography>
                    </li>
                  ))}
                </Stack>
              )}
            </PageSection>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            {/* docs/product.md §12: a mentor's times and the way to ask them. */}
            {mentorAvailability && <MentorPanel mentor={{ ...person, mentorAvailability }} />}
            <PageSection id="person-teams" title={t('person.teams')}>
              <LinkList
                label={t('person.teams')}
                empty={t('page.none')}
                items={(person.teams ?? []).map((team) => ({
                  id: team.id,
                  to: `/teams/${team.id}`,
                  text: team.name,
                }))}
              />
            </PageSection>
            <PageSection id="person-challenges" title={t('person.challenges')}>
              <LinkList
                label={t('person.challenges')}
                empty={t('page.none')}
                items={challenges.map((challenge) => ({
                  id: challenge.id,
                  to: `/challenges/${challenge.id}`,
                  text: challenge.title,
                }))}
              />
            </PageSection>
            <PageSection id="person-projects" title={t('person.projects')}>
              <LinkList
                label={t('person.projects')}
                empty={t('page.none')}
                items={(person.projects ?? []).map((project) => ({
                  id: project.id,
                  to: `/projects/${project.id}`,
                  text: project.title,
                }))}
              />
            </PageSection>
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}
