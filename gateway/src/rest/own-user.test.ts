import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { ownUser } from './own-user.js';

const user = {
  id: 'u1',
  email: 'ada@example.com' as string | null,
  isStaff: false as boolean | null,
  firstName: 'Ada',
  lastName: 'Lovelace',
  profileImageUrl: null,
  role: 'student',
  skills: [],
  interests: [],
  bio: null,
  experience: 'beginner',
  yearsExperience: null,
  currentRole: null,
  company: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

test("one's own user keeps its fields in the order GraphQL answered them", () => {
  assert.equal(JSON.stringify(ownUser(user)), JSON.stringify(user));
});

test("one's own staff flag is true or false, never null", () => {
  assert.equal(ownUser({ ...user, isStaff: true }).isStaff, true);
  assert.equal(ownUser({ ...user, isStaff: null }).isStaff, false);
});

test("one's own user without an email is an internal error, not a response", () => {
  assert.throws(() => ownUser({ ...user, email: null }), /without an email/);
});
