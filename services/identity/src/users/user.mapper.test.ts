import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { mentorRegistrationSchema, registrationSchema, studentRegistrationSchema } from '@creators/contracts';
import { registrationData } from '../auth/registration-data.js';
import type { User as UserRow } from '../generated/prisma/client.js';
import { toUserType } from './user.mapper.js';

const row: UserRow = {
  id: '6f1c2a1e-0000-4000-8000-000000000001',
  email: 'ada@example.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
  profileImageUrl: null,
  role: 'student',
  skills: ['JavaScript'],
  interests: ['Education'],
  bio: 'Hello there, world',
  experience: 'beginner',
  yearsExperience: null,
  currentRole: null,
  company: null,
  isStaff: false,
  suspendedAt: null,
  suspendedUntil: null,
  suspensionReason: null,
  mentorVerifiedAt: null,
  locale: 'en',
  localeChosenAt: null,
  cohortCodeId: null,
  lastActiveOn: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-02T00:00:00Z'),
};

describe('toUserType (database row → GraphQL User)', () => {
  it('never carries the password hash', () => {
    const user = toUserType(row, row.id);
    assert.equal('passwordHash' in user, false);
    assert.ok(!JSON.stringify(user).includes('argon2'));
  });
  it('keeps timestamps as dates for the DateTime scalar and copies the lists', () => {
    const user = toUserType(row, 'someone-else');
    assert.ok(user.createdAt instanceof Date);
    assert.equal(user.createdAt.toISOString(), '2026-01-01T00:00:00.000Z');
    assert.equal(user.updatedAt.toISOString(), '2026-01-02T00:00:00.000Z');
    assert.notEqual(user.skills, row.skills);
    assert.deepEqual(user.skills, row.skills);
  });
  it('maps unknown stored roles to null and unknown experience to beginner', () => {
    const user = toUserType({ ...row, role: 'admin', experience: 'guru' }, 'someone-else');
    assert.equal(user.role, null);
    assert.equal(user.experience, 'beginner');
  });
  it('shows the staff flag to its owner only', () => {
    assert.equal(toUserType({ ...row, isStaff: true }, row.id).isStaff, true);
    assert.equal(toUserType(row, row.id).isStaff, false);
    assert.equal(toUserType({ ...row, isStaff: true }, 'someone-else').isStaff, null);
    assert.equal(toUserType({ ...row, isStaff: true }, null).isStaff, null);
  });

  it('shows the chosen language to its owner only, and none until one was chosen', () => {
    const chosen = { ...row, locale: 'de', localeChosenAt: new Date('2026-01-03T00:00:00Z') };
    assert.equal(toUserType(chosen, row.id).language, 'de');
    assert.equal(toUserType({ ...row, locale: 'de' }, row.id).language, null);
    assert.equal(toUserType(chosen, 'someone-else').language, null);
    assert.equal(toUserType(chosen, null).language, null);
  });

  it('shows the email to its owner only', () => {
    assert.equal(toUserType(row, row.id).email, 'ada@example.test');
    assert.equal(toUserType(row, 'someone-else').email, null);
    assert.equal(toUserType(row, null).email, null);
  });
  it('shows a signed-out caller only the card: no role, bio, lists or mentor details', () => {
    const mentor: UserRow = {
      ...row,
      role: 'mentor',
      bio: 'Twenty years of building bridges',
      yearsExperience: '20',
      currentRole: 'Engineer',
      company: 'Bridges Ltd',
      profileImageUrl: 'https://example.test/ada.png',
    };
    const signedOut = toUserType(mentor, null);
    assert.deepEqual(
      { ...signedOut },
      {
        id: row.id,
        email: null,
        isStaff: null,
        language: null,
        firstName: 'Ada',
        lastName: 'Lovelace',
        profileImageUrl: 'https://example.test/ada.png',
        experience: 'beginner',
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
        role: null,
        skills: [],
        interests: [],
        bio: null,
        yearsExperience: null,
        currentRole: null,
        company: null,
        mentorVerified: null,
      },
    );
    const signedIn = toUserType(mentor, 'someone-else');
    assert.deepEqual(
      [signedIn.role, signedIn.bio, signedIn.yearsExperience, signedIn.currentRole, signedIn.company],
      ['mentor', 'Twenty years of building bridges', '20', 'Engineer', 'Bridges Ltd'],
    );
    assert.deepEqual([signedIn.skills, signedIn.interests], [['JavaScript'], ['Education']]);
  });
});

describe('mentorVerified (docs/product.md §14)', () => {
  it('says whether staff verified a mentor; null for anyone else and signed out', () => {
    const mentor = { ...row, role: 'mentor', mentorVerifiedAt: null };
    assert.equal(toUserType(mentor, 'someone-else').mentorVerified, false);
    assert.equal(toUserType(mentor, row.id).mentorVerified, false);
    const verified = { ...mentor, mentorVerifiedAt: new Date('2026-03-01T00:00:00Z') };
    assert.equal(toUserType(verified, 'someone-else').mentorVerified, true);
    assert.equal(toUserType(verified, null).mentorVerified, null);
    // Verification stays with the person: a student who once was a verified mentor shows none.
    assert.equal(toUserType({ ...verified, role: 'student' }, 'someone-else').mentorVerified, null);
  });
});

describe('registrationData (validated input → columns)', () => {
  const student = {
    role: 'student',
    firstName: ' Ada ',
    lastName: 'Lovelace',
    email: ' Ada@Example.TEST ',
    password: 'secret',
    experience: 'beginner',
    bio: 'I like building things.',
    skills: ['JavaScript', 'javascript', ' React '],
    interests: [],
  };

  it('stores a student’s normalised input, never the password itself', () => {
    const data = registrationData(registrationSchema.parse(student), 'HASH');
    assert.equal(data.email, 'ada@example.test');
    assert.equal(data.firstName, 'Ada');
    assert.deepEqual(data.skills, ['JavaScript', 'React']);
    assert.equal(data.passwordHash, 'HASH');
    assert.ok(!Object.values(data).includes('secret'));
    assert.equal(data.role, 'student');
    assert.equal(data.yearsExperience, null);
    assert.equal(data.currentRole, null);
    assert.equal(data.company, null);
  });

  it('keeps a mentor’s extra fields; an empty company is stored as null', () => {
    const mentor = mentorRegistrationSchema.parse({
      ...student,
      role: 'mentor',
      experience: 'advanced',
      bio: 'Twenty years of teaching and mentoring.',
      yearsExperience: '20',
      currentRole: 'Engineer',
      company: '',
      skills: ['TypeScript', 'Code Review'],
    });
    const data = registrationData(mentor, 'HASH');
    assert.equal(data.role, 'mentor');
    assert.equal(data.yearsExperience, '20');
    assert.equal(data.currentRole, 'Engineer');
    assert.equal(data.company, null);
    assert.equal(registrationData({ ...mentor, company: 'ACME' }, 'HASH').company, 'ACME');
  });

  it('the student schema alone refuses mentor fields', () => {
    assert.equal(studentRegistrationSchema.safeParse({ ...student, currentRole: 'Engineer' }).success, false);
  });
});
