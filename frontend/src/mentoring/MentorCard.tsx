import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '../graphql/identity';
import type { MentorCard as Mentor } from '../graphql/mentoring';
import { EntityLink, personPath } from '../ui/links';
import { personName } from '../ui/people';
import { AvailabilitySummary, useLanguageNames } from './AvailabilitySummary';
import { useMentoringT } from './messages';
import { RequestMentoringButton } from './RequestMentoringDialog';

/** A labelled row of chips (expertise). */
function ChipRow({ label, values }: { label: string; values: readonly string[] }) {
  return (
    <Stack
      component="ul"
      aria-label={label}
      direction="row"
      useFlexGap
      spacing={0.75}
      sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0, mb: 1.5 }}
    >
      {values.map((value) => (
        <li key={value}>
          <Chip size="small" variant="outlined" label={value} />
        </li>
      ))}
    </Stack>
  );
}

/**
 * A card of the mentors directory: avatar, name (a link to their page), current role · company, expertise chips,
 * interests, the "Available" summary in the viewer's time zone and "Request mentoring".
 */
export function MentorCard({
  mentor,
  viewer,
  onRequest,
}: {
  mentor: Mentor;
  viewer: SessionUser | null;
  onRequest(mentor: Mentor): void;
}) {
  const t = useMentoringT();
  const languageNames = useLanguageNames();
  const name = personName(mentor);
  const titleId = `mentor-${mentor.id}`;
  const position = [mentor.currentRole, mentor.company].filter(Boolean).join(' · ');
  const availability = mentor.mentorAvailability;

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
          <Avatar
            src={mentor.profileImageUrl ?? undefined}
            alt=""
            aria-hidden
            sx={{ width: 48, height: 48, bgcolor: 'primary.main' }}
          >
            {mentor.firstName.charAt(0)}
            {mentor.lastName.charAt(0)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} variant="h3">
              <EntityLink to={personPath(mentor.id)}>{name}</EntityLink>
            </Typography>
            {position && (
              <Typography variant="body2" color="text.secondary">
                {position}
              </Typography>
            )}
          </Box>
        </Box>
        {mentor.skills.length > 0 && <ChipRow label={t('mentoring.card.expertise')} values={mentor.skills} />}
        {mentor.interests.length > 0 && (
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {t('mentoring.card.interests')}:
            </Box>{' '}
            {mentor.interests.join(', ')}
          </Typography>
        )}
        {availability && availability.languages.length > 0 && (
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {t('mentoring.card.languages')}:
            </Box>{' '}
            {languageNames(availability.languages)}
          </Typography>
        )}
        {availability && <AvailabilitySummary availability={availability} />}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, '&:empty': { display: 'none' } }}>
        <RequestMentoringButton
          mentor={mentor}
          viewer={viewer}
          fullWidth
          onRequest={() => onRequest(mentor)}
        />
      </CardActions>
    </Card>
  );
}
