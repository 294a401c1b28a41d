import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { TEAM_CHAT_LIMITS, type Locale } from '@creators/contracts';
import { MESSAGES } from '@creators/texts';
import { startTestApp, type TestApp } from './harness.js';
import { codeOf, newUser, ok, refused, teamClient, type User } from './team-client.js';

// A team's chat (docs/product.md §11.6): members and mentors read and write, others are refused (a member who left
// or was removed at once); paged newest first by keyset; edits and deletes by the author only; a per-minute limit;
// staff hide with a reason; every write records its event in the outbox.

type Viewer = User & { staff?: boolean };
const WRITES_PER_MINUTE = 5;

const FIELDS = 'id teamId authorId body createdAt editedAt deleted hidden hiddenReason canEdit author { id }';
interface Message {
  id: string;
  teamId: string;
  authorId: string;
  body: string;
  editedAt: string | null;
  deleted: boolean;
  hidden: boolean;
  hiddenReason: string | null;
  canEdit: boolean;
}
interface Page {
  nodes: Message[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
}

describe('team chat', () => {
  let app: TestApp;
  const teams = teamClient(() => app);

  beforeAll(async () => {
    app = await startTestApp({ TEAM_CHAT_WRITES_PER_MINUTE: String(WRITES_PER_MINUTE) });
  });
  afterAll(async () => {
    await app?.close();
  });

  const graphql = <T>(
    query: string,
    user: Viewer | null,
    variables: Record<string, unknown>,
    locale: Locale = 'en',
  ) => app.graphql<Record<string, T>>(query, { user, variables, context: { locale } });
  const post = (user: Viewer, teamId: string, body: string, readers?: unknown[]) =>
    graphql<Message>(
      `mutation ($teamId: ID!, $input: TeamMessageInput!) { postTeamMessage(teamId: $teamId, input: $input) { ${FIELDS} } }`,
      user,
      { teamId, input: { body, ...(readers ? { readers } : {}) } },
    );
  const page = (user: Viewer, teamId: string, first = 20, after?: string, locale: Locale = 'en') =>
    graphql<Page>(
      `query ($teamId: ID!, $first: Int, $after: String) {
        teamMessages(teamId: $teamId, first: $first, after: $after) {
          nodes { ${FIELDS} } pageInfo { hasNextPage endCursor } totalCount
        }
      }`,
      user,
      { teamId, first, after },
      locale,
    );
  const edit = (user: Viewer, id: string, body: string) =>
    graphql<Message>(
      `mutation ($id: ID!, $input: TeamMessageInput!) { editTeamMessage(id: $id, input: $input) { ${FIELDS} } }`,
      user,
      { id, input: { body } },
    );
  const remove = (user: Viewer, id: string) =>
    graphql<Message>(`mutation ($id: ID!) { deleteTeamMessage(id: $id) { ${FIELDS} } }`, user, { id });
  const unread = async (user: Viewer) =>
    ok(
      await graphql<{ teamId: string; unread: number }[]>(
        `
          {
            myTeamChatUnread {
              teamId
              unread
            }
          }
        `,
        user,
        {},
      ),
    );
  const markRead = (user: Viewer, teamId: string) =>
    graphql(
      `
        mutation ($teamId: ID!) {
          markTeamChatRead(teamId: $teamId) {
            teamId
            unread
          }
        }
      `,
      user,
      { teamId },
    );
  const outbox = (messageId: string) =>
    app.prisma.outboxEvent.findMany({
      where: { payload: { path: ['messageId'], equals: messageId } },
      orderBy: { occurredAt: 'asc' },
    });

  /** A team with a leader, a member and a mentor (the mentor row as an accepted request leaves it). */
  async function chatTeam() {
    const leader = newUser();
    const member = newUser();
    const mentor: Viewer = { id: randomUUID(), role: 'mentor' };
    const team = await teams.createTeam(leader, { maxMembers: 4 });
    ok(await teams.join(member, team.id));
    await app.prisma.teamMentor.create({ data: { teamId: team.id, mentorId: mentor.id } });
    return { team, leader, member, mentor };
  }

  it('lets members and mentors read and write, and refuses anyone else in their language', async () => {
    const { team, leader, member, mentor } = await chatTeam();
    ok(await post(leader, team.id, 'Hello team'));
    ok(await post(mentor, team.id, 'Hello from your mentor'));
    const seen = ok(await page(member, team.id));
    assert.deepEqual(
      seen.nodes.map((message) => message.body),
      ['Hello from your mentor', 'Hello team'],
    );
    assert.equal(seen.nodes[0]!.authorId, mentor.id);
    const outsider = newUser();
    for (const locale of ['en', 'de'] as const) {
      const refusedRead = await page(outsider, team.id, 20, undefined, locale);
      refused(refusedRead, 'FORBIDDEN', 'error.chat.forbidden');
      assert.equal(refusedRead.body.errors?.[0]?.message, MESSAGES[locale]['error.chat.forbidden']);
    }
    refused(await post(outsider, team.id, 'Let me in'), 'FORBIDDEN', 'error.chat.forbidden');
    refused(await page(outsider, randomUUID()), 'NOT_FOUND', 'error.team.notFound');
    refused(await page(outsider, 'not-an-id'), 'NOT_FOUND', 'error.team.notFound');
    refused(
      await graphql(
        `
          {
            myTeamChatUnread {
              teamId
            }
          }
        `,
        null,
        {},
      ),
      'UNAUTHENTICATED',
    );
    // Staff read to moderate, but do not write.
    const staff: Viewer = { id: randomUUID(), role: 'mentor', staff: true };
    assert.equal(ok(await page(staff, team.id)).totalCount, 2);
    refused(await post(staff, team.id, 'Staff here'), 'FORBIDDEN', 'error.chat.forbidden');
  });

  it('refuses a member at once after they leave or are removed', async () => {
    const { team, leader, member } = await chatTeam();
    const second = newUser();
    ok(await teams.join(second, team.id));
    ok(await post(member, team.id, 'Still here'));
    ok(await teams.leave(member, team.id));
    refused(await page(member, team.id), 'FORBIDDEN', 'error.chat.forbidden');
    refused(await post(member, team.id, 'Back?'), 'FORBIDDEN', 'error.chat.forbidden');
    ok(await teams.remove(leader, team.id, second.id));
    refused(await page(second, team.id), 'FORBIDDEN', 'error.chat.forbidden');
    assert.equal((await unread(second)).length, 0);
  });

  it('pages newest first by keyset, older pages after the cursor, with no message twice', async () => {
    const { team, leader, member } = await chatTeam();
    // Written directly: the per-minute limit is for people, not for setting up a long chat.
    const base = Date.now() - 60_000;
    await app.prisma.teamChatMessage.createMany({
      data: Array.from({ length: 7 }, (_, i) => ({
        teamId: team.id,
        authorId: i % 2 ? leader.id : member.id,
        body: `Message ${i}`,
        // Two with the same time: the id breaks the tie.
        createdAt: new Date(base + Math.min(i, 5) * 1000),
      })),
    });
    const seen: string[] = [];
    let after: string | undefined;
    for (let round = 0; round < 5; round++) {
      const result = ok(await page(member, team.id, 3, after));
      assert.equal(result.totalCount, 7);
      seen.push(...result.nodes.map((message) => message.body));
      if (!result.pageInfo.hasNextPage) break;
      after = result.pageInfo.endCursor!;
    }
    assert.equal(seen.length, 7);
    assert.equal(new Set(seen).size, 7);
    assert.deepEqual(seen.slice(2), ['Message 4', 'Message 3', 'Message 2', 'Message 1', 'Message 0']);
    refused(await page(member, team.id, 3, 'garbage'), 'BAD_USER_INPUT');
    refused(await page(member, team.id, 1000), 'BAD_USER_INPUT');
  });

  it('lets only the author edit and delete, keeps a deleted message listed without its text', async () => {
    const { team, leader, member } = await chatTeam();
    const message = ok(await post(member, team.id, 'Frist draft'));
    assert.equal(message.canEdit, true);
    const asLeader = ok(await page(leader, team.id)).nodes[0]!;
    assert.equal(asLeader.canEdit, false);
    refused(await edit(leader, message.id, 'Not yours'), 'FORBIDDEN', 'error.chat.notAuthor');
    refused(await remove(leader, message.id), 'FORBIDDEN', 'error.chat.notAuthor');
    const edited = ok(await edit(member, message.id, 'First draft'));
    assert.equal(edited.body, 'First draft');
    assert.notEqual(edited.editedAt, null);
    const deleted = ok(await remove(member, message.id));
    assert.equal(deleted.deleted, true);
    assert.equal(deleted.body, '');
    assert.equal(ok(await page(leader, team.id)).nodes[0]!.deleted, true);
    refused(await edit(member, message.id, 'Undelete'), 'NOT_FOUND', 'error.chat.notFound');
    refused(await edit(member, randomUUID(), 'Nothing'), 'NOT_FOUND', 'error.chat.notFound');
    const events = await outbox(message.id);
    assert.deepEqual(
      events.map((event) => [event.name, (event.payload as { change?: string }).change]),
      [
        ['team.chat_message_posted', undefined],
        ['team.chat_message_changed', 'edited'],
        ['team.chat_message_changed', 'deleted'],
      ],
    );
  });

  it('refuses empty, too long and unknown input, and more writes per minute than the limit', async () => {
    const { team, leader } = await chatTeam();
    refused(await post(leader, team.id, '   '), 'BAD_USER_INPUT');
    refused(await post(leader, team.id, 'x'.repeat(TEAM_CHAT_LIMITS.bodyMax + 1)), 'BAD_USER_INPUT');
    ok(await post(leader, team.id, 'x'.repeat(TEAM_CHAT_LIMITS.bodyMax)));
    const codes: unknown[] = [];
    for (let i = 0; i < WRITES_PER_MINUTE; i++) codes.push(codeOf(await post(leader, team.id, `Quick ${i}`)));
    assert.deepEqual(codes.slice(0, WRITES_PER_MINUTE - 1), Array(WRITES_PER_MINUTE - 1).fill(undefined));
    const limited = await post(leader, team.id, 'One too many');
    refused(limited, 'TOO_MANY_REQUESTS', 'error.chat.rateLimited');
    assert.ok(Number(limited.body.errors?.[0]?.extensions?.retryAfterSeconds) >= 1);
  });

  it('records the readers of the moment and the mentions by full or unique first name, never the author', async () => {
    const { team, leader, member, mentor } = await chatTeam();
    const readers = [
      { id: leader.id, firstName: 'Ada', lastName: 'Lovelace' },
      { id: member.id, firstName: 'Grace', lastName: 'Hopper' },
      { id: mentor.id, firstName: 'Alan', lastName: 'Turing' },
      // Not a reader: ignored.
      { id: randomUUID(), firstName: 'Eve', lastName: 'Outsider' },
    ];
    const message = ok(
      await post(leader, team.id, '@grace and @Alan Turing, see this; @Ada, @Eve too', readers),
    );
    const events = await outbox(message.id);
    const posted = events.find((event) => event.name === 'team.chat_message_posted')!;
    assert.deepEqual(
      [...(posted.payload as { readerIds: string[] }).readerIds].sort(),
      [leader.id, member.id, mentor.id].sort(),
    );
    const mention = events.find((event) => event.name === 'team.chat_mention')!;
    assert.deepEqual(mention.payload, {
      teamId: team.id,
      teamName: team.name,
      messageId: message.id,
      authorId: leader.id,
      authorName: 'Ada Lovelace',
      mentionedUserIds: [member.id, mentor.id],
      excerpt: '@grace and @Alan Turing, see this; @Ada, @Eve too',
    });
    const quiet = ok(await post(leader, team.id, 'No mention here', readers));
    assert.equal((await outbox(quiet.id)).filter((event) => event.name === 'team.chat_mention').length, 0);
  });

  it('counts unread messages of others per team until the chat is read', async () => {
    const { team, leader, member, mentor } = await chatTeam();
    ok(await post(leader, team.id, 'One'));
    ok(await post(leader, team.id, 'Two'));
    ok(await post(member, team.id, 'Mine'));
    const count = async (user: Viewer) => (await unread(user)).find((row) => row.teamId === team.id)?.unread;
    assert.equal(await count(member), 2);
    assert.equal(await count(mentor), 3);
    assert.equal(await count(leader), 1);
    ok(await markRead(member, team.id));
    assert.equal(await count(member), 0);
    refused(await markRead(newUser(), team.id), 'FORBIDDEN', 'error.chat.forbidden');
  });

  it('lets staff hide a message with a reason and restore it; the text is gone for everyone but staff', async () => {
    const { team, leader, member } = await chatTeam();
    const staff: Viewer = { id: randomUUID(), role: 'mentor', staff: true };
    const message = ok(await post(member, team.id, 'Something rude'));
    const setHidden = (user: Viewer, hidden: boolean, reason: string | null) =>
      graphql<Message>(
        `mutation ($id: ID!, $hidden: Boolean!, $reason: String) {
          setTeamMessageHidden(id: $id, hidden: $hidden, reason: $reason) { ${FIELDS} }
        }`,
        user,
        { id: message.id, hidden, reason },
      );
    refused(await setHidden(leader, true, 'Rude words here'), 'NOT_FOUND', 'error.staff.only');
    refused(await setHidden(staff, true, 'no'), 'BAD_USER_INPUT');
    const hidden = ok(await setHidden(staff, true, 'Rude words here'));
    assert.equal(hidden.hidden, true);
    assert.equal(hidden.body, 'Something rude');
    const asLeader = ok(await page(leader, team.id)).nodes[0]!;
    assert.deepEqual([asLeader.body, asLeader.hiddenReason], ['', null]);
    const asAuthor = ok(await page(member, team.id)).nodes[0]!;
    assert.deepEqual(
      [asAuthor.body, asAuthor.hiddenReason, asAuthor.canEdit],
      ['', 'Rude words here', false],
    );
    ok(await setHidden(staff, false, null));
    assert.equal(ok(await page(leader, team.id)).nodes[0]!.body, 'Something rude');
    const changes = (await outbox(message.id))
      .filter((event) => event.name === 'team.chat_message_changed')
      .map((event) => (event.payload as { change: string }).change);
    assert.deepEqual(changes, ['hidden', 'restored']);
  });
});
