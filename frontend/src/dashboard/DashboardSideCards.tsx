import { Suspense } from 'react';
import { useQuery } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import { MY_ACHIEVEMENTS_QUERY, type SessionUser } from '../graphql/identity';
import { lazyNamed } from '../ui/lazyNamed';
import { InvitationsCard } from './InvitationsCard';
import { IslaCard, ProgressCard, QuickActionsCard } from './IslaSidebar';
import {
  AchievementsCard,
  DASHBOARD_LIMITS,
  FeaturedProjectsCard,
  RecommendedMembersCard,
  ResourcesCard,
} from './SideCards';

/** Its own chunk (with its texts): the dashboard's initial JavaScript stays within its budget. */
const UpcomingMeetingsCard = lazyNamed(() => import('./UpcomingMeetingsCard'), 'UpcomingMeetingsCard');
/** The programme's announcements, likewise (nothing without any). */
const PinnedAnnouncements = lazyNamed(() => import('./PinnedAnnouncements'), 'PinnedAnnouncements');

/** The person's badges, which both columns show (one request: the same query is asked once). */
function useAchievements() {
  const achievements = useQuery(MY_ACHIEVEMENTS_QUERY, {
    variables: { first: DASHBOARD_LIMITS.achievements },
    errorPolicy: 'all',
  });
  const loading = achievements.loading && !achievements.data;
  return {
    list: achievements.data?.myAchievements.nodes ?? [],
    loading,
    count:
      (achievements.error && !achievements.data) || loading
        ? null
        : (achievements.data?.myAchievements.totalCount ?? 0),
  };
}

/** The left column on large screens: Isla's card, the quick actions and 'Your Progress'. */
export function DashboardSidebar({
  user,
  onStartConversation,
}: {
  user: SessionUser;
  onStartConversation(): void;
}) {
  const achievements = useAchievements();
  return (
    <Stack component="aside" spacing={3} aria-labelledby="isla-title">
      <IslaCard onStartConversation={onStartConversation} />
      <QuickActionsCard />
      <ProgressCard skillCount={user.skills.length} badgeCount={achievements.count} />
    </Stack>
  );
}

/**
 * The right column (below the brainstorm on small screens): the programme's pinned announcements, invitations,
 * meetings, people, badges, resources, projects.
 */
export function DashboardSideCards() {
  const achievements = useAchievements();
  return (
    <Stack spacing={3}>
      <Suspense fallback={null}>
        <PinnedAnnouncements />
      </Suspense>
      <InvitationsCard />
      <Suspense fallback={null}>
        <UpcomingMeetingsCard />
      </Suspense>
      <RecommendedMembersCard />
      <AchievementsCard achievements={achievements.list} loading={achievements.loading} />
      <ResourcesCard />
      <FeaturedProjectsCard />
    </Stack>
  );
}
