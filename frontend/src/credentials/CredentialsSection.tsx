import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { WithMessages } from '../i18n/WithMessages';
import { PageSection } from '../ui/entityPage';
import { credentialDownloadPath, MY_CREDENTIALS_QUERY } from './credentialsQuery';
import { credentialsMessages, useCredentialsT, type CredentialsMessageId } from './messages';

export const VERIFY_PAGE_PATH = '/credentials/verify';

/** Settings' "Your credentials": each badge with a link that downloads its signed credential, and the verify page. */
export function CredentialsSection() {
  return (
    <WithMessages messages={credentialsMessages}>
      <Credentials />
    </WithMessages>
  );
}

function Credentials() {
  const t = useCredentialsT();
  const intl = useIntl();
  const { data, error, loading } = useQuery(MY_CREDENTIALS_QUERY, { fetchPolicy: 'cache-and-network' });
  const credentials = data?.myCredentials ?? null;
  return (
    <PageSection id="credentials-title" title={t('credentials.section.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('credentials.section.hint')}
      </Typography>
      {/* Not an alert: the page's own alerts (a password refused) stay the only ones. */}
      {error && !credentials && (
        <Typography variant="body2" color="error">
          {t('credentials.section.loadFailed')}
        </Typography>
      )}
      {!loading && credentials?.length === 0 && (
        <Typography variant="body2">{t('credentials.section.empty')}</Typography>
      )}
      {credentials && credentials.length > 0 && (
        <List aria-label={t('credentials.section.list')} dense>
          {credentials.map((credential) => (
            <ListItem
              key={credential.id}
              divider
              secondaryAction={
                credential.revoked ? (
                  <Chip size="small" label={t('credentials.section.revoked')} />
                ) : (
                  <Button
                    size="small"
                    variant="outlined"
                    href={credentialDownloadPath(credential.id)}
                    download={credential.fileName}
                    aria-label={t('credentials.section.downloadNamed', { badge: credential.name })}
                  >
                    {t('credentials.section.download')}
                  </Button>
                )
              }
            >
              <ListItemText
                sx={{ pr: 20 }}
                primary={credential.name}
                secondary={`${t(`credentials.kind.${credential.kind}` as CredentialsMessageId)} · ${t(
                  'credentials.section.earned',
                  { date: intl.formatDate(new Date(credential.earnedAt), { dateStyle: 'medium' }) },
                )}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Link component={RouterLink} to={VERIFY_PAGE_PATH} sx={{ display: 'inline-block', mt: 1 }}>
        {t('credentials.section.verifyLink')}
      </Link>
    </PageSection>
  );
}
