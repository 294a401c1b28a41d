import { stringify } from 'csv-stringify/sync';
import { TEAM_MILESTONES, type Locale } from '@creators/contracts';
import type { ProgrammeMembersQuery } from '../../graphql-types/graphql.js';

/**
 * The cohort's CSV export (docs/product.md §16.5): one row per member with their team, project, milestones and,
 * once published, its rank and awards (§17.3),
 * UTF-8 with a byte order mark (spreadsheets then read umlauts right), the header in the reader's language, and
 * every cell that starts with =, +, -, @ (or a tab or carriage return) escaped with a leading quote, so that no
 * spreadsheet runs it as a formula.
 */
const HEADER: Record<Locale, string[]> = {
  en: [
    'First name',
    'Last name',
    'Role',
    'Joined',
    'Last active',
    'Started a brainstorm',
    'Team',
    'Project',
    'Progress (%)',
    'At least two members',
    'Challenge chosen',
    'First mentor meeting held',
    'Project created',
    'Project submitted',
    'Rank',
    'Awards',
  ],
  de: [
    'Vorname',
    'Nachname',
    'Rolle',
    'Beigetreten',
    'Zuletzt aktiv',
    'Brainstorming begonnen',
    'Team',
    'Projekt',
    'Fortschritt (%)',
    'Mindestens zwei Mitglieder',
    'Challenge gewählt',
    'Erstes Mentoring-Treffen',
    'Projekt angelegt',
    'Projekt eingereicht',
    'Platz',
    'Auszeichnungen',
  ],
};

const WORDS: Record<Locale, { yes: string; no: string; mentor: string; student: string }> = {
  en: { yes: 'yes', no: 'no', mentor: 'mentor', student: 'student' },
  de: { yes: 'ja', no: 'nein', mentor: 'Mentor', student: 'Studierende' },
};

const OPTIONS = { escape_formulas: true, record_delimiter: 'windows' } as const;

export const membersCsvHead = (locale: Locale): string => `\uFEFF${stringify([HEADER[locale]], OPTIONS)}`;

type Member = ProgrammeMembersQuery['programmeMembers']['nodes'][number];

export function membersCsvRows(members: readonly Member[], locale: Locale): string {
  const words = WORDS[locale];
  const yesNo = (value: boolean) => (value ? words.yes : words.no);
  const rows = members.map((member) => {
    const reached = new Set((member.team?.milestones ?? []).filter((m) => m.done).map((m) => m.key));
    return [
      member.user.firstName,
      member.user.lastName,
      member.isMentor ? words.mentor : words.student,
      member.joinedAt.slice(0, 10),
      member.lastActiveOn ?? '',
      yesNo(member.startedBrainstorm),
      member.team?.name ?? '',
      member.team?.projectTitle ?? '',
      member.team ? member.team.progress : '',
      ...TEAM_MILESTONES.map((key) => (member.team ? yesNo(reached.has(key)) : '')),
      member.team?.result?.rank ?? '',
      (locale === 'de' ? member.team?.result?.awardsDe : member.team?.result?.awards)?.join('; ') ?? '',
    ];
  });
  return rows.length ? stringify(rows, OPTIONS) : '';
}
