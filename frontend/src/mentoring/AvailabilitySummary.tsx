import { useId } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MentorAvailability } from '../graphql/mentoring';
import { useMentoringT } from './messages';
import { browserTimeZone, isPaused, slotsForViewer } from './timeZones';

/**
 * "Available": a mentor's weekly slots shown in the viewer's time zone (Intl, the current locale's date and time
 * formats), or "No times set yet", or "Not available until <date>" while they pause. Needs mentoringMessages.
 */
export function AvailabilitySummary({ availability }: { availability: MentorAvailability }) {
  const t = useMentoringT();
  const intl = useIntl();
  const id = useId();
  const now = new Date();

  if (isPaused(availability.notAvailableUntil, now)) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('mentoring.available.paused', {
          date: intl.formatDate(new Date(availability.notAvailableUntil!), { dateStyle: 'medium' }),
        })}
      </Typography>
    );
  }
  if (availability.slots.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('mentoring.available.none')}
      </Typography>
    );
  }
  const slots = slotsForViewer(availability.slots, availability.timeZone, now);
  return (
    <Box>
      <Typography id={id} variant="body2" sx={{ fontWeight: 600 }}>
        {t('mentoring.available')}
      </Typography>
      <Box component="ul" aria-labelledby={id} sx={{ m: 0, pl: 2.5 }}>
        {slots.map(({ start, end }) => (
          <Typography component="li" variant="body2" key={start.toISOString()}>
            {intl.formatDateTimeRange(start, end, {
              weekday: 'short',
              hour: 'numeric',
              minute: '2-digit',
            })}
          </Typography>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t('mentoring.available.zone', { zone: browserTimeZone() })}
      </Typography>
    </Box>
  );
}

/** The languages a mentor mentors in, by their own names (English, Deutsch). */
export function useLanguageNames() {
  const t = useMentoringT();
  return (languages: readonly string[]) =>
    languages
      .map((language) =>
        language === 'en' || language === 'de' ? t(`mentoring.language.${language}`) : language,
      )
      .join(', ');
}
