import { Suspense, useState, type ComponentProps, type ComponentType } from 'react';
import { lazyNamed } from '../ui/lazyNamed';

const LoadedInviteToTeamDialog = lazyNamed(() => import('./InviteDialogs'), 'InviteToTeamDialog');
const LoadedInvitePersonDialog = lazyNamed(() => import('./InviteDialogs'), 'InvitePersonDialog');

/** A dialog whose code loads the first time it opens, and stays rendered after (so that it can close). */
function loadedOnOpen<P extends { open: boolean }>(Loaded: ComponentType<P>) {
  return function OnOpen(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

/** The invite dialogs (docs/product.md §11.3), out of the pages' first load: most visits never open one. */
export const InviteToTeamDialog =
  loadedOnOpen<ComponentProps<typeof LoadedInviteToTeamDialog>>(LoadedInviteToTeamDialog);
export const InvitePersonDialog =
  loadedOnOpen<ComponentProps<typeof LoadedInvitePersonDialog>>(LoadedInvitePersonDialog);
