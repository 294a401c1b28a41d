import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import GroupAddIcon from '@mui/icons-material/GroupAddOutlined';
import { useSession } from '../auth/useSession';
import { MY_TEAMS_QUERY } from '../graphql/teams';
import { personName } from '../ui/people';
import { InvitePersonDialog, InviteToTeamDialog } from './LazyInviteDialogs';
import { useInviteT } from './messages';

/**
 * The team page's 'Invite' for its leader (docs/product.md §11.3), while the team can take someone: forming, with
 * open seats.
 */
export function InviteToTeamButton({
  team,
}: {
  team: { id: string; name: string; status: string; openSeats: number };
}) {
  if (team.status !== 'forming' || team.openSeats <= 0) return null;
  return <InviteToTeam team={team} />;
}

function InviteToTeam({ team }: { team: { id: string; name: string } }) {
  const t = useInviteT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<GroupAddIcon />} onClick={() => setOpen(true)}>
        {t('invite.button')}
      </Button>
      <InviteToTeamDialog open={open} onClose={() => setOpen(false)} team={team} />
    </>
  );
}

/** The teams the viewer leads that can take someone now (forming, not full), newest first. */
export function useTeamsToInviteTo() {
  const viewerId = useSession().user?.id ?? null;
  const { data } = useQuery(MY_TEAMS_QUERY, { skip: !viewerId, errorPolicy: 'all' });
  const teams = (data?.myTeams.nodes ?? []).filter(
    (team) => team.leaderId === viewerId && team.status === 'forming' && team.memberCount < team.maxMembers,
  );
  return { viewerId, teams };
}

/**
 * 'Invite to team' on a person's page and on a recommended person (docs/product.md §11.3): shown to someone who
 * leads a team that can take them, never on their own page.
 */
export function InvitePersonButton({
  person,
  size = 'medium',
}: {
  person: { id: string; firstName: string; lastName: string };
  size?: 'small' | 'medium';
}) {
  const { viewerId, teams } = useTeamsToInviteTo();
  if (!viewerId || viewerId === person.id || teams.length === 0) return null;
  return <InvitePerson person={person} teams={teams} size={size} />;
}

function InvitePerson({
  person,
  teams,
  size,
}: {
  person: { id: string; firstName: string; lastName: string };
  teams: ReadonlyArray<{ id: string; name: string }>;
  size: 'small' | 'medium';
}) {
  const t = useInviteT();
  const [open, setOpen] = useState(false);
  const name = personName(person);
  return (
    <>
      <Button
        size={size}
        variant="outlined"
        startIcon={<GroupAddIcon />}
        aria-label={t('invite.toTeam.label', { name })}
        onClick={() => setOpen(true)}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {t('invite.toTeam')}
      </Button>
      <InvitePersonDialog open={open} onClose={() => setOpen(false)} person={person} teams={teams} />
    </>
  );
}
