import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { type ListedResource, REMOVE_RESOURCE_MUTATION } from '../graphql/showcase';
import { ConfirmDialog } from '../ui/entityPage';
import { usePageAction } from '../ui/usePageAction';
import { RESOURCE_LISTS } from './AddResourceDialog';
import { EditResourceDialog } from './EditResourceDialog';
import { useResourcesT } from './messages';

/** One dialog about one resource; the resource stays while the dialog closes (its text fades out with it). */
function useDialogTarget() {
  const [target, setTarget] = useState<{ resource: ListedResource | null; open: boolean }>({
    resource: null,
    open: false,
  });
  return {
    ...target,
    show: (resource: ListedResource) => setTarget({ resource, open: true }),
    close: () => setTarget((current) => ({ ...current, open: false })),
  };
}

/**
 * The author's 'Edit' and 'Remove' of a resource on the list (product.md §11.2): the dialogs live with the page,
 * not the card, so that a removed resource's card can leave the list while its dialog closes.
 */
export function useResourceOwnerActions() {
  const t = useResourcesT();
  const run = usePageAction();
  const [removeResource] = useMutation(REMOVE_RESOURCE_MUTATION);
  const editing = useDialogTarget();
  const removing = useDialogTarget();

  const remove = async () => {
    const resource = removing.resource;
    if (!resource) return;
    // A removed resource leaves the list (product.md §11.2): the lists are read again.
    await run(() => removeResource({ variables: { id: resource.id } }), {
      done: t('resources.removed', { title: resource.title }),
      lists: RESOURCE_LISTS,
    });
  };

  const dialogs = (
    <>
      {editing.resource && (
        <EditResourceDialog
          // A fresh form for each resource, and for each version of it (the list is read again after an edit).
          key={`${editing.resource.id}@${editing.resource.updatedAt}`}
          resource={editing.resource}
          open={editing.open}
          onClose={editing.close}
        />
      )}
      <ConfirmDialog
        open={removing.open}
        title={t('resources.remove.title')}
        text={t('resources.remove.confirm', { title: removing.resource?.title ?? '' })}
        confirmLabel={t('resources.remove')}
        onConfirm={remove}
        onClose={removing.close}
      />
    </>
  );
  return { onEdit: editing.show, onRemove: removing.show, dialogs };
}
