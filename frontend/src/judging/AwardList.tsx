import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EntityLink, projectPath } from '../ui/links';
import type { Award } from './graphql';
import { useJudgingT } from './messages';
import { useLocalName } from './names';

/** A programme's awards, each with its winner (linked to the project's page) or 'Not awarded yet'. */
export function AwardList({ awards }: { awards: readonly Award[] }) {
  const t = useJudgingT();
  const nameOf = useLocalName();
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {awards.map((award) => (
        <Box
          component="li"
          key={award.key}
          sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-child': { borderBottom: 0 } }}
        >
          <Typography component="h3" sx={{ fontWeight: 600 }}>
            {nameOf(award)}
          </Typography>
          {award.winner ? (
            <Typography variant="body2">
              <EntityLink to={projectPath(award.winner.projectId)} inText>
                {award.winner.projectTitle}
              </EntityLink>{' '}
              · {t('judging.awards.team', { team: award.winner.teamName })}
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('judging.awards.notAwarded')}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
