import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import type { DashboardProgrammeTeam } from '../graphql/dashboardProgramme';
import { useT } from '../i18n/useT';
import { useTeamsT } from '../teams/messages';
import { TeamMilestones } from '../teams/TeamMilestones';
import { EntityLink, teamPath } from '../ui/links';
import { useProgrammeTeam } from './dashboardParts';
import { BadgesRow } from './ProgressCard';

/**
 * 'Your Progress' of a person in a team of their current programme (docs/product.md §16.3): the team, the share of
 * its milestones reached and the checklist of them. `children` (the journey, §4.6) without such a team, `waiting`
 * while that is not known yet. Its own chunk, loaded with the large screens' sidebar.
 */
export function ProgrammeProgress({
  badgeCount,
  waiting,
  children,
}: {
  badgeCount: number | null;
  waiting: ReactNode;
  children: ReactNode;
}) {
  const { team, loading } = useProgrammeTeam();
  if (team) return <MilestonesProgress team={team} badgeCount={badgeCount} />;
  return loading ? waiting : children;
}

function MilestonesProgress({
  team,
  badgeCount,
}: {
  team: DashboardProgrammeTeam;
  badgeCount: number | null;
}) {
  const t = useT();
  const teamsT = useTeamsT();
  return (
    <Card component="section" aria-labelledby="progress-title">
      <CardContent>
        <Typography id="progress-title" variant="h3" component="h2" sx={{ mb: 1 }}>
          {t('dashboard.progress.title')}
        </Typography>
        <Typography variant="body2">
          <EntityLink to={teamPath(team.id)} inText>
            {team.name}
          </EntityLink>
        </Typography>
        <LinearProgress
          variant="determinate"
          value={Math.max(0, Math.min(100, team.progress))}
          aria-label={teamsT('teams.progress.label', { name: team.name })}
          sx={{ height: 8, borderRadius: 4, my: 1 }}
        />
        <TeamMilestones milestones={team.milestones} />
        {badgeCount !== null && (
          <List disablePadding>
            <BadgesRow badgeCount={badgeCount} />
          </List>
        )}
      </CardContent>
    </Card>
  );
}
