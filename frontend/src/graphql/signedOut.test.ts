import { parse, print, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { LOGIN_MUTATION, ME_QUERY, REGISTER_MUTATION } from './identity';
import {
  ACCOUNT_FEATURES_QUERY,
  REQUEST_PASSWORD_RESET_MUTATION,
  RESET_PASSWORD_MUTATION,
} from './passwordReset';
import {
  ACCOUNT_FEATURES,
  LOGIN,
  ME,
  REGISTER,
  REQUEST_PASSWORD_RESET,
  RESET_PASSWORD,
  type Operation,
} from './signedOut';

const PAIRS: Array<[Operation, DocumentNode]> = [
  [ME, ME_QUERY],
  [LOGIN, LOGIN_MUTATION],
  [REGISTER, REGISTER_MUTATION],
  [ACCOUNT_FEATURES, ACCOUNT_FEATURES_QUERY],
  [REQUEST_PASSWORD_RESET, REQUEST_PASSWORD_RESET_MUTATION],
  [RESET_PASSWORD, RESET_PASSWORD_MUTATION],
];

describe('the signed-out operations sent as text', () => {
  it.each(PAIRS)('$name is the document the code generator checks', (operation, document) => {
    expect(print(parse(operation.text))).toBe(print(document));
    const [definition] = parse(operation.text).definitions;
    expect(definition && 'name' in definition && definition.name?.value).toBe(operation.name);
  });
});
