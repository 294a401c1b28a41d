import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CHANGE_PASSWORD_MUTATION, MY_SESSIONS_QUERY } from '../graphql/account';
import { serverFieldErrors, serverMessage } from '../graphql/errors';
import { useRelogin } from '../ui/useRelogin';
import { PageSection } from '../ui/entityPage';
import { useFieldProps, useZodForm } from '../ui/dialogForm';
import { PasswordField } from '../ui/PasswordField';
import { useToast } from '../ui/toast/ToastProvider';
import { CHANGE_PASSWORD_DEFAULTS, changePasswordFormSchema } from './changePasswordForm';
import { useSettingsT } from './messages';

const FIELDS = ['currentPassword', 'newPassword', 'confirmNewPassword'] as const;

/** The field a server's BAD_USER_INPUT message names ('currentPassword' or 'input.currentPassword'). */
function formField(name: string): (typeof FIELDS)[number] | undefined {
  const field = name.replace(/^input\./, '');
  return (FIELDS as readonly string[]).includes(field) ? (field as (typeof FIELDS)[number]) : undefined;
}

/**
 * 'Change password': the current password, the new one twice. On success every other session of the person has
 * ended (the server says so), so the sessions list is read again.
 */
export function ChangePasswordSection() {
  const t = useSettingsT();
  const { toast } = useToast();
  const { handleUnauthorized } = useRelogin();
  const [failure, setFailure] = useState<string | null>(null);
  const [changePassword] = useMutation(CHANGE_PASSWORD_MUTATION, {
    refetchQueries: [{ query: MY_SESSIONS_QUERY }],
  });
  const form = useZodForm(changePasswordFormSchema, CHANGE_PASSWORD_DEFAULTS);
  const field = useFieldProps(form);
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    try {
      await changePassword({ variables: { input: { currentPassword, newPassword } } });
    } catch (error) {
      if (handleUnauthorized(error)) return;
      const fields = serverFieldErrors(error);
      let named = false;
      for (const [name, message] of Object.entries(fields)) {
        const target = formField(name);
        if (!target) continue;
        form.setError(target, { message }, { shouldFocus: !named });
        named = true;
      }
      // A refusal about a field shows at the field; anything else (rate limit, network) above the form.
      const description = named
        ? t('settings.password.failed')
        : (serverMessage(error) ?? t('settings.password.failed'));
      if (!named) setFailure(description);
      toast({ variant: 'destructive', title: t('shared.error'), description });
      return;
    }
    form.reset(CHANGE_PASSWORD_DEFAULTS);
    toast({
      title: t('settings.password.changed.title'),
      description: t('settings.password.changed.description'),
    });
  });

  return (
    <PageSection id="settings-password-title" title={t('settings.password.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('settings.password.hint')}
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} sx={{ maxWidth: 480 }}>
        <Stack spacing={2.5}>
          <PasswordField
            {...field('currentPassword')}
            label={t('settings.password.current')}
            autoComplete="current-password"
            showLabel={t('settings.password.showCurrent')}
            hideLabel={t('settings.password.hideCurrent')}
          />
          <PasswordField
            {...field('newPassword', t('settings.password.newHint'))}
            label={t('settings.password.new')}
            autoComplete="new-password"
            showLabel={t('settings.password.showNew')}
            hideLabel={t('settings.password.hideNew')}
          />
          <PasswordField
            {...field('confirmNewPassword')}
            label={t('settings.password.confirm')}
            autoComplete="new-password"
            showLabel={t('settings.password.showConfirm')}
            hideLabel={t('settings.password.hideConfirm')}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {isSubmitting ? t('settings.password.submitting') : t('settings.password.submit')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </PageSection>
  );
}
