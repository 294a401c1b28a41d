import assert from 'node:assert/strict';
import { describe, it } from 'vitest';
import { chatTextParts } from './chatTextParts';

describe('links in a team chat message', () => {
  it('makes http and https addresses links and leaves the rest text', () => {
    assert.deepEqual(chatTextParts('See https://example.com/a?b=1 and http://x.org.'), [
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://x.org', href: 'http://x.org/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps javascript:, data:, ftp: and mailto: as text', () => {
    for (const body of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'ftp://example.com/file',
      'mailto:a@example.com',
      'JaVaScRiPt://%0aalert(1)',
    ])
      assert.deepEqual(chatTextParts(body), [{ kind: 'text', text: body }]);
  });

  it('ends a link before closing punctuation and leaves broken addresses as text', () => {
    assert.deepEqual(chatTextParts('(https://example.com/x)'), [
      { kind: 'text', text: '(' },
      { kind: 'link', text: 'https://example.com/x', href: 'https://example.com/x' },
      { kind: 'text', text: ')' },
    ]);
    assert.deepEqual(chatTextParts('https:// nothing'), [{ kind: 'text', text: 'https:// nothing' }]);
    assert.deepEqual(chatTextParts(''), []);
  });
});
