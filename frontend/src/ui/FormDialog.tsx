import type { FormEventHandler, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { SelectOption } from './listPage';
import { keepFocusInPage } from './mainContent';

/**
 * The frame of a create dialog: its title names it (`<id>-title`), its subtitle describes it (`<id>-subtitle`,
 * see DialogSubtitle). The content (a form) lives inside the dialog, so it starts afresh each time the dialog opens.
 */
export function FormDialog({
  id,
  open,
  onClose,
  title,
  children,
}: {
  id: string;
  open: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-subtitle`}
      slotProps={{ transition: { onExited: keepFocusInPage } }}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}

/** The line under a FormDialog's title, which describes the dialog. */
export function DialogSubtitle({ dialogId, children }: { dialogId: string; children: ReactNode }) {
  return (
    <DialogContentText id={`${dialogId}-subtitle`} sx={{ mb: 2 }}>
      {children}
    </DialogContentText>
  );
}

/** The buttons of a dialog: 'Cancel' (closes it), then any further ones (e.g. the submit button). */
export function CancelActions({ onCancel, children }: { onCancel(): void; children?: ReactNode }) {
  const intl = useIntl();
  return (
    <DialogActions sx={{ px: 3, pb: 2.5 }}>
      <Button onClick={onCancel}>{intl.formatMessage({ id: 'shared.cancel' })}</Button>
      {children}
    </DialogActions>
  );
}

interface DialogFormProps {
  dialogId: string;
  subtitle: string;
  /** Why the last submit failed; also shown in the dialog, since while it is open the toast is hidden from screen readers. */
  failure: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel(): void;
  submitting: boolean;
  submitLabel: string;
  /** The submit button's text while the form is being submitted, e.g. 'Creating...'. */
  submittingLabel: string;
  /** The fields, stacked. */
  children: ReactNode;
}

/** The form of a FormDialog: subtitle, failure, the fields, and Cancel / submit (disabled while submitting). */
export function DialogForm({
  dialogId,
  subtitle,
  failure,
  onSubmit,
  onCancel,
  submitting,
  submitLabel,
  submittingLabel,
  children,
}: DialogFormProps) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <DialogContent sx={{ pt: 0 }}>
        <DialogSubtitle dialogId={dialogId}>{subtitle}</DialogSubtitle>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Stack spacing={2.5}>{children}</Stack>
      </DialogContent>
      <CancelActions onCancel={onCancel}>
        <Button type="submit" variant="contained" disabled={submitting}>
          {submitting ? submittingLabel : submitLabel}
        </Button>
      </CancelActions>
    </Box>
  );
}

const NATIVE_SELECT_SLOT_PROPS = { select: { native: true }, inputLabel: { shrink: true } };

/** A labelled native select of a form; `children` are options before `options` (e.g. an empty choice). */
export function NativeSelectField({
  options,
  children,
  ...props
}: Omit<TextFieldProps, 'select' | 'slotProps'> & { options: readonly SelectOption[] }) {
  return (
    <TextField {...props} select slotProps={NATIVE_SELECT_SLOT_PROPS}>
      {children}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
