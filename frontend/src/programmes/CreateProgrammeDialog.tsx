import { useMutation } from '@apollo/client/react';
import type { CreateProgrammeMutation } from '../graphql/generated/graphql';
import { serverMessage } from '../graphql/errors';
import { useDialogSubmit, useZodForm } from '../ui/dialogForm';
import { DialogForm, FormDialog } from '../ui/FormDialog';
import { CREATE_PROGRAMME_MUTATION } from './graphql';
import { useProgrammesT } from './messages';
import { newProgrammeValues, PROGRAMME_FORM_FIELDS, programmeFormSchema } from './programmeForm';
import { ProgrammeFormFields } from './ProgrammeFormFields';

export type CreatedProgramme = CreateProgrammeMutation['createProgramme'];

const DIALOG_ID = 'create-programme';

/** The lists a new programme or organiser changes. */
export const STAFF_PROGRAMME_LISTS = ['StaffProgrammes', 'MyProgrammes'] as const;

/**
 * Staff's 'Create programme': name and description (also in German), the time zone, the four phases, the
 * submission deadline, the end of judging and the results date, checked with the contracts' createProgrammeSchema.
 * A field the server refuses (phases.1.endsAt, …) shows its message on that field.
 */
export function CreateProgrammeDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose(): void;
  onCreated(programme: CreatedProgramme): void;
}) {
  const t = useProgrammesT();
  return (
    <FormDialog id={DIALOG_ID} open={open} onClose={onClose} title={t('programmes.create')}>
      <CreateProgrammeForm onClose={onClose} onCreated={onCreated} />
    </FormDialog>
  );
}

function CreateProgrammeForm({
  onClose,
  onCreated,
}: {
  onClose(): void;
  onCreated(programme: CreatedProgramme): void;
}) {
  const t = useProgrammesT();
  const [createProgramme] = useMutation(CREATE_PROGRAMME_MUTATION);
  const form = useZodForm(programmeFormSchema, newProgrammeValues());
  const submit = useDialogSubmit(form, {
    save: async (input) => {
      const result = await createProgramme({ variables: { input } });
      if (result.data?.createProgramme) onCreated(result.data.createProgramme);
    },
    fields: PROGRAMME_FORM_FIELDS,
    created: { title: t('programmes.create.done'), description: t('programmes.create.doneDescription') },
    failed: t('programmes.create.failed'),
    lists: STAFF_PROGRAMME_LISTS,
    onClose,
    failureText: (error) => serverMessage(error) ?? null,
  });
  return (
    <DialogForm
      {...submit}
      dialogId={DIALOG_ID}
      subtitle={t('programmes.create.subtitle')}
      submitLabel={t('programmes.create.submit')}
      submittingLabel={t('programmes.create.submitting')}
    >
      <ProgrammeFormFields form={form} />
    </DialogForm>
  );
}
