import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '../auth/useSession';
import type { MentorAvailability } from '../graphql/mentoring';
import { WithMessages } from '../i18n/WithMessages';
import { PageSection } from '../ui/entityPage';
import { AvailabilitySummary, useLanguageNames } from './AvailabilitySummary';
import { mentoringMessages, useMentoringT } from './messages';
import { RequestMentoringButton, type RequestableMentor } from './RequestMentoringDialog';

/**
 * The "Mentoring" section of a mentor's page (docs/product.md §12): the languages they mentor in, when they are
 * available (in the viewer's time zone) and "Request mentoring". Brings its own texts.
 */
export function MentorPanel({
  mentor,
}: {
  mentor: RequestableMentor & { mentorAvailability: MentorAvailability };
}) {
  return (
    <WithMessages messages={mentoringMessages}>
      <MentorSection mentor={mentor} />
    </WithMessages>
  );
}

function MentorSection({
  mentor,
}: {
  mentor: RequestableMentor & { mentorAvailability: MentorAvailability };
}) {
  const t = useMentoringT();
  const { user } = useSession();
  const languageNames = useLanguageNames();
  const availability = mentor.mentorAvailability;
  return (
    <PageSection id="person-mentoring" title={t('mentoring.person.title')}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {availability.languages.length > 0 && (
          <Typography variant="body2">
            <strong>{t('mentoring.card.languages')}:</strong> {languageNames(availability.languages)}
          </Typography>
        )}
        <AvailabilitySummary availability={availability} />
        <RequestMentoringButton mentor={mentor} viewer={user} />
      </Stack>
    </PageSection>
  );
}
