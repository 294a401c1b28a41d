import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CalendarIcon from '@mui/icons-material/CalendarTodayOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import type { ChallengeCategory } from '@creators/contracts';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../auth/useSession';
import type { Challenge } from '../graphql/challenges';
import { challengePath, EntityLink } from '../ui/links';
import { categoryLabel, DIFFICULTY_COLORS, difficultyLabel, formatDay } from '../ui/domainLabels';
import { useChallengesT } from './messages';

/** product.md §9: a challenge card shows its first three tags, then '+N more'. */
export const CHALLENGE_CARD_TAGS = 3;

/** product.md §2.10 card emoji per category. */
const CATEGORY_EMOJI: Record<ChallengeCategory, string> = {
  technology: '💻',
  sustainability: '🌱',
  education: '📚',
  community: '🤝',
  health: '🏥',
};

export function ChallengeCard({
  challenge,
  onAccept,
}: {
  challenge: Challenge;
  onAccept(challenge: Challenge): void;
}) {
  const t = useChallengesT();
  const intl = useIntl();
  const emoji = CATEGORY_EMOJI[challenge.category as keyof typeof CATEGORY_EMOJI] ?? '💡';
  const moreTags = challenge.tags.length - CHALLENGE_CARD_TAGS;
  const titleId = `challenge-${challenge.id}`;
  const own = useSession().user?.id === challenge.createdBy;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, mb: 1.5 }}>
          <Box aria-hidden sx={{ fontSize: 28, lineHeight: 1 }}>
            {emoji}
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={titleId} variant="h3" sx={{ overflowWrap: 'anywhere' }}>
              <EntityLink to={challengePath(challenge.id)}>{challenge.title}</EntityLink>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {categoryLabel(intl, challenge.category)}
            </Typography>
          </Box>
          <Chip
            size="small"
            variant="outlined"
            color={DIFFICULTY_COLORS[challenge.difficulty] ?? 'default'}
            label={difficultyLabel(intl, challenge.difficulty)}
          />
        </Box>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            mb: 1.5,
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {challenge.description}
        </Typography>
        {challenge.tags.length > 0 && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mb: 1.5 }}>
            {challenge.tags.slice(0, CHALLENGE_CARD_TAGS).map((tag) => (
              <Chip key={tag} size="small" label={tag} />
            ))}
            {moreTags > 0 && (
              <Chip size="small" variant="outlined" label={t('challenges.moreTags', { count: moreTags })} />
            )}
          </Stack>
        )}
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, color: 'text.secondary' }}
        >
          {/* Null while the teams service cannot answer: the card shows everything else. */}
          {challenge.teamCount != null && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <GroupsIcon fontSize="small" aria-hidden />
              <Typography variant="body2">
                {t('challenges.teamCount', { count: challenge.teamCount })}
              </Typography>
            </Box>
          )}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <CalendarIcon fontSize="small" aria-hidden />
            <Typography variant="body2">
              {t('shared.createdOn', { date: formatDay(intl, challenge.createdAt) })}
            </Typography>
          </Box>
          <Chip
            size="small"
            color={challenge.status === 'active' ? 'primary' : 'default'}
            label={challenge.status === 'active' ? t('challenges.status.active') : challenge.status}
            sx={{ ml: 'auto' }}
          />
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }} disableSpacing>
        {/* product.md §10: 'Accept Challenge' starts a team for this challenge. Its author does not accept their
            own challenge: they start a team for it, or go to the teams already on it. */}
        <Button variant="contained" fullWidth onClick={() => onAccept(challenge)}>
          {own ? t('challenges.startTeam') : t('challenges.accept')}
        </Button>
        {own && (challenge.teamCount ?? 0) > 0 && (
          <Button
            variant="outlined"
            fullWidth
            component={RouterLink}
            to={challengePath(challenge.id)}
            state={{ focus: 'challenge-teams' }}
          >
            {t('challenges.seeTeams', { count: challenge.teamCount ?? 0 })}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
