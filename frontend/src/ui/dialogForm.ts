import { useState } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient } from '@apollo/client/react';
import { serverFieldErrors } from '../graphql/errors';
import { refetchActive } from '../graphql/writeFailures';
import { useRelogin } from './useRelogin';
import { useMessageText } from '../i18n/useT';
import { muiField } from './formFields';
import { useToast, type ToastOptions } from './toast/ToastProvider';

/** A react-hook-form form checked by a zod schema (whose messages are message keys). */
export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  return useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
}

/** An error may sit on a part of a field (the tags text: tags.2 too long): its first message. */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref') continue;
    const nested = firstMessage(value);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * Binds a form's fields to full-width MUI TextFields: `field(name, hint?)` gives the registration, the error
 * state and as helper text the translated error (or else the hint).
 */
export function useFieldProps<Input extends FieldValues, Output>(
  form: UseFormReturn<Input, unknown, Output>,
) {
  const text = useMessageText();
  const { errors } = form.formState;
  return (name: Path<Input>, hint?: string) => {
    const error: unknown = get(errors, name);
    return {
      ...muiField(form.register(name)),
      error: Boolean(error),
      helperText: text(firstMessage(error)) ?? hint,
      fullWidth: true,
    };
  };
}

interface SubmitOptions<Input extends FieldValues, Output, Result> {
  /** The write; its failure is reported, its success toasted. */
  save(values: Output): Promise<Result>;
  /** The fields a server's BAD_USER_INPUT answer may name. */
  fields: ReadonlyArray<Path<Input>>;
  /** The success toast, or the toast made from the write's answer (a link to what it created). */
  created: ToastOptions | ((result: Result) => ToastOptions);
  /** The failure message (toast and alert). */
  failed: string;
  /** The lists (query names) the write changes, read again after it. */
  lists: readonly string[];
  onClose(): void;
  /** product.md §8: whether a signed-out write leads to the re-login (default true). */
  relogin?: boolean;
  /** The failure's own text instead of `failed` (an edit shows the server's 409 message), or null. */
  failureText?(error: unknown): string | null;
}

/**
 * The submit of a create dialog (product.md §7, §8): on success toast, close and refetch the lists; on failure mark
 * the fields the server names, and show the failure in the dialog and as a toast (a signed-out write goes to
 * re-login).
 */
export function useDialogSubmit<Input extends FieldValues, Output, Result = unknown>(
  form: UseFormReturn<Input, unknown, Output>,
  options: SubmitOptions<Input, Output, Result>,
) {
  const { save, fields, created, failed, lists, onClose, relogin = true, failureText } = options;
  const intl = useIntl();
  const client = useApolloClient();
  const { toast } = useToast();
  const { handleUnauthorized } = useRelogin();
  // Also shown in the dialog: while it is open, the rest of the page (and the toast) is hidden from screen readers.
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await save(values);
      toast(typeof created === 'function' ? created(result) : created);
      onClose();
      void refetchActive(client, lists);
    } catch (error) {
      if (relogin && handleUnauthorized(error)) {
        setFailure(intl.formatMessage({ id: 'shared.unauthorized.description' }));
        return;
      }
      const fieldErrors = serverFieldErrors(error);
      for (const field of fields)
        if (fieldErrors[field]) form.setError(field, { message: fieldErrors[field] });
      const description = failureText?.(error) ?? failed;
      setFailure(description);
      toast({ variant: 'destructive', title: intl.formatMessage({ id: 'shared.error' }), description });
    }
  });
  // The props of the DialogForm that shows it.
  return { failure, onSubmit, submitting: form.formState.isSubmitting, onCancel: onClose };
}
