import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { mentorRegistrationSchema, registrationSchema, studentRegistrationSchema } from '@creators/contracts';
import { registrationData } from '../auth/registration-data.js';
import type { User as UserRow } from '../generated/prisma/client.js';
import { toUser } from './user.mapper.js';
import { toUserType } from './user.types.js';

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
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-02T00:00:00Z'),
};

describe('toUser (database row → contract User)', () => {
  it('never carries the password hash', () => {
    const user = toUser(row);
    assert.equal('passwordHash' in user, false);
    assert.ok(!JSON.stringify(user).includes('argon2'));
  });

  it('gives timestamps as ISO strings and copies the lists', () => {
    const user = toUser(row);
    assert.equal(user.createdAt, '2026-01-01T00:00:00.000Z');
    assert.equal(user.updatedAt, '2026-01-02T00:00:00.000Z');
    assert.notEqual(user.skills, row.skills);
    assert.deepEqual(user.skills, row.skills);
  });

  it('maps unknown stored roles to null and unknown experience to beginner', () => {
    const user = toUser({ ...row, role: 'admin', experience: 'guru' });
    assert.equal(user.role, null);
    assert.equal(user.experience, 'beginner');
  });
});

describe('toUserType (contract User → GraphQL)', () => {
  it('shows the email to its owner only', () => {
    const user = toUser(row);
    assert.equal(toUserType(user, user.id).email, 'ada@example.test');
    assert.equal(toUserType(user, 'someone-else').email, null);
    assert.equal(toUserType(user, null).email, null);
  });

  it('turns timestamps into dates for the DateTime scalar', () => {
    const type = toUserType(toUser(row), null);
    assert.ok(type.createdAt instanceof Date);
    assert.equal(type.createdAt.toISOString(), '2026-01-01T00:00:00.000Z');
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
