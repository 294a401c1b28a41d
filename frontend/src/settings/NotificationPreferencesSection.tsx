import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useMutation, useQuery } from '@apollo/client/react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  NEW_CHALLENGE_DELIVERIES,
  NOTIFICATION_KINDS,
  type NewChallengeDelivery,
  type NotificationKind,
} from '@creators/contracts';
import {
  NOTIFICATION_PREFERENCES_QUERY,
  UPDATE_NOTIFICATION_PREFERENCES_MUTATION,
} from '../graphql/notifications';
import { useRelogin } from '../ui/useRelogin';
import { WithMessages, type FeatureMessages } from '../i18n/WithMessages';
import { PageSection } from '../ui/entityPage';
import { LoadErrorPanel } from '../ui/listPage';
import { useToast } from '../ui/toast/ToastProvider';

const en = {
  'settings.notifications.title': 'Notifications',
  'settings.notifications.hint':
    'Choose what reaches you in the app and by email. Other notifications (your teams, mentoring, meetings) always show in the app.',
  'settings.notifications.kind': 'Kind',
  'settings.notifications.inApp': 'In the app',
  'settings.notifications.email': 'By email',
  'settings.notifications.kind.teamJoins': 'Someone joins your team',
  'settings.notifications.kind.invitations': 'Team invitations',
  'settings.notifications.kind.likes': 'Likes of your projects',
  'settings.notifications.kind.badges': 'Badges you earn',
  'settings.notifications.kind.newChallenges': 'New challenges',
  'settings.notifications.kind.chatMentions': 'Mentions in team chats',
  'settings.notifications.kind.programmes': 'Programme news',
  'settings.notifications.delivery': 'How new challenges reach you',
  'settings.notifications.delivery.daily': 'In one digest a day',
  'settings.notifications.delivery.each': 'One by one, as each is published',
  'settings.notifications.delivery.hint':
    'The digest comes once a day when there is something new: the new challenges of your programmes and of the open community.',
  'settings.notifications.switchInApp': '{kind}: in the app',
  'settings.notifications.switchEmail': '{kind}: by email',
  'settings.notifications.saved': 'Notification settings saved',
  'settings.notifications.failed': 'Your notification settings could not be saved.',
  'settings.notifications.error': 'Something went wrong',
} as const;
type Id = keyof typeof en;
const de: Record<Id, string> = {
  'settings.notifications.title': 'Benachrichtigungen',
  'settings.notifications.hint':
    'Wähle, was dich in der App und per E-Mail erreicht. Andere Benachrichtigungen (deine Teams, Mentoring, Meetings) zeigt die App immer.',
  'settings.notifications.kind': 'Art',
  'settings.notifications.inApp': 'In der App',
  'settings.notifications.email': 'Per E-Mail',
  'settings.notifications.kind.teamJoins': 'Jemand tritt deinem Team bei',
  'settings.notifications.kind.invitations': 'Team-Einladungen',
  'settings.notifications.kind.likes': 'Likes für deine Projekte',
  'settings.notifications.kind.badges': 'Abzeichen, die du erhältst',
  'settings.notifications.kind.newChallenges': 'Neue Challenges',
  'settings.notifications.kind.chatMentions': 'Erwähnungen in Team-Chats',
  'settings.notifications.kind.programmes': 'Neuigkeiten aus dem Programm',
  'settings.notifications.delivery': 'Wie dich neue Challenges erreichen',
  'settings.notifications.delivery.daily': 'In einer Zusammenfassung am Tag',
  'settings.notifications.delivery.each': 'Einzeln, sobald eine veröffentlicht wird',
  'settings.notifications.delivery.hint':
    'Die Zusammenfassung kommt einmal am Tag, wenn es etwas Neues gibt: die neuen Challenges deiner Programme und der offenen Community.',
  'settings.notifications.switchInApp': '{kind}: in der App',
  'settings.notifications.switchEmail': '{kind}: per E-Mail',
  'settings.notifications.saved': 'Benachrichtigungseinstellungen gespeichert',
  'settings.notifications.failed': 'Deine Benachrichtigungseinstellungen konnten nicht gespeichert werden.',
  'settings.notifications.error': 'Etwas ist schiefgelaufen',
};
const messages: FeatureMessages = { en, de };

/**
 * The Settings page's "Notifications" (docs/product.md "Notification inbox"): per kind, a switch for in the app and
 * one for by e-mail, and whether new challenges come one by one or in a daily digest; each change is saved at once.
 */
export function NotificationPreferencesSection() {
  return (
    <WithMessages messages={messages}>
      <Preferences />
    </WithMessages>
  );
}

function Preferences() {
  const intl = useIntl();
  const t = (id: Id, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { toast } = useToast();
  const { handleUnauthorized } = useRelogin();
  const query = useQuery(NOTIFICATION_PREFERENCES_QUERY, { errorPolicy: 'none' });
  const [update] = useMutation(UPDATE_NOTIFICATION_PREFERENCES_MUTATION);
  const preferences = query.data?.notificationPreferences;
  const deliveryLabel = useId();
  const deliveryHint = useId();

  /** Saves a change (the input's kinds or the delivery), showing it at once. */
  const save = async (input: Record<string, unknown>, shown: Partial<NonNullable<typeof preferences>>) => {
    if (!preferences) return;
    try {
      await update({
        variables: { input },
        optimisticResponse: { updateNotificationPreferences: { ...preferences, ...shown } },
        // The preferences have no id: the query's answer is replaced by the mutation's.
        update: (cache, { data }) => {
          if (data)
            cache.writeQuery({
              query: NOTIFICATION_PREFERENCES_QUERY,
              data: { notificationPreferences: data.updateNotificationPreferences },
            });
        },
      });
      toast({ title: t('settings.notifications.saved') });
    } catch (error) {
      if (handleUnauthorized(error)) return;
      toast({
        variant: 'destructive',
        title: t('settings.notifications.error'),
        description: t('settings.notifications.failed'),
      });
    }
  };

  const change = (kind: NotificationKind, channel: 'inApp' | 'email', value: boolean) => {
    if (!preferences) return;
    const { inApp, email } = preferences[kind];
    const next = { inApp, email, [channel]: value };
    return save({ [kind]: next }, { [kind]: { __typename: 'NotificationChannels' as const, ...next } });
  };

  const changeDelivery = (value: NewChallengeDelivery) =>
    save({ newChallengesDelivery: value }, { newChallengesDelivery: value });

  return (
    <PageSection id="settings-notifications" title={t('settings.notifications.title')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('settings.notifications.hint')}
      </Typography>
      {!preferences && query.error ? (
        <LoadErrorPanel onRetry={() => void query.refetch().catch(() => undefined)} />
      ) : !preferences ? (
        <Skeleton variant="rectangular" height={240} />
      ) : (
        <Table size="small" aria-labelledby="settings-notifications">
          <TableHead>
            <TableRow>
              <TableCell>{t('settings.notifications.kind')}</TableCell>
              <TableCell align="center">{t('settings.notifications.inApp')}</TableCell>
              <TableCell align="center">{t('settings.notifications.email')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {NOTIFICATION_KINDS.map((kind) => {
              const label = t(`settings.notifications.kind.${kind}`);
              return (
                <TableRow key={kind}>
                  <TableCell component="th" scope="row">
                    {label}
                  </TableCell>
                  <TableCell align="center">
                    <Switch
                      checked={preferences[kind].inApp}
                      onChange={(event) => void change(kind, 'inApp', event.target.checked)}
                      slotProps={{
                        input: { 'aria-label': t('settings.notifications.switchInApp', { kind: label }) },
                      }}
                    />
                  </TableCell>
                  <TableCell align="center">
                    <Switch
                      checked={preferences[kind].email}
                      onChange={(event) => void change(kind, 'email', event.target.checked)}
                      slotProps={{
                        input: { 'aria-label': t('settings.notifications.switchEmail', { kind: label }) },
                      }}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      {preferences && (
        <>
          <Typography id={deliveryLabel} component="h3" variant="subtitle1" sx={{ mt: 3 }}>
            {t('settings.notifications.delivery')}
          </Typography>
          <Typography id={deliveryHint} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('settings.notifications.delivery.hint')}
          </Typography>
          <RadioGroup
            aria-labelledby={deliveryLabel}
            aria-describedby={deliveryHint}
            value={preferences.newChallengesDelivery}
            onChange={(event) => void changeDelivery(event.target.value as NewChallengeDelivery)}
          >
            {NEW_CHALLENGE_DELIVERIES.map((option) => (
              <FormControlLabel
                key={option}
                value={option}
                control={<Radio />}
                label={t(`settings.notifications.delivery.${option}`)}
              />
            ))}
          </RadioGroup>
        </>
      )}
    </PageSection>
  );
}
