import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import BuildIcon from '@mui/icons-material/Build';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ChatIcon from '@mui/icons-material/ChatBubbleOutlined';
import GroupsIcon from '@mui/icons-material/Groups';
import SearchIcon from '@mui/icons-material/Search';
import { useT } from '../i18n/useT';

export function IslaAvatar({ size = 56 }: { size?: number }) {
  return (
    <Avatar aria-hidden sx={{ width: size, height: size, background: 'linear-gradient(135deg, #4f46e5, #db2777)' }}>
      <AutoAwesomeIcon sx={{ fontSize: size * 0.5 }} />
    </Avatar>
  );
}

/** Isla, her conversation button and the quick actions. */
export function IslaCard({ onStartConversation }: { onStartConversation(): void }) {
  const t = useT();
  return (
    <Card component="section" aria-labelledby="isla-title">
      <CardContent sx={{ textAlign: 'center' }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 1.5 }}>
          <IslaAvatar size={72} />
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
        <Button variant="contained" startIcon={<ChatIcon />} onClick={onStartConversation} fullWidth sx={{ mt: 2 }}>
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
            <Button key={action.to} component={RouterLink} to={action.to} variant="outlined" startIcon={action.icon} sx={{ justifyContent: 'flex-start' }}>
              {action.label}
            </Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Only what the platform knows for certain: no made-up percentages. */
export function ProgressCard({ skillCount, badgeCount }: { skillCount: number; badgeCount: number | null }) {
  const t = useT();
  const rows = [
    { label: t('dashboard.progress.profile'), value: t('dashboard.progress.completed'), done: true },
    { label: t('dashboard.progress.skills'), value: String(skillCount), done: skillCount > 0 },
    ...(badgeCount === null ? [] : [{ label: t('dashboard.progress.badges'), value: String(badgeCount), done: badgeCount > 0 }]),
  ];
  return (
    <Card component="section" aria-labelledby="progress-title">
      <CardContent>
        <Typography id="progress-title" variant="h3" component="h2" sx={{ mb: 1 }}>
          {t('dashboard.progress.title')}
        </Typography>
        <List disablePadding>
          {rows.map((row) => (
            <ListItem key={row.label} sx={{ px: 0, py: 0.75, gap: 1 }}>
              <CheckCircleIcon aria-hidden fontSize="small" sx={{ color: row.done ? 'success.main' : 'action.disabled' }} />
              <Typography variant="body2" sx={{ flex: 1 }}>
                {row.label}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {row.value}
              </Typography>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
