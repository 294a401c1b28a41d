import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useDiscussionT } from './messages';
import type { WriteResult } from './useDiscussion';

/**
 * A comment's text field and its buttons (docs/product.md §11.4): a new comment, a reply or an edit. The button is
 * disabled while the text is empty; a refusal's message shows under the field and the text stays.
 */
export function CommentForm({
  label,
  submitLabel,
  initial = '',
  focus = false,
  onSubmit,
  onCancel,
  onDone,
}: {
  /** The field's label (its accessible name). */
  label: string;
  submitLabel: string;
  initial?: string;
  /** Puts the caret in the field when the form opens (reply, edit). */
  focus?: boolean;
  onSubmit(body: string): Promise<WriteResult>;
  /** Shows 'Cancel' (reply, edit). */
  onCancel?(): void;
  /** After a successful write. */
  onDone?(): void;
}) {
  const t = useDiscussionT();
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [body, setBody] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!focus) return;
    const field = input.current;
    field?.focus();
    field?.setSelectionRange(field.value.length, field.value.length);
  }, [focus]);

  const submit = async () => {
    if (!body.trim() || busy) return;
    setBusy(true);
    setError(null);
    const result = await onSubmit(body);
    setBusy(false);
    if (result.ok) {
      setBody('');
      onDone?.();
    } else setError(result.message);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        id={id}
        label={label}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && onCancel) {
            event.preventDefault();
            onCancel();
          }
        }}
        inputRef={input}
        multiline
        minRows={2}
        fullWidth
        error={Boolean(error)}
        helperText={error ?? undefined}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
        {onCancel && (
          <Button size="small" onClick={onCancel}>
            {t('shared.cancel')}
          </Button>
        )}
        <Button type="submit" size="small" variant="contained" disabled={!body.trim()} aria-busy={busy}>
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
