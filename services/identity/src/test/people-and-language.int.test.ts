// docs/product.md §11.3 (a leader finds whom to invite by name) and §13.6 (the language saved to the account).
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { MESSAGES } from '@creators/texts';
import {
  LOGIN,
  randomSuffix,
  REGISTER,
  startTestIdentity,
  studentInput,
  type TestIdentity,
} from './harness.js';

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startTestIdentity();
});
afterAll(async () => {
  await identity?.stop();
});

const PEOPLE = `query People($search: String!, $first: Int) { people(search: $search, first: $first) { id firstName lastName email } }`;
const SET_LANGUAGE = `mutation SetLanguage($language: String!) { setLanguage(language: $language) { id language } }`;
const MY_LANGUAGE = `{ me { id language } }`;
const LANGUAGE_OF = `query Of($id: ID!) { user(id: $id) { id language } }`;

async function registered(firstName: string, lastName: string, locale: 'en' | 'de' = 'en') {
  const input = studentInput({ firstName, lastName });
  const res = await identity.gql(REGISTER, { input }, { locale });
  assert.equal(res.body.errors, undefined, res.text);
  const id = res.body.data!.register.id as string;
  return {
    id,
    email: input.email as string,
    password: input.password as string,
    as: { user: { id, role: 'student' } },
  };
}

describe('people (whom a leader invites)', () => {
  it('finds people by the start of a first or last name, or both, ignoring case; never the caller', async () => {
    const tag =
      randomSuffix()
        .replace(/[^a-z]/gi, '')
        .slice(0, 6)
        .toLowerCase() || 'abcdef';
    const last = `Zq${tag}`;
    const caller = await registered('Quentin', last);
    const ada = await registered('Adaline', last);
    const adam = await registered('Adam', `${last}son`);
    const names = async (search: string) => {
      const res = await identity.gql(PEOPLE, { search }, caller.as);
      assert.equal(res.body.errors, undefined, res.text);
      return (res.body.data!.people as Array<{ id: string; firstName: string; email: string | null }>)
        .filter((p) => [ada.id, adam.id, caller.id].includes(p.id))
        .map((p) => p.firstName);
    };
    assert.deepEqual(await names(last.toLowerCase()), ['Adam', 'Adaline'].sort());
    assert.deepEqual(await names(`adal ${last}`), ['Adaline']);
    assert.deepEqual(await names(`ADAM ${last}`), ['Adam']);
    assert.deepEqual(await names('a'), [], 'one letter finds nobody');
    // The email stays its owner's.
    const res = await identity.gql(PEOPLE, { search: last }, caller.as);
    for (const person of res.body.data!.people as Array<{ email: string | null }>)
      assert.equal(person.email, null);
    // LIKE's wildcards are text, not patterns.
    assert.deepEqual(await names('%%'), []);
  });

  it('needs a signed-in caller and a page size of 1 to 100 (more than 10 gives 10)', async () => {
    const anonymous = await identity.gql(PEOPLE, { search: 'Ada' });
    assert.equal(anonymous.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    const caller = await registered('Max', `Many${randomSuffix()}`);
    const res = await identity.gql(PEOPLE, { search: 'a', first: 500 }, caller.as);
    assert.equal(res.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', res.text);
  });
});

describe('setLanguage (docs/product.md §13.6)', () => {
  it('saves the language for the person, shows it to them only, and signing in no longer changes it', async () => {
    const person = await registered('Lina', `Lang${randomSuffix()}`, 'en');
    const other = await registered('Otto', `Other${randomSuffix()}`);
    const before = await identity.gql(MY_LANGUAGE, {}, person.as);
    assert.equal(before.body.data!.me.language, null, 'nothing chosen yet');

    const set = await identity.gql(SET_LANGUAGE, { language: 'de' }, person.as);
    assert.equal(set.body.errors, undefined, set.text);
    assert.deepEqual(set.body.data!.setLanguage, { id: person.id, language: 'de' });
    const row = await identity.prisma.user.findUniqueOrThrow({ where: { id: person.id } });
    assert.equal(row.locale, 'de', 'mails follow it');
    assert.ok(row.localeChosenAt);
    const seen = await identity.gql(LANGUAGE_OF, { id: person.id }, other.as);
    assert.equal(seen.body.data!.user.language, null, 'nobody else sees it');

    // Signing in from an English browser keeps the chosen language.
    const login = await identity.gql(
      LOGIN,
      { input: { email: person.email, password: person.password } },
      { locale: 'en' },
    );
    assert.equal(login.body.errors, undefined, login.text);
    const after = await identity.prisma.user.findUniqueOrThrow({ where: { id: person.id } });
    assert.equal(after.locale, 'de');
  });

  it('refuses another language (en and de) and a signed-out caller', async () => {
    const person = await registered('Rita', `Refuse${randomSuffix()}`);
    for (const locale of ['en', 'de'] as const) {
      const res = await identity.gql(SET_LANGUAGE, { language: 'fr' }, { ...person.as, locale });
      const [error] = res.body.errors ?? [];
      assert.equal(error?.extensions?.code, 'BAD_USER_INPUT', res.text);
      assert.equal(error.extensions?.fields?.language, MESSAGES[locale]['validation.mentoring.language']);
    }
    const anonymous = await identity.gql(SET_LANGUAGE, { language: 'de' });
    assert.equal(anonymous.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  });
});
