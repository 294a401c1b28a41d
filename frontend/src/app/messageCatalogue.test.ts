import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@creators/texts';
import { passwordResetMessages } from '../auth/passwordResetMessages';
import { brainstormEn } from '../brainstorm/messages.en';
import { islaEn } from '../isla/messages.en';
import { judgingDe } from '../judging/messages.de';
import { judgingEn } from '../judging/messages.en';
import { voiceEn } from '../voice/messages.en';
import { de } from '../i18n/de';
import { en } from '../i18n/en';
import { challengePageMessages } from '../challenges/pageMessages';
import { invitationsMessages } from '../dashboard/invitationsMessages';
import { mentorHomeMessages } from '../dashboard/mentor/messages';
import { programmeDashboardMessages } from '../dashboard/programmeMessages';
import { discussionMessages } from '../discussion/messages';
import { notificationMessages } from '../layout/notifications/messages';
import { mentoringMessages } from '../mentoring/messages';
import { moderationMessages } from '../moderation/messages';
import { reportMessages } from '../moderation/reportMessages';
import { staffMessages } from '../moderation/staffMessages';
import { personMessages } from '../people/messages';
import { programmesDe } from '../programmes/messages.de';
import { programmesEn } from '../programmes/messages.en';
import { settingsMessages } from '../settings/messages';
import { projectPageMessages } from '../showcase/pageMessages';
import { milestoneMessages } from '../teams/milestoneMessages';
import { teamPageMessages } from '../teams/pageMessages';
import { registrationDe, registrationEn } from '../registration/messages';
import { domainDe } from './signedInMessages.de';
import { domainEn } from './signedInMessages.en';

const appDomainMessages = { en: domainEn, de: domainDe };

/** The pages' own texts (loaded with them, i18n/WithMessages) are checked with the app's domain files. */
const FEATURE_MESSAGES = [
  challengePageMessages,
  teamPageMessages,
  projectPageMessages,
  personMessages,
  discussionMessages,
  mentoringMessages,
  settingsMessages,
  passwordResetMessages,
  moderationMessages,
  reportMessages,
  staffMessages,
  notificationMessages,
  { en: registrationEn, de: registrationDe },
  { en: programmesEn, de: programmesDe },
  { en: judgingEn, de: judgingDe },
  invitationsMessages,
  programmeDashboardMessages,
  mentorHomeMessages,
  milestoneMessages,
];
const domainMessages: Record<'en' | 'de', Record<string, string>> = {
  en: Object.assign({}, appDomainMessages.en, ...FEATURE_MESSAGES.map((messages) => messages.en)),
  de: Object.assign({}, appDomainMessages.de, ...FEATURE_MESSAGES.map((messages) => messages.de)),
};

/** A value for every argument the messages name: 2 for plural and number arguments, a date for dates, else 'X'. */
function sampleValues(texts: readonly string[]): Record<string, string | number | Date> {
  const values: Record<string, string | number | Date> = {};
  for (const text of texts)
    for (const [, name, type] of text.matchAll(/\{\s*(\w+)\s*(?:,\s*(\w+))?/g)) {
      if (!name || name in values) continue;
      values[name] =
        type === 'plural' || type === 'selectordinal' || type === 'number'
          ? 2
          : type === 'date' || type === 'time'
            ? new Date(0)
            : 'X';
    }
  return values;
}

describe('messages of the challenges, teams, resources, showcase, notification and dashboard screens', () => {
  it('has a German text for every English one', () => {
    expect(Object.keys(domainMessages.de).sort()).toEqual(Object.keys(domainMessages.en).sort());
    for (const [id, text] of Object.entries(domainMessages.de)) expect(text.trim(), id).not.toBe('');
  });

  it('gives every page its own ids: none repeats the app’s or another page’s', () => {
    const ids = [appDomainMessages.en, ...FEATURE_MESSAGES.map((messages) => messages.en)].flatMap(
      Object.keys,
    );
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('reuses no id of the other message files', () => {
    const others = new Set([
      ...Object.keys(en),
      ...Object.keys(de),
      ...Object.keys(MESSAGES.en),
      ...Object.keys(brainstormEn),
      ...Object.keys(voiceEn),
      ...Object.keys(islaEn),
    ]);
    expect(Object.keys(domainMessages.en).filter((id) => others.has(id))).toEqual([]);
  });

  it('formats every message in both languages', () => {
    const values = {
      // Any other argument of a message: a number where it is counted, else a word.
      ...sampleValues([...Object.values(domainMessages.en), ...Object.values(domainMessages.de)]),
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
      minutes: 45,
      zone: 'Europe/Berlin',
      names: 'Grace Hopper, Alan Turing',
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
