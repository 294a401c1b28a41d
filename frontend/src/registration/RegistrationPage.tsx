import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { MessageId } from '../i18n/en';
import { useT } from '../i18n/useT';
import { WithMessages } from '../i18n/WithMessages';
import { WithValidationMessages } from '../i18n/WithValidationMessages';
import { PublicLayout } from '../layout/PublicLayout';
import {
  AccountFields,
  CohortCodeField,
  MentorFields,
  ProfileFields,
  SkillsAndInterests,
} from './RegistrationSections';
import { registrationMessages } from './messages';
import { useRegistrationForm, type RegistrationKind } from './useRegistrationForm';

export type { RegistrationKind } from './useRegistrationForm';

/**
 * /register/student ('Join as a Student') and /register/mentor ('Join as a Mentor'); ?code=… fills in a cohort
 * code (docs/product.md §14).
 */
export function RegistrationPage({ kind }: { kind: RegistrationKind }) {
  return (
    <WithValidationMessages>
      <WithMessages messages={registrationMessages}>
        <Registration kind={kind} />
      </WithMessages>
    </WithValidationMessages>
  );
}

function Registration({ kind }: { kind: RegistrationKind }) {
  const t = useT();
  const m = (id: string) => t(id as MessageId);
  const registration = useRegistrationForm(kind);
  const { isSubmitting } = registration.form.formState;

  return (
    <PublicLayout maxWidth="md">
      <Button component={RouterLink} to="/login" startIcon={<ArrowBackIcon />} sx={{ mt: 1 }}>
        {t('register.backToLogin')}
      </Button>
      <Card sx={{ mt: 2 }}>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
            {m(`register.${kind}.title`)}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            {m(`register.${kind}.subtitle`)}
          </Typography>

          <Stack
            component="form"
            noValidate
            spacing={3}
            onSubmit={(event) => void registration.submit(event)}
          >
            <Grid container spacing={2}>
              <AccountFields registration={registration} />
              <MentorFields kind={kind} registration={registration} />
              <ProfileFields kind={kind} registration={registration} />
              <CohortCodeField registration={registration} />
            </Grid>

            <SkillsAndInterests kind={kind} registration={registration} />

            <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
              {isSubmitting ? t('register.submitting') : m(`register.${kind}.submit`)}
            </Button>
          </Stack>

          <Typography variant="body2" sx={{ textAlign: 'center', mt: 3 }}>
            {t('register.haveAccount')}{' '}
            <Link component={RouterLink} to="/login">
              {t('register.signIn')}
            </Link>
          </Typography>
        </CardContent>
      </Card>
    </PublicLayout>
  );
}
