import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import {
  loginSchema,
  profileUpdateSchema,
  registrationSchema,
  type RegistrationInput,
} from '@creators/contracts';
import { RestFailure } from './route-definition.js';
import { validateBody } from './validation.js';

function failure(run: () => unknown): RestFailure {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof RestFailure);
    return error;
  }
  assert.fail('expected a RestFailure');
}

const student = {
  role: 'student',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'secret12',
  experience: 'beginner',
  bio: 'I like building things',
  skills: ['React'],
  interests: [],
} satisfies RegistrationInput;

test('a valid body comes back parsed (trimmed, lower-cased email)', () => {
  assert.deepEqual(validateBody(loginSchema, { email: ' Ada@Example.com ', password: 'secret12' }, 'en'), {
    email: 'ada@example.com',
    password: 'secret12',
  });
});

test("role 'admin' is refused with 400 on the role field", () => {
  const error = failure(() => validateBody(registrationSchema, { ...student, role: 'admin' }, 'en'));
  assert.equal(error.status, 400);
  assert.equal(error.code, 'BAD_USER_INPUT');
  assert.equal(error.message, 'Please choose a role: Student, Mentor or Creator');
  assert.deepEqual(error.fields, { role: 'Please choose a role: Student, Mentor or Creator' });
});

test('unknown fields are refused and named', () => {
  const error = failure(() => validateBody(registrationSchema, { ...student, isAdmin: true }, 'en'));
  assert.equal(error.status, 400);
  assert.deepEqual(error.fields, { isAdmin: 'This field is not accepted' });
  const profile = failure(() => validateBody(profileUpdateSchema, { email: 'x@example.com' }, 'de'));
  assert.deepEqual(profile.fields, { email: 'Dieses Feld wird nicht akzeptiert' });
});

test('the first problem is the message, every field has its own, in the requested language', () => {
  const en = failure(() => validateBody(loginSchema, { email: 'nope', password: '123' }, 'en'));
  assert.equal(en.message, 'Please enter a valid email address');
  assert.deepEqual(en.fields, {
    email: 'Please enter a valid email address',
    password: 'Password must be at least 6 characters',
  });
  const de = failure(() => validateBody(loginSchema, { email: 'nope', password: 'secret12' }, 'de'));
  assert.equal(de.message, 'Bitte gib eine gültige E-Mail-Adresse ein');
});

test('no body is validated as {} (missing fields named); a body that is not an object is a bad request', () => {
  const missing = failure(() => validateBody(loginSchema, undefined, 'en'));
  assert.ok(missing.fields?.email && missing.fields.password);
  for (const body of [[], 'text', 42, null]) {
    const error = failure(() => validateBody(loginSchema, body, 'en'));
    assert.equal(error.status, 400);
    assert.equal(error.message, 'The request is not valid');
  }
});
