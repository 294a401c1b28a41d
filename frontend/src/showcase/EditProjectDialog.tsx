import { useMutation } from '@apollo/client/react';
import { createProjectSchema, updateProjectSchema } from '@creators/contracts';
import { type ProjectPageData, UPDATE_PROJECT_MUTATION } from '../graphql/projectPage';
import { useDialogSubmit, useFieldProps, useZodForm } from '../ui/dialogForm';
import { refusalText } from '../ui/editFailures';
import { DialogForm, FormDialog } from '../ui/FormDialog';
import { useProjectPageT } from './pageMessages';
import { ProjectFormFields } from './ProjectFormFields';
import { PROJECT_PAGE_LISTS } from './useProjectPage';

/** Creation's title and description rules; the links as an edit takes them (empty text clears one). */
const editProjectFormSchema = createProjectSchema.pick({ title: true, description: true }).extend({
  repositoryUrl: updateProjectSchema.shape.repositoryUrl,
  demoUrl: updateProjectSchema.shape.demoUrl,
  imageUrl: updateProjectSchema.shape.imageUrl,
});

const DIALOG_ID = 'edit-project';

/**
 * The author's 'Edit project' (docs/product.md: owners change what they made): title, description and links with
 * creation's rules and messages, sent with the version loaded; a stale edit shows the server's message.
 */
export function EditProjectDialog({
  project,
  open,
  onClose,
}: {
  project: ProjectPageData;
  open: boolean;
  onClose(): void;
}) {
  const t = useProjectPageT();
  return (
    <FormDialog id={DIALOG_ID} open={open} onClose={onClose} title={t('projectPage.edit')}>
      <EditProjectForm project={project} onClose={onClose} />
    </FormDialog>
  );
}

function EditProjectForm({ project, onClose }: { project: ProjectPageData; onClose(): void }) {
  const t = useProjectPageT();
  const [updateProject] = useMutation(UPDATE_PROJECT_MUTATION);
  const form = useZodForm(editProjectFormSchema, {
    title: project.title,
    description: project.description,
    repositoryUrl: project.repositoryUrl ?? '',
    demoUrl: project.demoUrl ?? '',
    imageUrl: project.imageUrl ?? '',
  });
  const field = useFieldProps(form);
  const submit = useDialogSubmit(form, {
    save: (values) =>
      updateProject({
        variables: {
          id: project.id,
          input: {
            expectedUpdatedAt: project.updatedAt,
            title: values.title,
            description: values.description,
            repositoryUrl: values.repositoryUrl ?? '',
            demoUrl: values.demoUrl ?? '',
            imageUrl: values.imageUrl ?? '',
          },
        },
      }),
    fields: ['title', 'description', 'repositoryUrl', 'demoUrl', 'imageUrl'],
    created: { title: t('page.saved.title'), description: t('page.saved.description') },
    failed: t('page.saveFailed'),
    failureText: refusalText,
    lists: PROJECT_PAGE_LISTS,
    onClose,
  });

  return (
    <DialogForm
      {...submit}
      dialogId={DIALOG_ID}
      subtitle={t('projectPage.edit.subtitle')}
      submitLabel={t('page.save')}
      submittingLabel={t('page.saving')}
    >
      <ProjectFormFields field={field} />
    </DialogForm>
  );
}
