import { Suspense, useState, type ComponentProps } from 'react';
import { lazyNamed } from '../ui/lazyNamed';

const LoadedVoiceDialog = lazyNamed(() => import('./VoiceDialog'), 'VoiceDialog');

/** Loads the voice dialog's code ahead of its first opening. */
export const preloadVoiceDialog = LoadedVoiceDialog.preload;

/** The voice dialog, its code (speech, recognition, the conversation) loaded the first time it opens. */
export function VoiceDialog(props: ComponentProps<typeof LoadedVoiceDialog>) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LoadedVoiceDialog {...props} />
    </Suspense>
  );
}
