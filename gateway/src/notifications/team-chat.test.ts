import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from '@jest/globals';
import { SOCKET_EVENTS, type EventEnvelope } from '@creators/contracts';
import { planTeamChat, sendTeamChat } from './team-chat.js';

const envelope = (name: string, payload: Record<string, unknown>) =>
  ({ id: randomUUID(), name, occurredAt: new Date().toISOString(), payload }) as unknown as EventEnvelope;

describe('team chat signals', () => {
  const teamId = randomUUID();
  const messageId = randomUUID();
  const readers = [randomUUID(), randomUUID()];

  it('tells the readers named by the event, and only them, what changed', () => {
    const sent: [readonly string[], string, unknown][] = [];
    const sender = {
      notifyUsers: (ids: readonly string[], event: string, payload: unknown) =>
        sent.push([ids, event, payload]),
    };
    sendTeamChat(
      sender,
      envelope('team.chat_message_posted', {
        teamId,
        messageId,
        authorId: readers[0],
        readerIds: [...readers, readers[0], 'x'],
      }),
    );
    sendTeamChat(
      sender,
      envelope('team.chat_message_changed', { teamId, messageId, change: 'hidden', readerIds: readers }),
    );
    assert.deepEqual(sent, [
      [readers, SOCKET_EVENTS.teamChat, { teamId, messageId, change: 'posted' }],
      [readers, SOCKET_EVENTS.teamChat, { teamId, messageId, change: 'hidden' }],
    ]);
  });

  it('ignores other events and payloads that do not fit', () => {
    assert.equal(planTeamChat(envelope('team.created', { teamId })), null);
    assert.equal(
      planTeamChat(
        envelope('team.chat_message_changed', { teamId, messageId, change: 'eaten', readerIds: readers }),
      ),
      null,
    );
    assert.equal(planTeamChat(envelope('team.chat_message_posted', { teamId, messageId })), null);
    assert.equal(
      planTeamChat(envelope('team.chat_message_posted', { teamId: 'x', messageId, readerIds: readers })),
      null,
    );
  });
});
