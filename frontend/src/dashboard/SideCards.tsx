import { initials } from '../ui/people';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import FavoriteIcon from '@mui/icons-material/FavoriteBorder';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import { FEATURED_PROJECTS_QUERY, RESOURCES_QUERY } from '../graphql/content';
import { RECOMMENDED_USERS_QUERY, type Achievement } from '../graphql/identity';
import { useT } from '../i18n/useT';
import { InvitePersonButton } from '../invitations/InviteButtons';
import { usePresetLabel } from '../ui/presetLabels';
import { EntityLink, personPath, projectPath, teamPath } from '../ui/links';
import { visuallyHidden } from '../ui/visuallyHidden';
import { ACHIEVEMENT_CATALOGUE_QUERY, badgeText } from '../graphql/achievementBadges';
import { DashboardCard, EmptyState } from './DashboardCard';
import { experienceLabel, resourceTypeLabel, roleLabel } from './labels';

/** product.md §9 display limits of the dashboard: each card asks the server for exactly these rows. */
export const DASHBOARD_LIMITS = {
  recommendedUsers: 2,
  achievements: 2,
  resources: 3,
  featuredProjects: 2,
} as const;

const itemSx = { px: 0, py: 1, alignItems: 'flex-start', gap: 1.5 } as const;

export function RecommendedMembersCard() {
  const t = useT();
  const presetText = usePresetLabel();
  const { data, loading } = useQuery(RECOMMENDED_USERS_QUERY, {
    variables: { first: DASHBOARD_LIMITS.recommendedUsers },
    errorPolicy: 'all',
  });
  const users = (data?.recommendedUsers.nodes ?? []).slice(0, DASHBOARD_LIMITS.recommendedUsers);
  return (
    <DashboardCard
      id="recommended-title"
      title={t('dashboard.recommended.title')}
      icon={<GroupAddIcon />}
      loading={loading && !data}
    >
      {users.length === 0 ? (
        <EmptyState title={t('dashboard.recommended.empty')} />
      ) : (
        <List disablePadding>
          {users.map((user) => {
            const details = [roleLabel(t, user.role), experienceLabel(t, user.experience)]
              .filter(Boolean)
              .join(' · ');
            const reason = user.sharedSkills.length
              ? t('dashboard.recommended.sharedSkills', {
                  skills: user.sharedSkills.map(presetText).join(', '),
                })
              : user.sharedInterests.length
                ? t('dashboard.recommended.sharedInterests', {
                    interests: user.sharedInterests.map(presetText).join(', '),
                  })
                : null;
            return (
              <ListItem key={user.id} sx={itemSx}>
                <Avatar
                  src={user.profileImageUrl ?? undefined}
                  alt=""
                  aria-hidden
                  sx={{ width: 36, height: 36, fontSize: 14, bgcolor: 'secondary.main' }}
                >
                  {initials(user)}
                </Avatar>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    <EntityLink to={personPath(user.id)}>
                      {user.firstName} {user.lastName}
                    </EntityLink>
                  </Typography>
                  {details && (
                    <Typography variant="body2" color="text.secondary">
                      {details}
                    </Typography>
                  )}
                  {reason && (
                    <Typography variant="body2" color="primary" sx={{ fontSize: '0.8rem' }}>
                      {reason}
                    </Typography>
                  )}
                  {/* docs/product.md §11.3: a leader invites a recommended person to a team that can take them. */}
                  <Box sx={{ mt: 0.5 }}>
                    <InvitePersonButton person={user} size="small" />
                  </Box>
                </Box>
              </ListItem>
            );
          })}
        </List>
      )}
    </DashboardCard>
  );
}

/** The first two badges, in the user's language when their key is known (Achievement.key), else as the server wrote them. */
export function AchievementsCard({
  achievements,
  loading,
}: {
  achievements: Array<Achievement & { key?: string | null }>;
  loading: boolean;
}) {
  const t = useT();
  const intl = useIntl();
  const catalogue = useQuery(ACHIEVEMENT_CATALOGUE_QUERY, { errorPolicy: 'all' });
  const keys = useMemo(
    () => new Map((catalogue.data?.achievements ?? []).map((a) => [a.id, a.key])),
    [catalogue.data],
  );
  const recent = achievements.slice(0, DASHBOARD_LIMITS.achievements);
  return (
    <DashboardCard
      id="achievements-title"
      title={t('dashboard.achievements.title')}
      icon={<EmojiEventsIcon />}
      loading={loading}
    >
      {recent.length === 0 ? (
        <EmptyState title={t('dashboard.achievements.empty')} hint={t('dashboard.achievements.emptyHint')} />
      ) : (
        <List disablePadding>
          {recent.map((achievement) => {
            const key = achievement.key ?? keys.get(achievement.id);
            return (
              <ListItem key={achievement.id} sx={itemSx}>
                <Box
                  aria-hidden
                  sx={{
                    display: 'grid',
                    placeItems: 'center',
                    width: 36,
                    height: 36,
                    flexShrink: 0,
                    borderRadius: '50%',
                    bgcolor: '#fef3c7',
                    color: '#b45309',
                  }}
                >
                  <EmojiEventsIcon fontSize="small" />
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {badgeText(intl, key, 'title', achievement.title)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {badgeText(intl, key, 'description', achievement.description)}
                  </Typography>
                </Box>
              </ListItem>
            );
          })}
        </List>
      )}
    </DashboardCard>
  );
}

export function ResourcesCard() {
  const t = useT();
  // Another subgraph: on any error (field missing from the supergraph, service down) the card shows its empty state.
  const { data, loading } = useQuery(RESOURCES_QUERY, {
    variables: { first: DASHBOARD_LIMITS.resources },
    errorPolicy: 'all',
  });
  const resources = (data?.resources.nodes ?? []).slice(0, DASHBOARD_LIMITS.resources);
  return (
    <DashboardCard
      id="resources-title"
      title={t('dashboard.resources.title')}
      icon={<MenuBookIcon />}
      loading={loading && !data}
    >
      {resources.length === 0 ? (
        <EmptyState title={t('dashboard.resources.empty')} />
      ) : (
        <List disablePadding>
          {resources.map((resource) => (
            <ListItem key={resource.id} sx={{ ...itemSx, display: 'block' }}>
              <Link href={resource.url} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 600 }}>
                {resource.title}
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  {t('dashboard.resources.opensInNewTab')}
                </Box>
              </Link>
              <Typography variant="body2" color="text.secondary">
                {[resourceTypeLabel(t, resource.type), resource.provider, resource.duration]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </DashboardCard>
  );
}

export function FeaturedProjectsCard() {
  const t = useT();
  const { data, loading } = useQuery(FEATURED_PROJECTS_QUERY, {
    variables: { first: DASHBOARD_LIMITS.featuredProjects },
    errorPolicy: 'all',
  });
  const projects = (data?.featuredProjects ?? []).filter(Boolean).slice(0, DASHBOARD_LIMITS.featuredProjects);
  return (
    <DashboardCard
      id="projects-title"
      title={t('dashboard.projects.title')}
      icon={<RocketLaunchIcon />}
      loading={loading && !data}
    >
      {projects.length === 0 ? (
        <EmptyState title={t('dashboard.projects.empty')} hint={t('dashboard.projects.emptyHint')} />
      ) : (
        <List disablePadding>
          {projects.map((project) => (
            <ListItem key={project.id} sx={{ ...itemSx, justifyContent: 'space-between' }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  <EntityLink to={projectPath(project.id)}>{project.title}</EntityLink>
                </Typography>
                {project.team?.name && (
                  <Typography variant="body2" color="text.secondary">
                    {/* The whole 'by {teamName}' is the link: the phrase reads as one in both languages. */}
                    <EntityLink to={teamPath(project.teamId)}>
                      {t('dashboard.projects.byTeam', { teamName: project.team.name })}
                    </EntityLink>
                  </Typography>
                )}
              </Box>
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 0.5,
                  color: 'text.secondary',
                  fontSize: '0.8rem',
                  flexShrink: 0,
                }}
                title={t('dashboard.projects.likes', { count: project.likes })}
              >
                <FavoriteIcon aria-hidden sx={{ fontSize: 16 }} />
                <Box component="span" aria-hidden>
                  {project.likes}
                </Box>
                <Box component="span" sx={visuallyHidden}>
                  {t('dashboard.projects.likes', { count: project.likes })}
                </Box>
              </Box>
            </ListItem>
          ))}
        </List>
      )}
    </DashboardCard>
  );
}
