/**
 * A Send button beside a text box keeps its label on one line and its own width: the box beside it gives way
 * instead ('S e n d' on a phone, 'Senden' broken in two on a desktop). For every composer's Send button.
 */
export const sendButtonSx = { flexShrink: 0, whiteSpace: 'nowrap', minWidth: 'max-content' } as const;
