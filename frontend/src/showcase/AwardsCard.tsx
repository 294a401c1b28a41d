import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import EmojiEventsIcon from '@mui/icons-material/EmojiEventsOutlined';
import { useShowcaseT, type ShowcaseMessageId } from './messages';

/**
 * 'Awards' (product.md §2.13). People's Choice is the one award the platform can know: the most-liked project.
 * The others are not awarded yet.
 */
export function AwardsCard({ peoplesChoice }: { peoplesChoice: { title: string; likes: number } | null }) {
  const t = useShowcaseT();
  const awards: Array<{ title: ShowcaseMessageId; description: ShowcaseMessageId; status: string }> = [
    {
      title: 'showcase.awards.innovation',
      description: 'showcase.awards.innovation.description',
      status: t('showcase.awards.notAwarded'),
    },
    {
      title: 'showcase.awards.peoplesChoice',
      description: 'showcase.awards.peoplesChoice.description',
      status: peoplesChoice
        ? t('showcase.awards.leading', { title: peoplesChoice.title, count: peoplesChoice.likes })
        : t('showcase.awards.notAwarded'),
    },
    {
      title: 'showcase.awards.technical',
      description: 'showcase.awards.technical.description',
      status: t('showcase.awards.notAwarded'),
    },
  ];
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
          {awards.map((award) => (
            <ListItem
              key={award.title}
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
                {t(award.title)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(award.description)}
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 500 }}>
                {award.status}
              </Typography>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
