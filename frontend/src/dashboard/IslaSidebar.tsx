import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import BuildIcon from '@mui/icons-material/Build';
import ChatIcon from '@mui/icons-material/ChatBubbleOutlined';
import GroupsIcon from '@mui/icons-material/Groups';
import SearchIcon from '@mui/icons-material/Search';
import { useT } from '../i18n/useT';

export function IslaAvatar({ size = 56 }: { size?: number }) {
  return (
    <Avatar
      aria-hidden
      sx={{ width: size, height: size, background: 'linear-gradient(135deg, #4f46e5, #db2777)' }}
    >
      <AutoAwesomeIcon sx={{ fontSize: size * 0.5 }} />
    </Avatar>
  );
}

/** Isla and her conversation button (product.md §2.7): the avatar and 'Start Conversation' open the voice dialog. */
export function IslaCard({ onStartConversation }: { onStartConversation(): void }) {
  const t = useT();
  return (
    <Card component="section" aria-labelledby="isla-title">
      <CardContent sx={{ textAlign: 'center' }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 1.5 }}>
          {/* A pointer shortcut; keyboard and screen reader users have the 'Start Conversation' button below. */}
          <ButtonBase onClick={onStartConversation} tabIndex={-1} aria-hidden sx={{ borderRadius: '50%' }}>
            <IslaAvatar size={72} />
          </ButtonBase>
        </Box>
        <Typography id="isla-title" variant="h3" component="h2">
          {t('dashboard.isla.name')}
        </Typography>
        <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }}>
          {t('dashboard.isla.role')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('dashboard.isla.description')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<ChatIcon />}
          onClick={onStartConversation}
          fullWidth
          sx={{ mt: 2 }}
        >
          {t('dashboard.isla.start')}
        </Button>
      </CardContent>
    </Card>
  );
}

export function QuickActionsCard() {
  const t = useT();
  const actions = [
    { to: '/challenges', label: t('dashboard.quickActions.identify'), icon: <SearchIcon /> },
    { to: '/teams', label: t('dashboard.quickActions.findTeam'), icon: <GroupsIcon /> },
    { to: '/showcase', label: t('dashboard.quickActions.prototype'), icon: <BuildIcon /> },
  ];
  return (
    <Card component="section" aria-labelledby="quick-actions-title">
      <CardContent>
        <Typography id="quick-actions-title" variant="h3" component="h2" sx={{ mb: 1.5 }}>
          {t('dashboard.quickActions.title')}
        </Typography>
        <Stack spacing={1}>
          {actions.map((action) => (
            <Button
              key={action.to}
              component={RouterLink}
              to={action.to}
              variant="outlined"
              startIcon={action.icon}
              sx={{ justifyContent: 'flex-start' }}
            >
              {action.label}
            </Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** 'Your Progress' is computed from the user's real state in ./ProgressCard. */
export { ProgressCard } from './ProgressCard';
