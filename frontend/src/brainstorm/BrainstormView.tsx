import Stack from '@mui/material/Stack';
import type { BrainstormMessage } from '@creators/contracts';
import { ChatLog } from './ChatLog';
import { Composer } from './Composer';
import { DraftForm } from './DraftForm';
import { InsightBadges } from './InsightBadges';
import { PhaseIndicator } from './PhaseIndicator';
import type { BrainstormController } from './useBrainstorm';

/** The brainstorm's content (phase indicator, chat, insights, chat box or draft form), shared by the dashboard panel and the dialog. */
export function BrainstormView({
  controller,
  chatHeight = 380,
}: {
  controller: BrainstormController;
  chatHeight?: number | string;
}) {
  const { state, thinking } = controller;
  return (
    <Stack spacing={2}>
      <PhaseIndicator phase={state.phase} />
      <ChatLog messages={state.messages} thinking={thinking} height={chatHeight} />
      <InsightBadges insights={state.insights} />
      {state.phase === 'creation' ? (
        <DraftForm key={lastSummaryId(state.messages)} controller={controller} draft={state.draft} />
      ) : (
        <Composer controller={controller} />
      )}
    </Stack>
  );
}

const lastSummaryId = (messages: BrainstormMessage[]) =>
  [...messages].reverse().find((m) => m.type === 'summary')?.id ?? 'draft';
