import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteForeverIcon from '@mui/icons-material/DeleteForeverOutlined';
import { endSessionHere } from '../auth/endSessionHere';
import { leaveTo } from '../auth/signedOutPath';
import { DELETE_MY_ACCOUNT_MUTATION } from '../graphql/account';
import { serverFieldErrors, serverMessage } from '../graphql/errors';
import { useRelogin } from '../ui/useRelogin';
import { PageSection } from '../ui/entityPage';
import { CancelActions, DialogSubtitle, FormDialog } from '../ui/FormDialog';
import { PasswordField } from '../ui/PasswordField';
import { useToast } from '../ui/toast/ToastProvider';
import { useSettingsT } from './messages';

const DIALOG_ID = 'delete-account';

type Field = 'password' | 'confirmation';

/** The field a server's BAD_USER_INPUT message names ('password' or 'input.password'). */
function formField(name: string): Field | undefined {
  const field = name.replace(/^input\./, '');
  return field === 'password' || field === 'confirmation' ? field : undefined;
}

/**
 * 'Delete my account' (docs/product.md §15): a dialog that says what goes and what stays, asks for the password and,
 * typed, the account's e-mail address; its destructive button waits until both are filled. Deleted, the person is
 * signed out here and everywhere, and the landing page comes with a notice.
 */
export function DeleteAccountSection() {
  const t = useSettingsT();
  const [open, setOpen] = useState(false);
  return (
    <PageSection id="settings-delete-title" title={t('settings.delete.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('settings.delete.hint')}
      </Typography>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteForeverIcon />}
        onClick={() => setOpen(true)}
      >
        {t('settings.delete.open')}
      </Button>
      <FormDialog
        id={DIALOG_ID}
        open={open}
        onClose={() => setOpen(false)}
        title={t('settings.delete.dialog.title')}
      >
        <DeleteAccountForm onCancel={() => setOpen(false)} />
      </FormDialog>
    </PageSection>
  );
}

/** The dialog's form; it lives inside the dialog, so it starts empty each time the dialog opens. */
function DeleteAccountForm({ onCancel }: { onCancel(): void }) {
  const t = useSettingsT();
  const client = useApolloClient();
  const { toast } = useToast();
  const { handleUnauthorized } = useRelogin();
  const [deleteMyAccount] = useMutation(DELETE_MY_ACCOUNT_MUTATION);
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirmation: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const filled = values.password.length > 0 && values.confirmation.trim().length > 0;

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!filled || submitting) return;
    setSubmitting(true);
    setFailure(null);
    // The deletion ends this session too: its end leads to the landing page, not to the sign-in page.
    leaveTo('/');
    try {
      await deleteMyAccount({ variables: { input: values } });
    } catch (error) {
      leaveTo(null);
      setSubmitting(false);
      if (handleUnauthorized(error)) return;
      const named: Partial<Record<Field, string>> = {};
      for (const [name, message] of Object.entries(serverFieldErrors(error))) {
        const field = formField(name);
        if (field) named[field] = message;
      }
      setErrors(named);
      // A refusal about a field shows at the field; anything else (rate limit, network) above the fields.
      if (Object.keys(named).length === 0) setFailure(serverMessage(error) ?? t('settings.delete.failed'));
      return;
    }
    toast({ title: t('settings.delete.done.title'), description: t('settings.delete.done.description') });
    endSessionHere(client);
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <DialogContent sx={{ pt: 0 }}>
        <DialogSubtitle dialogId={DIALOG_ID}>{t('settings.delete.dialog.subtitle')}</DialogSubtitle>
        <Stack spacing={1} sx={{ mb: 2.5 }}>
          <Typography variant="body2">{t('settings.delete.dialog.gone')}</Typography>
          <Typography variant="body2">{t('settings.delete.dialog.kept')}</Typography>
        </Stack>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Stack spacing={2.5}>
          <PasswordField
            name="password"
            label={t('settings.delete.password')}
            autoComplete="current-password"
            value={values.password}
            onChange={change('password')}
            error={Boolean(errors.password)}
            helperText={errors.password}
            showLabel={t('settings.delete.showPassword')}
            hideLabel={t('settings.delete.hidePassword')}
            fullWidth
          />
          <TextField
            name="confirmation"
            label={t('settings.delete.confirmation')}
            type="email"
            autoComplete="off"
            value={values.confirmation}
            onChange={change('confirmation')}
            error={Boolean(errors.confirmation)}
            helperText={errors.confirmation ?? t('settings.delete.confirmationHint')}
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <CancelActions onCancel={onCancel}>
        <Button type="submit" variant="contained" color="error" disabled={!filled || submitting}>
          {submitting ? t('settings.delete.submitting') : t('settings.delete.submit')}
        </Button>
      </CancelActions>
    </Box>
  );
}
