import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '../auth/useSession';
import type { MentorAvailability } from '../graphql/mentoring';
import { WithMessages } from '../i18n/WithMessages';
import { PageSection } from '../ui/entityPage';
import { AvailabilitySummary, useLanguageNames } from './AvailabilitySummary';
import { mentoringMessages, useMentoringT } from './messages';
import { RequestMentoringButton, type RequestableMentor } from './RequestMentoringDialog';

/** mentorVerified false: staff have not verified them yet (docs/product.md §14), so no request can be made. */
type PanelMentor = RequestableMentor & {
  mentorAvailability: MentorAvailability;
  mentorVerified?: boolean | null;
};

/**
 * The "Mentoring" section of a mentor's page (docs/product.md §12): the languages they mentor in, when they are
 * available (in the viewer's time zone) and "Request mentoring" (once staff verified them, §14). Brings its own
 * texts.
 */
export function MentorPanel({ mentor }: { mentor: PanelMentor }) {
  return (
    <WithMessages messages={mentoringMessages}>
      <MentorSection mentor={mentor} />
    </WithMessages>
  );
}

function MentorSection({ mentor }: { mentor: PanelMentor }) {
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
        {mentor.mentorVerified === false ? (
          <Typography variant="body2" color="text.secondary">
            {t('mentoring.person.notVerified')}
          </Typography>
        ) : (
          <RequestMentoringButton mentor={mentor} viewer={user} />
        )}
      </Stack>
    </PageSection>
  );
}
