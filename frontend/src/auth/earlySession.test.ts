import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, print } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { ME_QUERY } from '../graphql/identity';
import { ME } from '../graphql/signedOut';
import type { RawAnswer, Transport } from '../graphql/request';
import { withEarlySession } from './earlySession';

const script = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public', 'session-early.js'),
  'utf8',
);

describe('the session asked for before the app ran (public/session-early.js)', () => {
  afterEach(() => {
    window.creatorsEarlySession = undefined;
  });

  it('asks the query the app asks', () => {
    const query = /var QUERY =\s*'([^']*)'/.exec(script)?.[1];
    expect(query).toBeDefined();
    expect(print(parse(query!))).toBe(print(ME_QUERY));
  });

  it('answers the first ME in its language from it, once; the rest goes to the network', async () => {
    const early: RawAnswer = { status: 200, body: { data: { me: null } } };
    window.creatorsEarlySession = { locale: 'en', answer: Promise.resolve(early) };
    const sent: string[] = [];
    const network: Transport = async (operation) => {
      sent.push(operation.name);
      return { status: 200, body: { data: {} } };
    };
    const transport = withEarlySession(network);
    expect(await transport(ME, {}, { 'Accept-Language': 'de' })).not.toBe(early);
    expect(await transport(ME, {}, { 'Accept-Language': 'en' })).toBe(early);
    await transport(ME, {}, { 'Accept-Language': 'en' });
    expect(sent).toEqual(['Me', 'Me']);
  });
});
