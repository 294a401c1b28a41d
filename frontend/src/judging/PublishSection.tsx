import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatInZone } from '../programmes/dates';
import { ConfirmDialog, PageSection } from '../ui/entityPage';
import { EntityLink } from '../ui/links';
import { usePageAction } from '../ui/usePageAction';
import { PUBLISH_RESULTS_MUTATION, type Judging } from './graphql';
import type { JudgingProgramme } from './JudgingTab';
import { useJudgingT } from './messages';
import { resultsPath } from './paths';

/** What publishing changes on screen. */
const AFTER_PUBLISH = ['ProgrammeJudging', 'ProgrammeResults', 'ProgrammeAwards'];

/**
 * 'Publication': when it was published, or 'Publish results' with a confirmation, which says so when it is before
 * the results date (then it publishes early); and the link to the results page.
 */
export function PublishSection({
  programme,
  name,
  judging,
}: {
  programme: JudgingProgramme;
  name: string;
  judging: Judging;
}) {
  const t = useJudgingT();
  const intl = useIntl();
  const run = usePageAction();
  const [publish] = useMutation(PUBLISH_RESULTS_MUTATION);
  // Whether publishing now is early is decided when the organiser asks to publish.
  const [confirming, setConfirming] = useState<{ early: boolean } | null>(null);
  const resultsAt = formatInZone(intl, programme.resultsAt, programme.timeZone);
  const early = confirming?.early ?? false;
  const confirm = () =>
    run(() => publish({ variables: { programmeId: programme.id, early } }), {
      done: t('judging.publish.done'),
      lists: AFTER_PUBLISH,
    });
  return (
    <PageSection id="judging-publication" title={t('judging.publish.title')}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {judging.publishedAt ? (
          <Typography>
            {t('judging.results.publishedAt', {
              date: formatInZone(intl, judging.publishedAt, programme.timeZone),
            })}
          </Typography>
        ) : (
          <>
            <Typography color="text.secondary">
              {t('judging.publish.resultsAt', { date: resultsAt })}
            </Typography>
            <Button
              variant="contained"
              onClick={() => setConfirming({ early: Date.now() < Date.parse(programme.resultsAt) })}
            >
              {t('judging.publish.button')}
            </Button>
          </>
        )}
        <EntityLink to={resultsPath(programme.id)} inText>
          {t('judging.results.link')}
        </EntityLink>
      </Box>
      <ConfirmDialog
        open={confirming !== null}
        title={t('judging.publish.button')}
        text={
          early
            ? t('judging.publish.confirmEarly', { name, date: resultsAt })
            : t('judging.publish.confirm', { name })
        }
        confirmLabel={early ? t('judging.publish.now') : t('judging.publish.button')}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      />
    </PageSection>
  );
}
