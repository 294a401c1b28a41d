import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { eventSubject, type EventEnvelope, type EventName, type EventPayloads } from '@creators/contracts';
import { MESSAGES } from '@creators/texts';
import { encodeEnvelope } from '@creators/platform/events/envelope';
import { DEFAULT_MENTOR_AVAILABILITY } from '../mentors/mentor-availability.js';
import { createTestStream, type TestStream } from '@creators/platform/events/testing/test-nats';
import { waitFor } from '@creators/platform/events/testing/wait-for';
import { ACHIEVEMENTS_CONSUMER } from '../achievements/achievement-awards.js';
import { ACHIEVEMENT_CATALOGUE, ACHIEVEMENT_KEYS } from '../achievements/catalogue.js';
import {
  mentorInput,
  randomSuffix,
  REGISTER,
  startTestIdentity,
  studentInput,
  uniqueEmail,
  UPDATE_PROFILE,
  type TestIdentity,
} from './harness.js';

type Snapshot = EventPayloads['mentor.availability_updated'];

let stream: TestStream;
let identity: TestIdentity;
beforeAll(async () => {
  stream = await createTestStream();
  identity = await startTestIdentity({
    NATS_SUBJECT_PREFIX: stream.subjectPrefix,
    EVENT_STREAM: stream.stream,
  });
});
afterAll(async () => {
  await identity?.stop();
  await stream?.remove();
});

const MENTORS = `query Mentors($first: Int, $after: String, $search: String, $expertise: String, $language: String) {
  mentors(first: $first, after: $after, search: $search, expertise: $expertise, language: $language) {
    nodes { id firstName lastName role skills mentorAvailability { languages } }
    pageInfo { hasNextPage endCursor }
    totalCount
  } }`;
const SET = `mutation Set($input: MentorAvailabilityInput!) { setMentorAvailability(input: $input) {
  slots { day start end } timeZone maxTeams notAvailableUntil languages updatedAt } }`;
const USER = `query User($id: ID!) { user(id: $id) { id role mentorAvailability {
  slots { day start end } timeZone maxTeams notAvailableUntil languages updatedAt } } }`;

const as = (id: string, role: string) => ({ user: { id, role } });

const JONAS_TIMES = {
  slots: [
    { day: 1, start: '16:00', end: '18:00' },
    { day: 3, start: '16:00', end: '18:00' },
  ],
  timeZone: 'Europe/Berlin',
  maxTeams: 2,
  notAvailableUntil: null,
  languages: ['en', 'de'],
};

/** A user straight in the database (no password hashing): the directory's rows; a mentor staff verified. */
async function person(data: {
  firstName: string;
  lastName?: string;
  role?: string | null;
  skills?: string[];
  bio?: string;
  company?: string;
  currentRole?: string;
}): Promise<string> {
  const role = data.role === undefined ? 'mentor' : data.role;
  const user = await identity.prisma.user.create({
    data: {
      email: uniqueEmail('mentors'),
      lastName: 'Tester',
      experience: 'advanced',
      role,
      mentorVerifiedAt: role === 'mentor' ? new Date() : null,
      ...data,
    },
  });
  return user.id;
}

async function registered(input: Record<string, unknown>): Promise<string> {
  const res = await identity.gql(REGISTER, { input });
  assert.equal(res.body.errors, undefined, res.text);
  return res.body.data!.register.id as string;
}

async function snapshots(mentorId: string): Promise<Snapshot[]> {
  const rows = await identity.prisma.outboxEvent.findMany({
    where: { name: 'mentor.availability_updated' },
    orderBy: { id: 'asc' },
  });
  return rows
    .map((row) => row.payload as unknown as Snapshot)
    .filter((payload) => payload.mentorId === mentorId);
}

async function mentorsPage(variables: Record<string, unknown>, viewer: string) {
  const res = await identity.gql(MENTORS, variables, as(viewer, 'student'));
  assert.equal(res.body.errors, undefined, res.text);
  return res.body.data!.mentors as {
    nodes: Array<{ id: string; firstName: string; lastName: string; role: string; skills: string[] }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    totalCount: number;
  };
}

describe('the mentors directory', () => {
  const tag = randomSuffix();
  let viewer: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    viewer = await person({ firstName: 'Viewer', role: 'student' });
    ids.student = await person({
      firstName: 'Stu',
      role: 'student',
      company: `Co ${tag}`,
      skills: [`Go-${tag}`],
    });
    ids.bea = await person({
      firstName: 'Bea',
      lastName: 'Zed',
      company: `Co ${tag}`,
      skills: [`Go-${tag}`, 'SQL'],
    });
    ids.adam = await person({
      firstName: 'Adam',
      lastName: 'Young',
      company: `Co ${tag}`,
      skills: ['Design'],
    });
    ids.beaA = await person({ firstName: 'Bea', lastName: 'Able', company: `Co ${tag}`, skills: ['Rust'] });
    ids.carl = await person({
      firstName: 'Carl',
      lastName: 'Xu',
      company: `Co ${tag}`,
      skills: [`go-${tag}`],
    });
    ids.dora = await person({ firstName: 'Dora', lastName: 'Wu', company: `Co ${tag}`, skills: ['Python'] });
    ids.bio = await person({ firstName: 'Eve', bio: `Loves 100%_${tag} puzzles`, skills: ['Python'] });
    await identity.prisma.mentorAvailability.create({
      data: { userId: ids.carl, slots: [], timeZone: 'Europe/Berlin', maxTeams: 3, languages: ['de'] },
    });
    await identity.prisma.mentorAvailability.create({
      data: { userId: ids.dora, slots: [], timeZone: 'UTC', maxTeams: 3, languages: ['en', 'de'] },
    });
  });

  it('lists mentors only, ordered by first name, last name and id, a page at a time with totalCount', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page = await mentorsPage({ first: 2, after, search: `Co ${tag}` }, viewer);
      assert.equal(page.totalCount, 5);
      assert.ok(page.nodes.every((node) => node.role === 'mentor'));
      seen.push(...page.nodes.map((node) => node.id));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      pages += 1;
    } while (after && pages < 10);
    assert.equal(pages, 3);
    assert.deepEqual(seen, [ids.adam, ids.beaA, ids.bea, ids.carl, ids.dora]);
  });

  it('filters by expertise (one of their skills, ignoring case) and by language', async () => {
    const experts = await mentorsPage({ expertise: ` GO-${tag.toUpperCase()} ` }, viewer);
    assert.deepEqual(
      experts.nodes.map((node) => node.id),
      [ids.bea, ids.carl],
    );
    assert.equal(experts.totalCount, 2);
    // A part of a skill is not the skill.
    assert.equal((await mentorsPage({ expertise: `go-${tag.slice(0, 3)}` }, viewer)).totalCount, 0);

    const german = await mentorsPage({ search: `Co ${tag}`, language: 'de' }, viewer);
    assert.deepEqual(
      german.nodes.map((node) => node.id),
      [ids.carl, ids.dora],
    );
    const english = await mentorsPage({ search: `Co ${tag}`, language: 'en' }, viewer);
    assert.deepEqual(
      english.nodes.map((node) => node.id),
      [ids.dora],
    );
    const both = await mentorsPage({ search: `Co ${tag}`, language: 'de', expertise: `go-${tag}` }, viewer);
    assert.deepEqual(
      both.nodes.map((node) => node.id),
      [ids.carl],
    );
  });

  it('searches names, bio, current role, company and skills, ignoring case, with % and _ taken literally', async () => {
    const found = async (search: string) =>
      (await mentorsPage({ search }, viewer)).nodes.map((node) => node.id);
    assert.deepEqual(await found(`go-${tag}`), [ids.bea, ids.carl]);
    assert.deepEqual(await found(`CO ${tag}`), [ids.adam, ids.beaA, ids.bea, ids.carl, ids.dora]);
    assert.deepEqual(await found(`100%_${tag}`), [ids.bio]);
    assert.deepEqual(await found(`100__${tag}`), []);
    const named = await person({
      firstName: `Quinn${tag}`,
      lastName: 'Mentorson',
      currentRole: `Chief ${tag}`,
    });
    assert.deepEqual(await found(`quinn${tag} mentorson`), [named]);
    assert.deepEqual(await found(`chief ${tag}`), [named]);
    // Empty search is no search.
    assert.ok((await mentorsPage({ search: '  ', first: 100 }, viewer)).totalCount >= 7);
  });

  it('shows each mentor with their availability (the default until they set one)', async () => {
    const page = await mentorsPage({ search: `Co ${tag}` }, viewer);
    const languages = Object.fromEntries(
      page.nodes.map((node) => [
        node.id,
        (node as unknown as { mentorAvailability: { languages: string[] } }).mentorAvailability.languages,
      ]),
    );
    assert.deepEqual(languages[ids.carl], ['de']);
    assert.deepEqual(languages[ids.adam], DEFAULT_MENTOR_AVAILABILITY.languages);
  });

  it.each(['en', 'de'] as const)(
    'refuses bad filters and paging with translated messages (%s)',
    async (locale) => {
      const cases: Array<[Record<string, unknown>, string, keyof (typeof MESSAGES)['en']]> = [
        [{ language: 'fr' }, 'language', 'validation.mentoring.language'],
        [{ search: 'x'.repeat(101) }, 'search', 'validation.page.search'],
        [{ first: 0 }, 'first', 'validation.page.first'],
        [{ after: 'not-a-cursor' }, 'after', 'validation.page.cursor'],
        [
          { after: Buffer.from(JSON.stringify(['a\u0000', 'b', randomUUID()])).toString('base64url') },
          'after',
          'validation.page.cursor',
        ],
      ];
      for (const [variables, field, key] of cases) {
        const res = await identity.gql(MENTORS, variables, { ...as(viewer, 'student'), locale });
        const [error] = res.body.errors ?? [];
        assert.equal(error?.extensions?.code, 'BAD_USER_INPUT', res.text);
        assert.equal(error.extensions?.fields?.[field], MESSAGES[locale][key], res.text);
      }
    },
  );

  it('leaves out people suspended now, in the directory and in recommendations, as people search does', async () => {
    const mark = `Suspended-${randomSuffix()}`;
    const suspended = await person({ firstName: 'Sam', skills: [mark] });
    const lifted = await person({ firstName: 'Lia', skills: [mark] });
    await identity.prisma.user.update({ where: { id: suspended }, data: { suspendedAt: new Date() } });
    await identity.prisma.user.update({
      where: { id: lifted },
      data: {
        suspendedAt: new Date(Date.now() - 7 * 86_400_000),
        suspendedUntil: new Date(Date.now() - 60_000),
      },
    });
    const seeker = await person({ firstName: 'Seeker', role: 'student', skills: [mark] });
    const listed = await mentorsPage({ first: 10, expertise: mark }, seeker);
    assert.deepEqual(
      listed.nodes.map((node) => node.id),
      [lifted],
    );
    assert.equal(listed.totalCount, 1);
    const recommended = await identity.gql(
      `query { recommendedUsers(first: 20) { nodes { id } totalCount } }`,
      {},
      as(seeker, 'student'),
    );
    assert.equal(recommended.body.errors, undefined, recommended.text);
    const ids = (recommended.body.data!.recommendedUsers as { nodes: { id: string }[] }).nodes.map(
      (n) => n.id,
    );
    assert.ok(ids.includes(lifted), recommended.text);
    assert.ok(!ids.includes(suspended), recommended.text);
  });

  it('needs a signed-in user', async () => {
    const res = await identity.gql(MENTORS, {});
    assert.equal(res.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  });
});

describe('mentor availability', () => {
  it('is the default until the mentor sets it, then what they set; null for anyone not a mentor', async () => {
    const mentor = await person({ firstName: 'Mona', skills: ['TypeScript'] });
    const student = await person({ firstName: 'Sam', role: 'student' });
    const read = async (id: string, viewer: string | null = student) => {
      const res = await identity.gql(USER, { id }, viewer ? as(viewer, 'student') : {});
      assert.equal(res.body.errors, undefined, res.text);
      return res.body.data!.user.mentorAvailability;
    };
    assert.deepEqual(await read(mentor), { ...DEFAULT_MENTOR_AVAILABILITY, updatedAt: null });
    assert.equal(await read(student), null);
    // Signed out, a person shows only their name and picture.
    assert.equal(await read(mentor, null), null);

    const res = await identity.gql(
      SET,
      {
        input: {
          ...JONAS_TIMES,
          notAvailableUntil: '2030-01-15T00:00:00+01:00',
          languages: ['de', 'en'],
        },
      },
      as(mentor, 'mentor'),
    );
    assert.equal(res.body.errors, undefined, res.text);
    const set = res.body.data!.setMentorAvailability;
    assert.deepEqual(set.slots, JONAS_TIMES.slots);
    assert.equal(set.notAvailableUntil, '2030-01-14T23:00:00.000Z');
    assert.deepEqual(set.languages, ['de', 'en']);
    assert.ok(set.updatedAt);
    assert.deepEqual(await read(mentor), set);

    // Setting it again replaces it (one row per mentor).
    const again = await identity.gql(SET, { input: { ...JONAS_TIMES, slots: [] } }, as(mentor, 'mentor'));
    assert.equal(again.body.errors, undefined, again.text);
    assert.deepEqual((await read(mentor)).slots, []);
    assert.equal((await read(mentor)).notAvailableUntil, null);
    assert.equal(await identity.prisma.mentorAvailability.count({ where: { userId: mentor } }), 1);
  });

  it.each(['en', 'de'] as const)('refuses anyone but a mentor (%s)', async (locale) => {
    const student = await person({ firstName: 'Stella', role: 'student' });
    const res = await identity.gql(SET, { input: JONAS_TIMES }, { ...as(student, 'student'), locale });
    const [error] = res.body.errors ?? [];
    assert.equal(error?.extensions?.code, 'FORBIDDEN', res.text);
    assert.equal(error.message, MESSAGES[locale]['error.mentoring.mentorsOnly']);
    // A session that still says mentor after the role changed is refused by the database's role too.
    const stale = await identity.gql(SET, { input: JONAS_TIMES }, { ...as(student, 'mentor'), locale });
    assert.equal(stale.body.errors?.[0]?.extensions?.code, 'FORBIDDEN', stale.text);
    assert.equal(await identity.prisma.mentorAvailability.count({ where: { userId: student } }), 0);
    assert.deepEqual(await snapshots(student), []);
    const signedOut = await identity.gql(SET, { input: JONAS_TIMES });
    assert.equal(signedOut.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  });

  it.each(['en', 'de'] as const)('refuses bad input with translated messages (%s)', async (locale) => {
    const mentor = await person({ firstName: 'Bad', skills: ['TypeScript'] });
    const cases: Array<[Record<string, unknown>, string, keyof (typeof MESSAGES)['en']]> = [
      [
        {
          slots: [
            { day: 1, start: '16:00', end: '18:00' },
            { day: 1, start: '17:30', end: '19:00' },
          ],
        },
        'slots',
        'validation.mentoring.slotOverlap',
      ],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone', 'validation.mentoring.timeZone'],
      [{ maxTeams: 11 }, 'maxTeams', 'validation.mentoring.maxTeams'],
      [{ languages: ['fr'] }, 'languages.0', 'validation.mentoring.language'],
      [{ notAvailableUntil: 'soon' }, 'notAvailableUntil', 'validation.mentoring.notAvailableUntil'],
    ];
    for (const [change, field, key] of cases) {
      const res = await identity.gql(
        SET,
        { input: { ...JONAS_TIMES, ...change } },
        { ...as(mentor, 'mentor'), locale },
      );
      const [error] = res.body.errors ?? [];
      assert.equal(error?.extensions?.code, 'BAD_USER_INPUT', res.text);
      const fields = (error.extensions?.fields ?? {}) as Record<string, string>;
      const message = fields[field] ?? Object.values(fields)[0];
      assert.equal(message, MESSAGES[locale][key], res.text);
    }
    // A slot that ends before it starts.
    const backwards = await identity.gql(
      SET,
      { input: { ...JONAS_TIMES, slots: [{ day: 2, start: '18:00', end: '16:00' }] } },
      { ...as(mentor, 'mentor'), locale },
    );
    assert.equal(backwards.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', backwards.text);
    assert.ok(
      Object.values(backwards.body.errors![0]!.extensions!.fields as Record<string, string>).includes(
        MESSAGES[locale]['validation.mentoring.slot'],
      ),
      backwards.text,
    );
    assert.equal(await identity.prisma.mentorAvailability.count({ where: { userId: mentor } }), 0);
    assert.deepEqual(await snapshots(mentor), []);
  });
});

describe('mentor.availability_updated', () => {
  it('is recorded with the change when a mentor sets their availability', async () => {
    const mentor = await person({ firstName: 'Snap', skills: ['TypeScript', 'Code Review'] });
    const res = await identity.gql(SET, { input: JONAS_TIMES }, as(mentor, 'mentor'));
    assert.equal(res.body.errors, undefined, res.text);
    const [snapshot, ...more] = await snapshots(mentor);
    assert.equal(more.length, 0);
    assert.deepEqual(snapshot, {
      mentorId: mentor,
      isMentor: true,
      slots: JONAS_TIMES.slots,
      timeZone: 'Europe/Berlin',
      maxTeams: 2,
      notAvailableUntil: null,
      languages: ['en', 'de'],
      expertise: ['TypeScript', 'Code Review'],
      verified: true,
      updatedAt: res.body.data!.setMentorAvailability.updatedAt,
    });
  });

  it('is recorded when someone registers as a mentor (the default availability), not as a student', async () => {
    const mentor = await registered(mentorInput());
    assert.deepEqual(await snapshots(mentor), [
      {
        mentorId: mentor,
        isMentor: true,
        ...DEFAULT_MENTOR_AVAILABILITY,
        expertise: ['TypeScript', 'Code Review'],
        // Staff have not verified a new mentor yet (docs/product.md §14).
        verified: false,
        updatedAt: (await snapshots(mentor))[0]!.updatedAt,
      },
    ]);
    const student = await registered(studentInput());
    assert.deepEqual(await snapshots(student), []);
  });

  it('is recorded on every profile update of a mentor, and when the role moves to or from mentor', async () => {
    const mentor = await registered(mentorInput());
    const viewer = as(mentor, 'mentor');
    await identity.gql(SET, { input: JONAS_TIMES }, viewer);
    assert.equal((await snapshots(mentor)).length, 2);

    const update = async (input: Record<string, unknown>) => {
      const res = await identity.gql(UPDATE_PROFILE, { input }, viewer);
      assert.equal(res.body.errors, undefined, res.text);
      return (await snapshots(mentor)).at(-1)!;
    };
    // A mentor's new skills are their expertise; the availability they set stays in the snapshot.
    const skills = await update({ skills: ['TypeScript', 'Architecture', 'Testing'] });
    assert.equal((await snapshots(mentor)).length, 3);
    assert.equal(skills.isMentor, true);
    assert.deepEqual(skills.expertise, ['TypeScript', 'Architecture', 'Testing']);
    assert.deepEqual(skills.slots, JONAS_TIMES.slots);
    // Any profile update of a mentor, even one that leaves the skills alone.
    const bio = await update({ interests: ['Chess'] });
    assert.equal((await snapshots(mentor)).length, 4);
    assert.ok(bio.updatedAt > skills.updatedAt, 'a newer snapshot has a later updatedAt');

    const left = await update({ role: 'creator' });
    assert.equal((await snapshots(mentor)).length, 5);
    assert.equal(left.isMentor, false);
    // Not a mentor: a profile update records nothing.
    await update({ interests: ['Chess', 'Go'] });
    assert.equal((await snapshots(mentor)).length, 5);
    // Back to mentor: their availability is as they left it.
    const back = await update({ role: 'mentor' });
    assert.equal((await snapshots(mentor)).length, 6);
    assert.equal(back.isMentor, true);
    assert.deepEqual(back.slots, JONAS_TIMES.slots);
    assert.ok(back.updatedAt > left.updatedAt);
  });

  it('is not recorded when a profile update is refused, nor for a student becoming a creator', async () => {
    const mentor = await registered(mentorInput());
    const refused = await identity.gql(UPDATE_PROFILE, { input: { bio: 'Short' } }, as(mentor, 'mentor'));
    assert.equal(refused.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', refused.text);
    assert.equal((await snapshots(mentor)).length, 1);

    const student = await registered(studentInput());
    const creator = await identity.gql(
      UPDATE_PROFILE,
      { input: { role: 'creator' } },
      as(student, 'student'),
    );
    assert.equal(creator.body.errors, undefined, creator.text);
    assert.deepEqual(await snapshots(student), []);
  });

  it('goes out through the outbox to the stream', async () => {
    const mentor = await person({ firstName: 'Relay', skills: ['Go'] });
    await identity.gql(SET, { input: JONAS_TIMES }, as(mentor, 'mentor'));
    const row = (
      await identity.prisma.outboxEvent.findMany({ where: { name: 'mentor.availability_updated' } })
    ).find((event) => (event.payload as unknown as Snapshot).mentorId === mentor)!;
    await waitFor(
      'the outbox row published',
      async () =>
        (await identity.prisma.outboxEvent.findUniqueOrThrow({ where: { id: row.id } })).publishedAt,
    );
  });
});

describe('mentoring badges', () => {
  function envelope<N extends EventName>(name: N, payload: EventPayloads[N]): EventEnvelope<N> {
    return { id: randomUUID(), name, occurredAt: new Date().toISOString(), payload };
  }
  async function publish(...events: EventEnvelope[]): Promise<void> {
    for (const event of events)
      stream.nc.publish(eventSubject(event.name, stream.subjectPrefix), encodeEnvelope(event));
    await stream.nc.flush();
  }
  async function consumed(): Promise<void> {
    const { state } = await stream.jsm.streams.info(stream.stream);
    await waitFor('the achievements consumer to catch up', async () => {
      const info = await stream.jsm.consumers.info(stream.stream, ACHIEVEMENTS_CONSUMER).catch(() => null);
      return !!info && info.ack_floor.stream_seq >= state.last_seq && info.num_ack_pending === 0;
    });
  }
  const keysOf = async (userId: string) =>
    (await identity.prisma.userAchievement.findMany({ where: { userId }, include: { achievement: true } }))
      .map((row) => row.achievement.key)
      .sort();
  const earned = async (userId: string) =>
    (await identity.prisma.outboxEvent.findMany({ where: { name: 'achievement.earned' } }))
      .map((row) => row.payload as { userId: string; key: string; name: string })
      .filter((payload) => payload.userId === userId);

  it('awards first-mentored-meeting to each member of a team whose meeting with a mentor was held, once', async () => {
    const [ann, ben] = [
      await person({ firstName: 'Ann', role: 'student' }),
      await person({ firstName: 'Ben', role: 'student' }),
    ];
    const mentor = await person({ firstName: 'Meg' });
    const held = () =>
      envelope('meeting.held', {
        meetingId: randomUUID(),
        teamId: randomUUID(),
        memberIds: [ann, ben],
        mentorIds: [mentor],
      });
    await publish(held(), held());
    await consumed();
    assert.deepEqual(await keysOf(ann), [ACHIEVEMENT_KEYS.firstMentoredMeeting]);
    assert.deepEqual(await keysOf(ben), [ACHIEVEMENT_KEYS.firstMentoredMeeting]);
    // The mentor is no member: no badge for them.
    assert.deepEqual(await keysOf(mentor), []);
    const entry = ACHIEVEMENT_CATALOGUE.find(
      (candidate) => candidate.key === ACHIEVEMENT_KEYS.firstMentoredMeeting,
    )!;
    assert.deepEqual(await earned(ann), [
      { userId: ann, achievementId: entry.id, key: entry.key, name: 'Mentored Meeting' },
    ]);
  });

  it('awards first-feedback to the mentor who gave feedback on a project, once', async () => {
    const mentor = await person({ firstName: 'Fred' });
    const member = await person({ firstName: 'Mo', role: 'student' });
    const feedback = () =>
      envelope('project.feedback_given', {
        feedbackId: randomUUID(),
        projectId: randomUUID(),
        title: 'Pill Pal',
        teamId: randomUUID(),
        mentorId: mentor,
        recipientIds: [member],
      });
    await publish(feedback(), feedback());
    await consumed();
    assert.deepEqual(await keysOf(mentor), [ACHIEVEMENT_KEYS.firstFeedback]);
    assert.deepEqual(await keysOf(member), []);
    assert.deepEqual(
      (await earned(mentor)).map((payload) => payload.name),
      ['First Feedback'],
    );
    const { body } = await identity.gql(
      '{ myAchievements { nodes { key title description icon category } } }',
      {},
      as(mentor, 'mentor'),
    );
    assert.deepEqual(body.data!.myAchievements.nodes, [
      {
        key: 'first-feedback',
        title: 'First Feedback',
        description: 'You gave a team your first feedback on their project.',
        icon: 'message-square-text',
        category: 'mentoring',
      },
    ]);
  });
});
