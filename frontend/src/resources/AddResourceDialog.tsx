import { useMutation } from '@apollo/client/react';
import { CREATE_RESOURCE_MUTATION } from '../graphql/showcase';
import { useDialogSubmit, useFieldProps, useZodForm } from '../ui/dialogForm';
import { DialogForm, FormDialog } from '../ui/FormDialog';
import { useResourcesT } from './messages';
import { RESOURCE_FIELD_NAMES, ResourceFormFields, resourceFormSchema } from './ResourceFormFields';

/** The lists a new resource changes (product.md §7): this page's and the dashboard card's. */
export const RESOURCE_LISTS = ['LearningResources', 'Resources'] as const;

const DIALOG_ID = 'add-resource';

/** 'Add Resource' (product.md §2.12): title, description, type (default article), URL, provider, difficulty (default beginner), duration; no tags. */
export function AddResourceDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useResourcesT();
  return (
    <FormDialog id={DIALOG_ID} open={open} onClose={onClose} title={t('resources.form.title')}>
      <AddResourceForm onClose={onClose} />
    </FormDialog>
  );
}

function AddResourceForm({ onClose }: { onClose(): void }) {
  const t = useResourcesT();
  const [createResource] = useMutation(CREATE_RESOURCE_MUTATION);
  const form = useZodForm(resourceFormSchema, {
    title: '',
    description: '',
    type: 'article',
    url: '',
    provider: '',
    difficulty: 'beginner',
    duration: '',
  });
  const field = useFieldProps(form);
  const submit = useDialogSubmit(form, {
    save: (input) => createResource({ variables: { input } }),
    fields: RESOURCE_FIELD_NAMES,
    created: { title: t('resources.added.title'), description: t('resources.added.description') },
    failed: t('resources.addFailed'),
    lists: RESOURCE_LISTS,
    onClose,
  });

  return (
    <DialogForm
      {...submit}
      dialogId={DIALOG_ID}
      subtitle={t('resources.form.subtitle')}
      submitLabel={t('resources.form.submit')}
      submittingLabel={t('resources.form.submitting')}
    >
      <ResourceFormFields field={field} />
    </DialogForm>
  );
}
