import { Suspense, type Ref } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { AudioToggle } from '../isla/AudioToggle';
import { IslaAvatar } from '../isla/IslaAvatar';
import type { BrainstormConversationProps } from './BrainstormConversation';
import { LazyBrainstormConversation } from './LazyBrainstormConversation';
import { useBrainstormT } from './messages';

interface Props extends BrainstormConversationProps {
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The dashboard's always-open brainstorm panel 'Challenge Brainstorm with Isla' (product.md §2.9). Publishing a
 * challenge starts a fresh brainstorm (a panel that is always open cannot close: product.md §10).
 */
export function BrainstormPanel({ onCreated, headingRef }: Props) {
  const t = useBrainstormT();
  return (
    <Card component="section" aria-labelledby="brainstorm-title">
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
          <IslaAvatar size={44} />
          <Typography
            id="brainstorm-title"
            ref={headingRef}
            tabIndex={-1}
            variant="h2"
            sx={{ fontSize: '1.25rem', outline: 'none', flex: 1 }}
          >
            {t('brainstorm.title')}
          </Typography>
          <AudioToggle />
        </Box>
        <Suspense fallback={<Skeleton variant="rounded" height={320} aria-busy="true" />}>
          <LazyBrainstormConversation onCreated={onCreated} />
        </Suspense>
      </CardContent>
    </Card>
  );
}
