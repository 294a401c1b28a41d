import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import EmojiEventsIcon from '@mui/icons-material/EmojiEventsOutlined';
import { DEFAULT_AWARDS } from '@creators/contracts';
import { MY_PROGRAMMES_QUERY } from '../graphql/programmes';
import { useLocale } from '../i18n/LocaleProvider';
import { PROGRAMME_AWARDS_QUERY } from '../judging/graphql';
import { localName } from '../judging/names';
import { resultsPath } from '../judging/paths';
import { EntityLink, projectPath } from '../ui/links';
import { useShowcaseT, type ShowcaseMessageId } from './messages';

interface ShownAward {
  key: string;
  name: string;
  nameDe?: string | null;
  kind: string;
  winner?: { projectId: string; projectTitle: string; teamName: string } | null;
}

const KIND_DESCRIPTIONS: Record<string, ShowcaseMessageId> = {
  overall: 'showcase.awards.kind.overall',
  criterion: 'showcase.awards.kind.criterion',
  vote: 'showcase.awards.kind.vote',
};

/**
 * 'Awards' (product.md §2.13, §17.3): the awards of the viewer's current programme, each with its winner linked to
 * the project's page once the results are published, 'Not awarded yet' before; without a programme (or while its
 * awards cannot be read) the default awards, not awarded yet.
 */
export function AwardsCard() {
  const t = useShowcaseT();
  const mine = useQuery(MY_PROGRAMMES_QUERY, { errorPolicy: 'all' });
  const programmeId = mine.data?.myProgrammes.find((entry) => entry.current)?.programme.id;
  const awards = useQuery(PROGRAMME_AWARDS_QUERY, {
    variables: { programmeId: programmeId ?? '' },
    skip: !programmeId,
    errorPolicy: 'all',
  });
  const shown: readonly ShownAward[] = awards.data?.programmeAwards ?? DEFAULT_AWARDS;
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <EmojiEventsIcon aria-hidden sx={{ color: '#b45309' }} />
          <Typography id="awards-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t('showcase.awards.title')}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('showcase.awards.subtitle')}
        </Typography>
        <List disablePadding sx={{ mt: 1 }}>
          {shown.map((award) => (
            <AwardItem key={award.key} award={award} />
          ))}
        </List>
        {programmeId && (
          <EntityLink to={resultsPath(programmeId)} inText>
            {t('showcase.awards.results')}
          </EntityLink>
        )}
      </CardContent>
    </Card>
  );
}

function AwardItem({ award }: { award: ShownAward }) {
  const t = useShowcaseT();
  const { locale } = useLocale();
  const description = KIND_DESCRIPTIONS[award.kind];
  return (
    <ListItem
      disableGutters
      sx={{
        display: 'block',
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-child': { borderBottom: 0 },
      }}
    >
      <Typography component="h3" sx={{ fontWeight: 600 }}>
        {localName(award, locale)}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary">
          {t(description)}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 500 }}>
        {award.winner ? (
          <>
            <EntityLink to={projectPath(award.winner.projectId)} inText>
              {award.winner.projectTitle}
            </EntityLink>{' '}
            · {t('showcase.awards.team', { team: award.winner.teamName })}
          </>
        ) : (
          t('showcase.awards.notAwarded')
        )}
      </Typography>
    </ListItem>
  );
}
