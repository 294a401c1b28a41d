import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { eventSubject, type EventEnvelope, type EventPayloads, type Locale } from '@creators/contracts';
import { MESSAGES } from '@creators/texts';
import { createTestStream, type TestStream } from '@creators/platform/events/testing/test-nats';
import { waitFor } from '@creators/platform/events/testing/wait-for';
import { CHALLENGE_STATUSES_CONSUMER } from '../teams/challenge-statuses.events.js';
import { startTestApp, type TestApp } from './harness.js';
import { newUser, ok, refused, teamClient, type User } from './team-client.js';

// Staff hide and restore a team (docs/product.md §14): gone from every list, search and count (a challenge's teams
// and team count, a person's teams) and from its page for everyone but its members and staff, who see why; no one
// joins it. A challenge staff hid (content.moderated from challenges) takes no new teams.

type Viewer = User & { staff?: boolean };
const staffMember = (): Viewer => ({ id: randomUUID(), role: 'mentor', staff: true });
const REASON = 'The description insults another team';

const SET_HIDDEN = `mutation ($id: ID!, $hidden: Boolean!, $reason: String) {
  setTeamHidden(id: $id, hidden: $hidden, reason: $reason) { id hidden hiddenReason updatedAt }
}`;

interface Shown {
  id: string;
  hidden: boolean;
  hiddenReason: string | null;
  updatedAt: string;
}

describe('staff hide and restore', () => {
  let stream: TestStream;
  let app: TestApp;
  const teams = teamClient(() => app);

  beforeAll(async () => {
    stream = await createTestStream();
    app = await startTestApp({ NATS_SUBJECT_PREFIX: stream.subjectPrefix, EVENT_STREAM: stream.stream });
  });
  afterAll(async () => {
    await app?.close();
    await stream?.remove();
  });

  const graphql = <T>(
    query: string,
    user: Viewer | null,
    variables: Record<string, unknown>,
    locale: Locale = 'en',
  ) => app.graphql<T>(query, { user, variables, context: { locale } });

  describe('a team', () => {
    const leader = newUser();
    const member = newUser();
    const other = newUser();
    const invitee = newUser();
    const staff = staffMember();
    const challengeId = randomUUID();
    const name = `Lichen ${randomUUID().slice(0, 8)}`;
    let teamId: string;
    let updatedAt: string;

    beforeAll(async () => {
      const team = await teams.createTeam(leader, { name, challengeId, maxMembers: 4 });
      ok(await teams.join(member, team.id));
      ok(await teams.invite(leader, team.id, invitee.id));
      teamId = team.id;
      updatedAt = (await teams.team(team.id))!.updatedAt;
    });

    const setHidden = (user: Viewer | null, hidden: boolean, reason?: string | null, locale: Locale = 'en') =>
      graphql<{ setTeamHidden: Shown }>(SET_HIDDEN, user, { id: teamId, hidden, reason }, locale);
    const one = async (user: Viewer | null) =>
      ok(
        await graphql<Record<string, Shown | null>>(
          `
            query ($id: ID!) {
              team(id: $id) {
                id
                hidden
                hiddenReason
                updatedAt
              }
            }
          `,
          user,
          { id: teamId },
        ),
      );
    const searched = async (user: Viewer | null) =>
      ok(
        await graphql<Record<string, { nodes: { id: string }[]; totalCount: number }>>(
          `
            query ($search: String) {
              teams(search: $search) {
                nodes {
                  id
                }
                totalCount
              }
            }
          `,
          user,
          { search: name },
        ),
      );
    const mine = async (user: Viewer) =>
      ok(
        await graphql<Record<string, { nodes: { id: string }[]; totalCount: number }>>(
          `
            {
              myTeams {
                nodes {
                  id
                }
                totalCount
              }
            }
          `,
          user,
          {},
        ),
      ).nodes.map((node) => node.id);
    const invitedTo = async (user: Viewer) =>
      ok(
        await graphql<Record<string, { nodes: { teamId: string }[]; totalCount: number }>>(
          `
            {
              myInvitations {
                nodes {
                  teamId
                }
                totalCount
              }
            }
          `,
          user,
          {},
        ),
      ).nodes.map((node) => node.teamId);
    const entities = async (user: Viewer | null) => {
      const { body } = await graphql<{ _entities: Array<Record<string, unknown> | null> }>(
        `
          query ($representations: [_Any!]!) {
            _entities(representations: $representations) {
              ... on Team {
                id
                hidden
                hiddenReason
              }
              ... on Challenge {
                teamCount
                teams {
                  nodes {
                    id
                  }
                  totalCount
                }
              }
              ... on User {
                personTeams: teams {
                  id
                }
              }
            }
          }
        `,
        user,
        {
          representations: [
            { __typename: 'Team', id: teamId },
            { __typename: 'Challenge', id: challengeId },
            { __typename: 'User', id: member.id },
          ],
        },
      );
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      return body.data!._entities;
    };
    const moderated = async () =>
      (
        await app.prisma.outboxEvent.findMany({
          where: { name: 'content.moderated' },
          orderBy: { occurredAt: 'asc' },
        })
      )
        .map((event) => event.payload as unknown as EventPayloads['content.moderated'])
        .filter((payload) => payload.itemId === teamId);

    it('refuses anyone but staff as not found in their language (its leader too), and reasons that are too short', async () => {
      for (const locale of ['en', 'de'] as const) {
        const response = await setHidden(leader, true, REASON, locale);
        refused(response, 'NOT_FOUND', 'error.staff.only');
        assert.equal(response.body.errors?.[0]?.message, MESSAGES[locale]['error.staff.only']);
      }
      refused(await setHidden(null, true, REASON), 'UNAUTHENTICATED');
      for (const reason of [undefined, '', 'no'])
        refused(await setHidden(staff, true, reason), 'BAD_USER_INPUT', 'validation.moderation.reason');
      refused(
        await graphql(SET_HIDDEN, staff, { id: randomUUID(), hidden: true, reason: REASON }),
        'NOT_FOUND',
        'error.team.notFound',
      );
      assert.equal((await one(other))?.hidden, false);
      assert.deepEqual(await moderated(), []);
    });

    it('hidden: gone from lists, searches, counts and its page for others; members and staff see why', async () => {
      assert.equal((await searched(other)).totalCount, 1);
      const hidden = ok(await setHidden(staff, true, REASON));
      assert.deepEqual(hidden, { id: teamId, hidden: true, hiddenReason: REASON, updatedAt });

      for (const viewer of [other, null, leader, member, staff]) {
        assert.deepEqual(await searched(viewer), { nodes: [], totalCount: 0 });
      }
      assert.deepEqual(await mine(member), [], 'lists leave it out for its members too');
      assert.deepEqual(await invitedTo(invitee), []);
      assert.equal(await one(other), null);
      assert.equal(await one(null), null);
      assert.deepEqual(await entities(other), [
        null,
        { teamCount: 0, teams: { nodes: [], totalCount: 0 } },
        { personTeams: [] },
      ]);
      for (const viewer of [leader, member, staff]) {
        assert.deepEqual(await one(viewer), hidden);
        assert.deepEqual((await entities(viewer))[0], { id: teamId, hidden: true, hiddenReason: REASON });
      }

      // Nobody joins a hidden team.
      refused(await teams.join(other, teamId), 'NOT_FOUND', 'error.team.notFound');
      assert.equal(await app.prisma.teamMembership.count({ where: { teamId } }), 2);

      assert.deepEqual(await moderated(), [
        {
          itemType: 'team',
          itemId: teamId,
          title: name,
          authorIds: [leader.id],
          hidden: true,
          reason: REASON,
          actorId: staff.id,
          parent: { type: 'challenge', id: challengeId },
        },
      ]);
      ok(await setHidden(staff, true, 'Hidden again, for another reason'));
      assert.equal((await moderated()).length, 1, 'hiding it twice records nothing');
    });

    it('restored: back everywhere; restoring a visible team records nothing', async () => {
      const restored = ok(await setHidden(staff, false));
      assert.deepEqual(restored, { id: teamId, hidden: false, hiddenReason: null, updatedAt });
      assert.deepEqual((await searched(other)).nodes, [{ id: teamId }]);
      assert.deepEqual(await mine(member), [teamId]);
      assert.deepEqual(await invitedTo(invitee), [teamId]);
      assert.deepEqual(await entities(other), [
        { id: teamId, hidden: false, hiddenReason: null },
        { teamCount: 1, teams: { nodes: [{ id: teamId }], totalCount: 1 } },
        { personTeams: [{ id: teamId }] },
      ]);
      const events = await moderated();
      assert.equal(events.length, 2);
      assert.equal(events[1]!.hidden, false);
      assert.equal(events[1]!.reason, null);
      ok(await setHidden(staff, false));
      assert.equal((await moderated()).length, 2);
      ok(await teams.join(other, teamId));
    });
  });

  describe('a challenge staff hid (content.moderated from challenges)', () => {
    const moderatedEvent = (challengeId: string, hidden: boolean): EventEnvelope<'content.moderated'> => ({
      id: randomUUID(),
      name: 'content.moderated',
      occurredAt: new Date().toISOString(),
      payload: {
        itemType: 'challenge',
        itemId: challengeId,
        title: 'Bikes',
        authorIds: [randomUUID()],
        hidden,
        reason: hidden ? REASON : null,
        actorId: randomUUID(),
        parent: null,
      },
    });
    const publish = (envelope: EventEnvelope) =>
      stream.nc.publish(eventSubject(envelope.name, stream.subjectPrefix), JSON.stringify(envelope));
    const caughtUp = () =>
      waitFor('the challenge-statuses consumer to catch up', async () => {
        await stream.nc.flush();
        const consumer = await stream.jsm.consumers
          .info(stream.stream, CHALLENGE_STATUSES_CONSUMER)
          .catch(() => null);
        return consumer !== null && consumer.num_pending === 0 && consumer.num_ack_pending === 0;
      });
    const create = (leader: User, challengeId: string) =>
      app.graphql(`mutation ($input: CreateTeamInput!) { createTeam(input: $input) { id } }`, {
        user: leader,
        variables: { input: { name: 'On a hidden challenge', challengeId } },
      });

    it('takes no new team (not found) until restored; its status and the other items’ events are kept apart', async () => {
      const leader = newUser();
      const hidden = randomUUID();
      const closedThenHidden = randomUUID();
      publish({
        id: randomUUID(),
        name: 'challenge.updated',
        occurredAt: new Date().toISOString(),
        payload: {
          challengeId: closedThenHidden,
          title: 'Closed',
          createdBy: randomUUID(),
          status: 'closed',
          updatedAt: new Date().toISOString(),
        },
      });
      publish(moderatedEvent(hidden, true));
      publish(moderatedEvent(closedThenHidden, true));
      // Another item's event with the same id changes nothing here.
      const team = moderatedEvent(randomUUID(), true);
      publish({ ...team, payload: { ...team.payload, itemType: 'team' } });
      await caughtUp();

      const before = await app.prisma.team.count();
      refused(await create(leader, hidden), 'NOT_FOUND', 'error.challenge.notFound');
      refused(await create(leader, closedThenHidden), 'NOT_FOUND', 'error.challenge.notFound');
      assert.equal(await app.prisma.team.count(), before);
      const existing = await teams.createTeam(leader);
      refused(
        await teams.update(leader, existing.id, {
          expectedUpdatedAt: existing.updatedAt,
          challengeId: hidden,
        }),
        'NOT_FOUND',
        'error.challenge.notFound',
      );
      assert.equal(
        await app.prisma.challengeStatus.count({ where: { challengeId: team.payload.itemId } }),
        0,
      );

      // A hidden challenge's first challenge.updated keeps it hidden.
      publish({
        id: randomUUID(),
        name: 'challenge.updated',
        occurredAt: new Date().toISOString(),
        payload: {
          challengeId: hidden,
          title: 'Edited',
          createdBy: randomUUID(),
          status: 'active',
          updatedAt: new Date().toISOString(),
        },
      });
      await caughtUp();
      refused(await create(leader, hidden), 'NOT_FOUND', 'error.challenge.notFound');

      publish(moderatedEvent(hidden, false));
      publish(moderatedEvent(closedThenHidden, false));
      await caughtUp();
      ok(await create(leader, hidden));
      refused(await create(leader, closedThenHidden), 'CONFLICT', 'error.challenge.closed');
    });

    it('keeps the newest hide or restore: an older one delivered late changes nothing', async () => {
      const leader = newUser();
      const challengeId = randomUUID();
      const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
      const restore = { ...moderatedEvent(challengeId, false), occurredAt: at(1) };
      const lateHide = { ...moderatedEvent(challengeId, true), occurredAt: at(2) };
      publish(restore);
      publish(lateHide);
      await caughtUp();
      ok(await create(leader, challengeId));
    });
  });
});
