import type { Ref } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { AudioToggle } from '../voice/AudioToggle';
import { IslaAvatar } from '../voice/IslaAvatar';
import { BrainstormView } from './BrainstormView';
import { useBrainstormT } from './messages';
import { useBrainstorm, type CreatedChallenge } from './useBrainstorm';

interface Props {
  firstName?: string | null;
  onCreated?(challenge: CreatedChallenge): void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The dashboard's always-open brainstorm panel 'Challenge Brainstorm with Isla' (product.md §2.9). Publishing a
 * challenge starts a fresh brainstorm (a panel that is always open cannot close: product.md §10).
 */
export function BrainstormPanel({ firstName, onCreated, headingRef }: Props) {
  const t = useBrainstormT();
  const controller = useBrainstorm({ firstName, onCreated });
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
        <BrainstormView controller={controller} />
      </CardContent>
    </Card>
  );
}
