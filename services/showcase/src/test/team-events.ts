import { randomUUID } from 'node:crypto';
import { eventSubject, type EventEnvelope, type EventName, type EventPayloads } from '@creators/contracts';
import { encodeEnvelope } from '@creators/platform/events/envelope';
import type { TestStream } from '@creators/platform/events/testing/test-nats';
import { waitFor } from '@creators/platform/events/testing/wait-for';
import { TEAM_MEMBERS_CONSUMER } from '../memberships/team-members.events.js';
import { TEAM_MENTORS_CONSUMER } from '../memberships/team-mentors.events.js';

export function envelope<N extends EventName>(name: N, payload: EventPayloads[N]): EventEnvelope<N> {
  return { id: randomUUID(), name, occurredAt: new Date().toISOString(), payload };
}

/** The teams service's events as a test sends them on its stream, and a wait for showcase to have applied them. */
export function teamEventsOn(stream: () => TestStream) {
  const consumed = async (consumer: string): Promise<void> => {
    const { jsm, stream: name } = stream();
    const { state } = await jsm.streams.info(name);
    await waitFor(`the ${consumer} consumer to catch up`, async () => {
      const info = await jsm.consumers.info(name, consumer).catch(() => null);
      return !!info && info.ack_floor.stream_seq >= state.last_seq && info.num_ack_pending === 0;
    });
  };
  return {
    /** Publishes as the teams service's outbox relay would. */
    async publish(...events: EventEnvelope[]): Promise<void> {
      const { nc, subjectPrefix } = stream();
      for (const event of events) nc.publish(eventSubject(event.name, subjectPrefix), encodeEnvelope(event));
      await nc.flush();
    },
    /** Waits until the team-members consumer has acknowledged everything on the stream. */
    membersConsumed: () => consumed(TEAM_MEMBERS_CONSUMER),
    /** Waits until the team-mentors consumer has acknowledged everything on the stream. */
    mentorsConsumed: () => consumed(TEAM_MENTORS_CONSUMER),
  };
}
