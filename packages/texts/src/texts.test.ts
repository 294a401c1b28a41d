import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { MESSAGE_KEYS } from '@creators/contracts';
import { de } from './de.js';
import { en } from './en.js';
import { translate } from './translate.js';

describe('the texts of the message keys', () => {
  it('word every key of the contracts in English and German, and nothing else', () => {
    for (const texts of [en, de]) {
      assert.deepEqual(Object.keys(texts).sort(), [...MESSAGE_KEYS].sort());
      for (const [key, text] of Object.entries(texts)) assert.ok(text.trim().length > 0, key);
    }
  });

  it('keep the comments’ edit window (docs/product.md) in the words', () => {
    assert.match(en['error.comment.editWindow'], /15 minutes/);
  });

  it('translate a key and leave other text as it is', () => {
    assert.equal(
      translate('validation.confirmPassword.mismatch', 'de'),
      'Die Passwörter stimmen nicht überein',
    );
    assert.equal(translate('Already words', 'de'), 'Already words');
  });
});
