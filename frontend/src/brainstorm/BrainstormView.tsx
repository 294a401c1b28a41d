import { Suspense, useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { ChatLog } from './ChatLog';
import { Composer } from './Composer';
import { InsightBadges } from './InsightBadges';
import { PhaseIndicator } from './PhaseIndicator';
import type { ShownMessage } from './shownBrainstorm';
import type { BrainstormController } from './useBrainstorm';
import { lazyNamed } from '../ui/lazyNamed';

/**
 * The draft's form, with the challenge's schema (zod) it validates with, in a chunk of its own: the conversation
 * shows Isla's opening (the dashboard's largest content) without it, and it is fetched once the brainstorm moves
 * past ideation, before the draft is there.
 */
export const DraftForm = lazyNamed(() => import('./DraftForm'), 'DraftForm');

/** The brainstorm's content (phase indicator, chat, insights, chat box or draft form), shared by the dashboard panel and the dialog. */
export function BrainstormView({
  controller,
  chatHeight = 380,
}: {
  controller: BrainstormController;
  chatHeight?: number | string;
}) {
  const { state, thinking } = controller;
  const creating = state.phase === 'creation';
  useEffect(() => {
    if (state.phase !== 'ideation') void DraftForm.preload().catch(() => undefined);
  }, [state.phase]);
  const input = useRef<HTMLDivElement>(null);
  const wasCreating = useRef(creating);
  // The chat box and the draft form take each other's place. When the one that had focus goes, focus would fall to
  // the page's body (a keyboard user starts over at the top): it goes to the first field of the one that came.
  useEffect(() => {
    if (wasCreating.current === creating) return;
    wasCreating.current = creating;
    const active = document.activeElement;
    if (active && active !== document.body && !input.current?.contains(active)) return;
    input.current?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea')?.focus();
  }, [creating]);
  return (
    <Stack spacing={2}>
      <PhaseIndicator phase={state.phase} />
      <ChatLog messages={state.messages} thinking={thinking} height={chatHeight} />
      <InsightBadges insights={state.insights} />
      <Box ref={input}>
        {creating ? (
          <Suspense fallback={null}>
            <DraftForm key={lastSummaryId(state.messages)} controller={controller} draft={state.draft} />
          </Suspense>
        ) : (
          <Composer controller={controller} />
        )}
      </Box>
    </Stack>
  );
}

const lastSummaryId = (messages: ShownMessage[]) =>
  [...messages].reverse().find((m) => m.type === 'summary')?.id ?? 'draft';
