import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { forgotPasswordSchema } from '@creators/contracts';
import { serverFieldErrors, serverMessage } from '../graphql/errors';
import { useRequest } from '../graphql/request';
import { REQUEST_PASSWORD_RESET, type RequestPasswordResetVariables } from '../graphql/signedOut';
import { WithMessages } from '../i18n/WithMessages';
import { WithValidationMessages } from '../i18n/WithValidationMessages';
import { useMessageText } from '../i18n/useT';
import { PublicLayout } from '../layout/PublicLayout';
import { useFieldProps, useZodForm } from '../ui/dialogForm';
import { usePasswordResetOffered } from './usePasswordResetOffered';
import { passwordResetMessages, usePasswordResetT } from './passwordResetMessages';

/** /forgot-password (docs/product.md §13): the address of the account; a link to choose a new password by mail. */
export function ForgotPasswordPage() {
  return (
    <WithValidationMessages>
      <WithMessages messages={passwordResetMessages}>
        <ForgotPassword />
      </WithMessages>
    </WithValidationMessages>
  );
}

function ForgotPassword() {
  const t = usePasswordResetT();
  const text = useMessageText();
  const offered = usePasswordResetOffered();
  const send = useRequest();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(forgotPasswordSchema, { email: '' });
  const field = useFieldProps(form);
  const { isSubmitting } = form.formState;
  const unavailable = offered === false;

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      await send(REQUEST_PASSWORD_RESET, { input } satisfies RequestPasswordResetVariables);
      setSent(true);
    } catch (error) {
      const email = serverFieldErrors(error).email ?? serverFieldErrors(error)['input.email'];
      if (email) form.setError('email', { message: email }, { shouldFocus: true });
      else setFailure(serverMessage(error) ?? t('passwordReset.forgot.failed'));
    }
  });

  return (
    <PublicLayout>
      <Card sx={{ mt: { xs: 2, md: 6 } }}>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <Typography variant="h1" sx={{ fontSize: '1.75rem', textAlign: 'center' }}>
            {t('passwordReset.forgot.title')}
          </Typography>
          {unavailable ? (
            <Alert severity="info" sx={{ mt: 3 }}>
              {text('error.reset.unavailable')}
            </Alert>
          ) : sent ? (
            // The same words whatever the address: nobody learns here whether an account has it.
            <Alert severity="success" role="status" sx={{ mt: 3 }}>
              {t('passwordReset.forgot.sent')}
            </Alert>
          ) : (
            <>
              <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1, mb: 3 }}>
                {t('passwordReset.forgot.subtitle')}
              </Typography>
              {failure && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {failure}
                </Alert>
              )}
              <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void onSubmit(event)}>
                <TextField
                  {...field('email')}
                  label={t('passwordReset.forgot.email')}
                  type="email"
                  autoComplete="email"
                />
                <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
                  {isSubmitting ? t('passwordReset.forgot.submitting') : t('passwordReset.forgot.submit')}
                </Button>
              </Stack>
            </>
          )}
          <Typography variant="body2" sx={{ textAlign: 'center', mt: 3 }}>
            <Link component={RouterLink} to="/login">
              {t('passwordReset.backToSignIn')}
            </Link>
          </Typography>
        </CardContent>
      </Card>
    </PublicLayout>
  );
}
