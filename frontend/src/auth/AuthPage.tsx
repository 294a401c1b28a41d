import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { loginSchema } from '@creators/contracts';
import { forgetNewAccount } from './newAccount';
import { serverFieldErrors, serverMessage } from '../graphql/errors';
import { useRequest } from '../graphql/request';
import { LOGIN, type LoginData, type LoginVariables } from '../graphql/signedOut';
import { useMessageText, useT } from '../i18n/useT';
import { WithValidationMessages } from '../i18n/WithValidationMessages';
import { PublicLayout } from '../layout/PublicLayout';
import { useZodForm } from '../ui/dialogForm';
import { muiField } from '../ui/formFields';
import { PasswordField } from '../ui/PasswordField';
import { useToast } from '../ui/toast/ToastProvider';
import { useSessionStore } from './sessionStore';
import { usePasswordResetOffered } from './usePasswordResetOffered';

/** /login and /register: sign in, or choose how to register. */
export function AuthPage() {
  return (
    <WithValidationMessages>
      <SignIn />
    </WithValidationMessages>
  );
}

function SignIn() {
  const t = useT();
  const text = useMessageText();
  const navigate = useNavigate();
  const { toast } = useToast();
  // docs/product.md §13: "Forgot your password?" only where mail is sent.
  const passwordReset = usePasswordResetOffered() === true;
  const send = useRequest();
  const session = useSessionStore();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(loginSchema, { email: '', password: '' });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const { login } = await send<LoginData>(LOGIN, { input } satisfies LoginVariables);
      forgetNewAccount();
      session.set(login);
      toast({ title: t('auth.success.title'), description: t('auth.success.description') });
      void navigate('/', { replace: true });
    } catch (error) {
      for (const [field, message] of Object.entries(serverFieldErrors(error))) {
        if (field === 'email' || field === 'password') setError(field, { message });
      }
      toast({
        variant: 'destructive',
        title: t('auth.failure.title'),
        description: serverMessage(error) ?? t('auth.failure.description'),
      });
    }
  });

  return (
    <PublicLayout>
      <Card sx={{ mt: { xs: 2, md: 6 } }}>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <Typography variant="h1" sx={{ fontSize: '1.75rem', textAlign: 'center' }}>
            {t('auth.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1, mb: 3 }}>
            {t('auth.subtitle')}
          </Typography>
          <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void onSubmit(event)}>
            <TextField
              {...muiField(register('email'))}
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              placeholder={t('auth.emailPlaceholder')}
              error={Boolean(errors.email)}
              helperText={text(errors.email?.message)}
              fullWidth
            />
            <PasswordField
              {...muiField(register('password'))}
              label={t('auth.password')}
              autoComplete="current-password"
              showLabel={t('auth.showPassword')}
              hideLabel={t('auth.hidePassword')}
              error={Boolean(errors.password)}
              helperText={text(errors.password?.message)}
              fullWidth
            />
            {passwordReset && (
              <Typography variant="body2" sx={{ textAlign: 'right' }}>
                <Link component={RouterLink} to="/forgot-password">
                  {t('auth.forgotPassword')}
                </Link>
              </Typography>
            )}
            <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
              {isSubmitting ? t('auth.signingIn') : t('auth.signIn')}
            </Button>
          </Stack>
          <Typography variant="body2" sx={{ textAlign: 'center', mt: 2 }}>
            {t('auth.noAccount')}{' '}
            <Link component={RouterLink} to="/register">
              {t('auth.signUp')}
            </Link>
          </Typography>
          <Divider sx={{ my: 3 }}>
            <Typography variant="body2" color="text.secondary">
              {t('auth.registerAs')}
            </Typography>
          </Divider>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button variant="outlined" component={RouterLink} to="/register/student" fullWidth>
              {t('auth.registerStudent')}
            </Button>
            <Button variant="outlined" component={RouterLink} to="/register/mentor" fullWidth>
              {t('auth.registerMentor')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </PublicLayout>
  );
}
