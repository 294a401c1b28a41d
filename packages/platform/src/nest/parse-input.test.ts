import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { loginSchema, profileUpdateSchema, registrationSchema } from '@creators/contracts';
import { MESSAGES } from '@creators/texts';
import { AppError } from './errors.js';
import { dropAbsent, parseInput } from './parse-input.js';

function refusal(fn: () => unknown): AppError {
  try {
    fn();
  } catch (error) {
    assert.ok(error instanceof AppError, `expected an AppError, got ${String(error)}`);
    return error;
  }
  assert.fail('expected the input to be refused');
}

describe('parseInput', () => {
  it('refuses text with U+0000 on its own path, in the request language, before the schema (found by the fuzz suite)', () => {
    const error = refusal(() =>
      parseInput(profileUpdateSchema, { lastName: 'Ó Briain a\u0000b', skills: ['ok', '\u0000'] }, 'de'),
    );
    assert.equal(error.extensions.code, 'BAD_USER_INPUT');
    assert.deepEqual(error.extensions.fields, {
      lastName: MESSAGES.de['validation.text.nullCharacter'],
      'skills.1': MESSAGES.de['validation.text.nullCharacter'],
    });
  });

  it('walks JSON nested 10,000 deep without overflowing the stack (found by the fuzz suite: a 500)', () => {
    let deep: unknown = 'a\u0000b';
    for (let i = 0; i < 10_000; i += 1) deep = [deep];
    const error = refusal(() => parseInput(loginSchema, { email: 'a@b.test', password: deep }, 'en'));
    assert.equal(Object.keys(error.extensions.fields as object).length, 1);
  });

  it('refuses a lone surrogate, which is not UTF-8 (found by the fuzz suite: a 500 from the database)', () => {
    const error = refusal(() => parseInput(profileUpdateSchema, { interests: ['ok', '\ud800'] }, 'en'));
    assert.deepEqual(error.extensions.fields, {
      'interests.1': MESSAGES.en['validation.text.brokenCharacter'],
    });
    assert.deepEqual(parseInput(profileUpdateSchema, { interests: ['Robotik 🤖'] }, 'en'), {
      interests: ['Robotik 🤖'],
    });
  });

  it('returns the parsed value', () => {
    assert.deepEqual(parseInput(loginSchema, { email: ' A@B.TEST ', password: 'secret' }, 'en'), {
      email: 'a@b.test',
      password: 'secret',
    });
  });

  it('refuses with BAD_USER_INPUT, every field translated (en)', () => {
    const error = refusal(() => parseInput(loginSchema, { email: 'nope', password: '123' }, 'en'));
    assert.equal(error.extensions.code, 'BAD_USER_INPUT');
    assert.deepEqual(error.extensions.fields, {
      email: MESSAGES.en['validation.email.invalid'],
      password: MESSAGES.en['validation.password.min'],
    });
    assert.equal(error.message, MESSAGES.en['validation.email.invalid']);
    assert.equal(error.extensions.messageKey, 'validation.email.invalid');
  });

  it('translates into German', () => {
    const error = refusal(() => parseInput(loginSchema, { email: 'nope', password: '123' }, 'de'));
    assert.deepEqual(error.extensions.fields, {
      email: MESSAGES.de['validation.email.invalid'],
      password: MESSAGES.de['validation.password.min'],
    });
    assert.equal(error.message, 'Bitte gib eine gültige E-Mail-Adresse ein');
  });

  it('reports unknown fields on their own path', () => {
    const error = refusal(() =>
      parseInput(loginSchema, { email: 'a@b.test', password: 'secret', isAdmin: true }, 'de'),
    );
    assert.deepEqual(error.extensions.fields, { isAdmin: MESSAGES.de['validation.unknownField'] });
  });

  it('drops absent optional fields before strict parsing', () => {
    const student = {
      role: 'student',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@b.test',
      password: 'secret',
      experience: 'beginner',
      bio: 'A bio of some length',
      skills: ['JS'],
      interests: [],
      yearsExperience: null,
      currentRole: undefined,
      company: null,
    };
    assert.equal(parseInput(registrationSchema, student, 'en').role, 'student');
    assert.deepEqual(parseInput(profileUpdateSchema, { role: null, bio: 'x' }, 'en'), { bio: 'x' });
  });

  it('refuses roles other than student and mentor at registration', () => {
    const error = refusal(() => parseInput(registrationSchema, { role: 'admin', email: 'a@b.test' }, 'en'));
    assert.deepEqual(error.extensions.fields, { role: MESSAGES.en['validation.role.invalid'] });
  });

  it('falls back to a generic message for issues without a message key', () => {
    const error = refusal(() => parseInput(profileUpdateSchema, { skills: [1] }, 'en'));
    assert.equal(
      error.extensions.fields && (error.extensions.fields as Record<string, string>)['skills.0'],
      MESSAGES.en['validation.invalid'],
    );
  });
});

describe('dropAbsent', () => {
  it('removes undefined and null, keeps falsy values', () => {
    assert.deepEqual(dropAbsent({ a: undefined, b: null, c: 0, d: '', e: false, f: [] }), {
      c: 0,
      d: '',
      e: false,
      f: [],
    });
  });
});
