import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DashboardProgramme } from '../graphql/dashboardProgramme';
import { WithMessages } from '../i18n/WithMessages';
import { inZone, relativeTo, useMinuteClock } from './programmeDates';
import { phaseName, programmeDashboardMessages, useProgrammeDashboardT } from './programmeMessages';
import { useCurrentProgramme } from './useCurrentProgramme';

/**
 * The phase banner's text (docs/product.md §2.7, §16): the current phase of the person's current programme, its
 * name and the countdown to its next date; `children` (the journey's phase, as before) while the person is in no
 * programme, and until that is known. Its own chunk, loaded beside the dashboard's.
 */
export function ProgrammePhase({ children }: { children: ReactNode }) {
  const { programme } = useCurrentProgramme();
  if (!programme) return children;
  return (
    <WithMessages messages={programmeDashboardMessages}>
      <ProgrammePhaseText programme={programme} />
    </WithMessages>
  );
}

/** The programme's name, its current phase (the banner's heading, `#phase-title`) and its next date. */
export function ProgrammePhaseText({ programme }: { programme: DashboardProgramme }) {
  const t = useProgrammeDashboardT();
  const { locale } = useIntl();
  return (
    <Box>
      <Typography variant="body2">
        {/* Its German name in German, when it has one. */}
        {t('dashboardProgramme.label', {
          programme: (locale === 'de' && programme.nameDe) || programme.name,
        })}
      </Typography>
      <Typography id="phase-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
        {phaseName(t, programme.currentPhase)}
      </Typography>
      <NextDate programme={programme} />
    </Box>
  );
}

/**
 * 'Submission deadline in 3 days' (Intl.RelativeTimeFormat, read again each minute), and the date itself as the
 * programme's time zone shows it, beside it and on hover. Nothing once no date is ahead.
 */
export function NextDate({ programme }: { programme: DashboardProgramme }) {
  const t = useProgrammeDashboardT();
  const intl = useIntl();
  const now = useMinuteClock();
  const next = programme.nextDeadline;
  if (!next || Number.isNaN(Date.parse(next.at))) return null;
  const when = relativeTo(intl, next.at, now);
  const text =
    next.kind === 'submission'
      ? t('dashboardProgramme.next.submission', { when })
      : next.kind === 'phaseEnd' && next.phase
        ? t('dashboardProgramme.next.phaseEnd', { phase: phaseName(t, next.phase), when })
        : next.kind === 'judgingEnd'
          ? t('dashboardProgramme.next.judgingEnd', { when })
          : next.kind === 'results'
            ? t('dashboardProgramme.next.results', { when })
            : t('dashboardProgramme.next.other', { when });
  const at = t('dashboardProgramme.next.at', inZone(intl, next.at, programme.timeZone));
  return (
    <Typography variant="body2" sx={{ mt: 0.25 }}>
      <time dateTime={next.at} title={at}>
        {text}
      </time>
      <Box component="span" sx={{ opacity: 0.85 }}>
        {` · ${at}`}
      </Box>
    </Typography>
  );
}
