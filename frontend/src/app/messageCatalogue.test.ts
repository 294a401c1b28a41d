import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@creators/contracts';
import { brainstormMessages } from '../brainstorm/messages';
import { voiceMessages } from '../voice/messages';
import { de } from '../i18n/de';
import { en } from '../i18n/en';
import { domainMessages } from './messageCatalogue';

describe('messages of the challenges, teams, resources, showcase, notification and dashboard screens', () => {
  it('has a German text for every English one', () => {
    expect(Object.keys(domainMessages.de).sort()).toEqual(Object.keys(domainMessages.en).sort());
    for (const [id, text] of Object.entries(domainMessages.de)) expect(text.trim(), id).not.toBe('');
  });

  it('reuses no id of the other message files', () => {
    const others = new Set([
      ...Object.keys(en),
      ...Object.keys(de),
      ...Object.keys(MESSAGES.en),
      ...Object.keys(brainstormMessages.en),
      ...Object.keys(voiceMessages.en),
    ]);
    expect(Object.keys(domainMessages.en).filter((id) => others.has(id))).toEqual([]);
  });

  it('formats every message in both languages', () => {
    const values = {
      count: 2,
      title: 'X',
      name: 'N',
      team: 'T',
      badge: 'B',
      date: 'D',
      max: 4,
      done: 1,
      total: 3,
      type: 'video',
      value: 5,
    };
    for (const locale of ['en', 'de'] as const) {
      const intl = createIntl({
        locale,
        messages: domainMessages[locale],
        onError: (error) => {
          throw error;
        },
      });
      for (const id of Object.keys(domainMessages[locale]))
        expect(() => intl.formatMessage({ id }, values), `${locale} ${id}`).not.toThrow();
    }
  });
});
