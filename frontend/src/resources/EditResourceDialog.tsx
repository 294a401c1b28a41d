import type { z } from 'zod';
import { useMutation } from '@apollo/client/react';
import type { UpdateResourceInput } from '../graphql/generated/graphql';
import { type ListedResource, UPDATE_RESOURCE_MUTATION } from '../graphql/showcase';
import { useDialogSubmit, useFieldProps, useZodForm } from '../ui/dialogForm';
import { refusalText } from '../ui/editFailures';
import { DialogForm, FormDialog } from '../ui/FormDialog';
import { RESOURCE_LISTS } from './AddResourceDialog';
import { useResourcesT } from './messages';
import { RESOURCE_FIELD_NAMES, ResourceFormFields, resourceFormSchema } from './ResourceFormFields';

const DIALOG_ID = 'edit-resource';

type Changes = Omit<UpdateResourceInput, 'expectedUpdatedAt'>;

/**
 * What the author changed: the fields that differ from the version loaded. Emptied description, provider or
 * duration are sent as empty text, which clears them (product.md §11.2).
 */
export function resourceChanges(
  resource: ListedResource,
  values: z.output<typeof resourceFormSchema>,
): Changes {
  const changes: Changes = {};
  if (values.title !== resource.title) changes.title = values.title;
  if (values.type !== resource.type) changes.type = values.type;
  if (values.url !== resource.url) changes.url = values.url;
  if (values.difficulty !== resource.difficulty) changes.difficulty = values.difficulty;
  for (const name of ['description', 'provider', 'duration'] as const) {
    const next = values[name] ?? '';
    if (next !== (resource[name] ?? '')) changes[name] = next;
  }
  return changes;
}

/**
 * The author's 'Edit Resource' (product.md §11.2): the fields of 'Add Resource' with its rules and messages, sent
 * with the version loaded; a stale edit, or someone else's, shows the server's message instead of overwriting.
 */
export function EditResourceDialog({
  resource,
  open,
  onClose,
}: {
  resource: ListedResource;
  open: boolean;
  onClose(): void;
}) {
  const t = useResourcesT();
  return (
    <FormDialog id={DIALOG_ID} open={open} onClose={onClose} title={t('resources.edit.title')}>
      <EditResourceForm resource={resource} onClose={onClose} />
    </FormDialog>
  );
}

function EditResourceForm({ resource, onClose }: { resource: ListedResource; onClose(): void }) {
  const t = useResourcesT();
  const [updateResource] = useMutation(UPDATE_RESOURCE_MUTATION);
  const form = useZodForm(resourceFormSchema, {
    title: resource.title,
    description: resource.description ?? '',
    // A type or level the client does not know is shown as the select's first choice.
    type: resource.type as 'article',
    url: resource.url,
    provider: resource.provider ?? '',
    difficulty: resource.difficulty as 'beginner',
    duration: resource.duration ?? '',
  });
  const field = useFieldProps(form);
  const submit = useDialogSubmit(form, {
    save: (values) =>
      updateResource({
        variables: {
          id: resource.id,
          input: { expectedUpdatedAt: resource.updatedAt, ...resourceChanges(resource, values) },
        },
      }),
    fields: RESOURCE_FIELD_NAMES,
    created: { title: t('page.saved.title'), description: t('page.saved.description') },
    failed: t('page.saveFailed'),
    failureText: refusalText,
    lists: RESOURCE_LISTS,
    onClose,
  });

  return (
    <DialogForm
      {...submit}
      dialogId={DIALOG_ID}
      subtitle={t('resources.edit.subtitle')}
      submitLabel={t('page.save')}
      submittingLabel={t('page.saving')}
    >
      <ResourceFormFields field={field} />
    </DialogForm>
  );
}
