import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { type MessageKey } from '@creators/contracts';
import { MESSAGES } from '@creators/texts';
import { ACHIEVEMENT_CATALOGUE } from '../achievements/catalogue.js';
import { seedIdentity } from '../seeding.js';
import {
  mentorInput,
  randomSuffix,
  REGISTER,
  startTestIdentity,
  studentInput,
  UPDATE_PROFILE,
  type TestIdentity,
} from './harness.js';

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startTestIdentity();
});
afterAll(async () => {
  await identity?.stop();
});

async function registered(overrides: Record<string, unknown> = {}, input = studentInput(overrides)) {
  const res = await identity.gql(REGISTER, { input });
  assert.equal(res.body.errors, undefined, res.text);
  const user = res.body.data!.register;
  return {
    id: user.id as string,
    email: user.email as string,
    as: { user: { id: user.id as string, role: 'student' } },
  };
}

describe('updateProfile', () => {
  it('needs a signed-in user', async () => {
    for (const locale of ['en', 'de'] as const) {
      const res = await identity.gql(UPDATE_PROFILE, { input: { bio: 'Hello' } }, { locale });
      const [error] = res.body.errors!;
      assert.equal(error.extensions?.code, 'UNAUTHENTICATED');
      assert.equal(error.message, MESSAGES[locale]['error.auth.unauthorized']);
    }
  });

  it('updates role, experience, bio, skills and interests (lists trimmed, duplicates dropped)', async () => {
    const user = await registered();
    const input = {
      role: 'creator',
      experience: 'advanced',
      bio: ' Building tools ',
      skills: ['Swift', ' swift ', 'UI/UX'],
      interests: ['IoT'],
    };
    const res = await identity.gql(UPDATE_PROFILE, { input }, user.as);
    assert.equal(res.body.errors, undefined, res.text);
    assert.deepEqual(res.body.data!.updateProfile, {
      id: user.id,
      email: user.email,
      role: 'creator',
      experience: 'advanced',
      bio: 'Building tools',
      skills: ['Swift', 'UI/UX'],
      interests: ['IoT'],
    });
  });

  it('changes only what is given', async () => {
    const user = await registered({ bio: 'Original bio text' });
    const res = await identity.gql(
      UPDATE_PROFILE,
      { input: { interests: ['Blockchain'], bio: null } },
      user.as,
    );
    assert.equal(res.body.data!.updateProfile.bio, 'Original bio text');
    assert.deepEqual(res.body.data!.updateProfile.interests, ['Blockchain']);
    assert.deepEqual(res.body.data!.updateProfile.skills, ['JavaScript']);
  });

  const refusals: Array<[string, Record<string, unknown>, string, MessageKey]> = [
    ['admin role', { role: 'admin' }, 'role', 'validation.role.invalid'],
    ['unknown experience', { experience: 'expert' }, 'experience', 'validation.experience.invalid'],
    ['empty skills', { skills: [] }, 'skills', 'validation.studentSkills.min'],
    ['blank list entry', { interests: ['  '] }, 'interests.0', 'validation.list.item'],
    ['bio too long', { bio: 'x'.repeat(2001) }, 'bio', 'validation.bio.max'],
    [
      'too many skills',
      { skills: Array.from({ length: 31 }, (_, i) => `skill ${i}`) },
      'skills',
      'validation.list.max',
    ],
  ];
  for (const [name, input, field, key] of refusals) {
    it(`refuses ${name} (en and de)`, async () => {
      const user = await registered();
      for (const locale of ['en', 'de'] as const) {
        const res = await identity.gql(UPDATE_PROFILE, { input }, { ...user.as, locale });
        const [error] = res.body.errors ?? [];
        assert.equal(error?.extensions?.code, 'BAD_USER_INPUT', res.text);
        assert.equal(error.extensions?.fields?.[field], MESSAGES[locale][key], res.text);
      }
      const row = await identity.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      assert.equal(row.role, 'student');
      assert.deepEqual(row.skills, ['JavaScript']);
    });
  }

  describe('roles (product.md §6)', () => {
    const columns = (id: string) =>
      identity.prisma.user.findUniqueOrThrow({
        where: { id },
        select: { role: true, experience: true, bio: true, skills: true, updatedAt: true },
      });

    it('refuses to make a student a mentor without what mentor registration asks for, and changes nothing (en and de)', async () => {
      const user = await registered();
      const before = await columns(user.id);
      // Everything the profile setup can send, at its best: years of experience and current role are still missing.
      const input = {
        role: 'mentor',
        experience: 'advanced',
        bio: 'Ten years of teaching robotics to teenagers',
        skills: ['Robotics', 'Teaching'],
      };
      for (const locale of ['en', 'de'] as const) {
        const res = await identity.gql(UPDATE_PROFILE, { input }, { ...user.as, locale });
        const [error] = res.body.errors ?? [];
        assert.equal(error?.extensions?.code, 'BAD_USER_INPUT', res.text);
        assert.equal(error.message, MESSAGES[locale]['error.profile.mentorRequirements']);
        assert.deepEqual(error.extensions?.fields, {
          yearsExperience: MESSAGES[locale]['validation.yearsExperience.min'],
          currentRole: MESSAGES[locale]['validation.currentRole.min'],
        });
      }
      assert.deepEqual(await columns(user.id), before);

      // role: 'mentor' alone names every rule the profile misses (its bio is long enough already).
      const alone = await identity.gql(UPDATE_PROFILE, { input: { role: 'mentor' } }, user.as);
      assert.deepEqual(Object.keys(alone.body.errors?.[0]?.extensions?.fields ?? {}).sort(), [
        'currentRole',
        'experience',
        'skills',
        'yearsExperience',
      ]);
      assert.deepEqual(await columns(user.id), before);
    });

    it('keeps a mentor within the mentor rules, and lets a mentor become a student or creator and back', async () => {
      const mentor = await registered({}, mentorInput());
      const as = { user: { id: mentor.id, role: 'mentor' } };
      const refused: Array<[Record<string, unknown>, string, MessageKey]> = [
        [{ skills: ['TypeScript'] }, 'skills', 'validation.mentorSkills.min'],
        [{ bio: 'Short bio' }, 'bio', 'validation.mentorBio.min'],
        [{ experience: 'beginner' }, 'experience', 'validation.experience.invalid'],
      ];
      for (const [input, field, key] of refused) {
        const res = await identity.gql(UPDATE_PROFILE, { input }, as);
        assert.equal(res.body.errors?.[0]?.extensions?.fields?.[field], MESSAGES.en[key], res.text);
      }
      assert.deepEqual((await columns(mentor.id)).skills, ['TypeScript', 'Code Review']);

      // A student may have a short bio and one skill; becoming a mentor again needs the mentor rules once more.
      const student = await identity.gql(
        UPDATE_PROFILE,
        { input: { role: 'student', bio: 'Short bio', skills: ['TypeScript'] } },
        as,
      );
      assert.equal(student.body.errors, undefined, student.text);
      const back = await identity.gql(UPDATE_PROFILE, { input: { role: 'mentor' } }, as);
      assert.deepEqual(Object.keys(back.body.errors?.[0]?.extensions?.fields ?? {}).sort(), [
        'bio',
        'skills',
      ]);
      const mentorAgain = await identity.gql(
        UPDATE_PROFILE,
        {
          input: {
            role: 'mentor',
            bio: 'Twenty years of compilers and mentoring',
            skills: ['TypeScript', 'Architecture'],
          },
        },
        as,
      );
      assert.equal(mentorAgain.body.errors, undefined, mentorAgain.text);
      assert.equal(mentorAgain.body.data!.updateProfile.role, 'mentor');
      const creator = await identity.gql(UPDATE_PROFILE, { input: { role: 'creator' } }, as);
      assert.equal(creator.body.data!.updateProfile.role, 'creator', creator.text);
    });

    it('lets anyone choose creator (no rule or right differs by role)', async () => {
      const user = await registered();
      const res = await identity.gql(UPDATE_PROFILE, { input: { role: 'creator' } }, user.as);
      assert.equal(res.body.errors, undefined, res.text);
      assert.equal((await columns(user.id)).role, 'creator');
    });
  });

  it('refuses fields that may not change (email, names, id)', async () => {
    const user = await registered();
    for (const input of [{ email: 'new@x.test' }, { firstName: 'New' }, { id: user.id }]) {
      const res = await identity.gql(UPDATE_PROFILE, { input }, user.as);
      assert.equal(res.body.errors?.[0].extensions?.code, 'BAD_USER_INPUT', res.text);
    }
  });
});

describe('recommendedUsers', () => {
  const QUERY = `{ recommendedUsers { nodes { id firstName lastName role experience profileImageUrl sharedSkills sharedInterests } totalCount } }`;

  it('needs a signed-in user', async () => {
    const res = await identity.gql(QUERY);
    assert.equal(res.body.errors?.[0].extensions?.code, 'UNAUTHENTICATED');
  });

  it('ranks other users by shared skills and interests (case-insensitive), never the caller, nobody who shares nothing', async () => {
    const tag = randomSuffix();
    const [a, b, c, x] = ['a', 'b', 'c', 'x'].map((letter) => `${tag}-${letter}`);
    const me = await registered({ skills: [a, b, c], interests: [x] });
    const three = await registered({ firstName: 'Three', skills: [a, b.toUpperCase(), c] });
    const two = await registered({ firstName: 'Two', skills: [a, 'Cobol'], interests: [x.toUpperCase()] });
    const one = await registered({ firstName: 'One', skills: ['Cobol'], interests: [x] });
    const none = await registered({ firstName: 'None', skills: [`${tag}-zzz`] });
    const res = await identity.gql(QUERY, {}, me.as);
    assert.equal(res.body.errors, undefined, res.text);
    const list = res.body.data!.recommendedUsers.nodes as Array<Record<string, unknown>>;
    const ids = list.map((user) => user.id);
    assert.ok(!ids.includes(me.id), 'never the caller');
    assert.ok(!ids.includes(none.id), 'nobody sharing nothing');
    assert.deepEqual(
      ids.filter((id) => [three.id, two.id, one.id].includes(id as string)),
      [three.id, two.id, one.id],
    );
    const [first] = list;
    assert.deepEqual(first, {
      id: three.id,
      firstName: 'Three',
      lastName: 'Lovelace',
      role: 'student',
      experience: 'beginner',
      profileImageUrl: null,
      sharedSkills: [a, b.toUpperCase(), c],
      sharedInterests: [],
    });
    assert.deepEqual(list[1].sharedInterests, [x.toUpperCase()]);
    assert.ok(list.length <= 10);
    assert.ok(!('email' in first));
  });

  it('returns at most ten', async () => {
    const skill = `${randomSuffix()}-popular`;
    const me = await registered({ skills: [skill] });
    for (let i = 0; i < 11; i++) await registered({ skills: [skill] });
    const res = await identity.gql(QUERY, {}, me.as);
    assert.equal(res.body.data!.recommendedUsers.nodes.length, 10);
    assert.equal(res.body.data!.recommendedUsers.totalCount, 10);
  });
});

describe('achievements', () => {
  const MINE = `{ myAchievements { nodes { id name title description icon category points earnedAt } } }`;
  const ALL = `{ achievements { id name title description icon category points earnedAt } }`;

  beforeAll(async () => {
    await seedIdentity(identity.prisma);
  });

  it('lists the catalogue of at least six badges', async () => {
    const res = await identity.gql(ALL);
    const list = res.body.data!.achievements as Array<Record<string, unknown>>;
    assert.ok(list.length >= 6);
    assert.deepEqual(new Set(list.map((a) => a.id)), new Set(ACHIEVEMENT_CATALOGUE.map((a) => a.id)));
    for (const achievement of list) {
      assert.equal(achievement.title, achievement.name);
      assert.equal(achievement.earnedAt, null);
    }
  });

  it('myAchievements needs a user and lists the earned ones, newest first', async () => {
    assert.equal((await identity.gql(MINE)).body.errors?.[0].extensions?.code, 'UNAUTHENTICATED');
    const user = await registered();
    assert.deepEqual((await identity.gql(MINE, {}, user.as)).body.data!.myAchievements.nodes, []);
    const [first, second] = ACHIEVEMENT_CATALOGUE;
    await identity.prisma.userAchievement.create({
      data: { userId: user.id, achievementId: first.id, earnedAt: new Date('2026-01-01T00:00:00Z') },
    });
    await identity.prisma.userAchievement.create({
      data: { userId: user.id, achievementId: second.id, earnedAt: new Date('2026-02-01T00:00:00Z') },
    });
    const res = await identity.gql(MINE, {}, user.as);
    assert.deepEqual(res.body.data!.myAchievements.nodes, [
      {
        id: second.id,
        name: second.name,
        title: second.name,
        description: second.description,
        icon: second.icon,
        category: second.category,
        points: second.points,
        earnedAt: '2026-02-01T00:00:00.000Z',
      },
      {
        id: first.id,
        name: first.name,
        title: first.name,
        description: first.description,
        icon: first.icon,
        category: first.category,
        points: first.points,
        earnedAt: '2026-01-01T00:00:00.000Z',
      },
    ]);
  });
});

afterAll(() => {
  for (const text of identity.responses)
    assert.ok(
      !text.includes('$argon2') && !/password_?hash/i.test(text),
      'a response carried a password hash',
    );
});
