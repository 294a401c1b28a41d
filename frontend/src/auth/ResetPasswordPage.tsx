import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { serverFieldErrors, serverMessage } from '../graphql/errors';
import { useRequest } from '../graphql/request';
import { RESET_PASSWORD, type ResetPasswordVariables } from '../graphql/signedOut';
import { WithMessages } from '../i18n/WithMessages';
import { WithValidationMessages } from '../i18n/WithValidationMessages';
import { useMessageText } from '../i18n/useT';
import { PublicLayout } from '../layout/PublicLayout';
import { useFieldProps, useZodForm } from '../ui/dialogForm';
import { PasswordField } from '../ui/PasswordField';
import { useToast } from '../ui/toast/ToastProvider';
import { passwordResetMessages, usePasswordResetT } from './passwordResetMessages';
import { resetPasswordFormSchema, type ResetPasswordFormInput } from './resetPasswordForm';

const DEFAULTS: ResetPasswordFormInput = { password: '', confirmPassword: '' };

/**
 * /reset-password?token=… (docs/product.md §13): the new password twice (the registration rules). Set, every session
 * of the person has ended: a notice, then the sign-in page. A link that has expired or was used says so, with the
 * way to a new one.
 */
export function ResetPasswordPage() {
  return (
    <WithValidationMessages>
      <WithMessages messages={passwordResetMessages}>
        <ResetPassword />
      </WithMessages>
    </WithValidationMessages>
  );
}

function ResetPassword() {
  const t = usePasswordResetT();
  const text = useMessageText();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const send = useRequest();
  // The link's own refusal (expired, used, not a link): the form gives way to it.
  const [invalid, setInvalid] = useState<string | null>(token ? null : text('error.reset.invalid')!);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(resetPasswordFormSchema, DEFAULTS);
  const field = useFieldProps(form);
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await send(RESET_PASSWORD, { input: { token, password } } satisfies ResetPasswordVariables);
    } catch (error) {
      const fields = serverFieldErrors(error);
      const tokenMessage = fields.token ?? fields['input.token'];
      const passwordMessage = fields.password ?? fields['input.password'];
      if (tokenMessage) setInvalid(tokenMessage);
      else if (passwordMessage)
        form.setError('password', { message: passwordMessage }, { shouldFocus: true });
      else setFailure(serverMessage(error) ?? t('passwordReset.reset.failed'));
      return;
    }
    toast({
      title: t('passwordReset.reset.done.title'),
      description: t('passwordReset.reset.done.description'),
    });
    void navigate('/login', { replace: true });
  });

  return (
    <PublicLayout>
      <Card sx={{ mt: { xs: 2, md: 6 } }}>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <Typography variant="h1" sx={{ fontSize: '1.75rem', textAlign: 'center' }}>
            {t('passwordReset.reset.title')}
          </Typography>
          {invalid ? (
            <Stack spacing={2} sx={{ mt: 3, alignItems: 'center' }}>
              <Alert severity="warning" sx={{ width: '100%' }}>
                {invalid}
              </Alert>
              <Button component={RouterLink} to="/forgot-password" variant="contained">
                {t('passwordReset.reset.askAgain')}
              </Button>
            </Stack>
          ) : (
            <>
              <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1, mb: 3 }}>
                {t('passwordReset.reset.subtitle')}
              </Typography>
              {failure && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {failure}
                </Alert>
              )}
              <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void onSubmit(event)}>
                <PasswordField
                  {...field('password', t('passwordReset.reset.passwordHint'))}
                  label={t('passwordReset.reset.password')}
                  autoComplete="new-password"
                  showLabel={t('passwordReset.reset.showPassword')}
                  hideLabel={t('passwordReset.reset.hidePassword')}
                />
                <PasswordField
                  {...field('confirmPassword')}
                  label={t('passwordReset.reset.confirm')}
                  autoComplete="new-password"
                  showLabel={t('passwordReset.reset.showConfirm')}
                  hideLabel={t('passwordReset.reset.hideConfirm')}
                />
                <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
                  {isSubmitting ? t('passwordReset.reset.submitting') : t('passwordReset.reset.submit')}
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
