import { useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExploreIcon from '@mui/icons-material/ExploreOutlined';
import { MY_ACHIEVEMENTS_QUERY, type SessionUser } from '../graphql/identity';
import { useT } from '../i18n/useT';
import { IslaAvatar, IslaCard, ProgressCard, QuickActionsCard } from './IslaSidebar';
import { AchievementsCard, FeaturedProjectsCard, RecommendedMembersCard, ResourcesCard } from './SideCards';

export function DashboardPage({ user }: { user: SessionUser }) {
  const t = useT();
  const brainstormHeading = useRef<HTMLHeadingElement>(null);
  const achievements = useQuery(MY_ACHIEVEMENTS_QUERY, { errorPolicy: 'all' });
  const achievementList = achievements.data?.myAchievements ?? [];
  const achievementsLoading = achievements.loading && !achievements.data;

  const startConversation = () => {
    brainstormHeading.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    brainstormHeading.current?.focus();
  };

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1">{t('dashboard.welcome', { firstName: user.firstName })}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('dashboard.welcomeSubtitle')}
        </Typography>
      </Box>

      <Box
        component="section"
        aria-labelledby="phase-title"
        sx={{ display: 'flex', alignItems: 'center', gap: 2, p: { xs: 2, md: 2.5 }, borderRadius: 3, color: '#fff', background: 'linear-gradient(135deg, #4f46e5, #7c3aed 60%, #db2777)' }}
      >
        <ExploreIcon aria-hidden sx={{ fontSize: 36, flexShrink: 0 }} />
        <Box>
          <Typography variant="body2" sx={{ opacity: 0.85 }}>
            {t('dashboard.phase.label')}
          </Typography>
          <Typography id="phase-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t('dashboard.phase.name')}
          </Typography>
          <Typography variant="body2" sx={{ opacity: 0.9, mt: 0.25 }}>
            {t('dashboard.phase.description')}
          </Typography>
        </Box>
      </Box>

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 3 }} sx={{ display: { xs: 'none', lg: 'block' } }}>
          <Stack component="aside" spacing={3} aria-labelledby="isla-title">
            <IslaCard onStartConversation={startConversation} />
            <QuickActionsCard />
            <ProgressCard skillCount={user.skills.length} badgeCount={achievements.error && !achievements.data ? null : achievementsLoading ? null : achievementList.length} />
          </Stack>
        </Grid>

        <Grid size={{ xs: 12, lg: 6 }}>
          <Card component="section" aria-labelledby="brainstorm-title">
            <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
                <IslaAvatar size={44} />
                <Typography id="brainstorm-title" ref={brainstormHeading} tabIndex={-1} variant="h2" sx={{ fontSize: '1.25rem', outline: 'none' }}>
                  {t('dashboard.brainstorm.title')}
                </Typography>
              </Box>
              <Typography color="text.secondary">{t('dashboard.brainstorm.intro')}</Typography>
            </CardContent>
          </Card>
        </Grid>

        <Grid size={{ xs: 12, lg: 3 }}>
          <Stack spacing={3}>
            <RecommendedMembersCard />
            <AchievementsCard achievements={achievementList} loading={achievementsLoading} />
            <ResourcesCard />
            <FeaturedProjectsCard />
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}
