/**
 * The team_members read model follows the teams service's memberships through its events: a join adds a row, a
 * leave or a removal deletes it (docs/reliability.md, "Showcase's memberships"). These tests pin that it cannot drift:
 * when teams gains an event, a mutation or a statement that changes memberships which this model does not follow,
 * they fail, and the read model must learn the matching event. The team_mentors read model follows who mentors a
 * team the same way (mentoring.answered accepted, mentoring.ended).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from '@jest/globals';
import { Kind, parse, type ObjectTypeDefinitionNode } from 'graphql';
import { EVENTS } from '@creators/contracts';
import { teamMemberHandlers } from './team-members.events.js';
import { teamMentorHandlers } from './team-mentors.events.js';

const TEAMS_DIR = fileURLToPath(new URL('../../../teams', import.meta.url));

/**
 * Team events that leave memberships as they are: an update or a lead transfer keeps the same members, an accepted
 * invitation records team.member_joined in the same transaction, a sent, declined or withdrawn one adds no one.
 */
const NOT_ABOUT_MEMBERSHIP = [
  'team.invitation_sent',
  'team.updated',
  'team.lead_transferred',
  'team.invitation_answered',
  'team.invitation_withdrawn',
  // Team chat (docs/product.md §11.6) is talk among the members, never who they are.
  'team.chat_message_posted',
  'team.chat_message_changed',
  'team.chat_mention',
  // A team's milestones (docs/product.md §16.3) follow its memberships; they change none.
  'team.milestones_changed',
];

/**
 * Mentoring events that leave a team's mentors as they are: a request only asks (its acceptance records
 * mentoring.answered).
 */
const NOT_ABOUT_MENTORS = ['mentoring.requested'];

/**
 * Teams' mutations and the membership or mentoring events each may record (all of them handled here). Mentoring
 * and meetings (docs/product.md §12) change no memberships; answering a request and ending mentoring change mentors.
 */
const TEAMS_MUTATIONS: Record<string, readonly string[]> = {
  createTeam: ['team.created'],
  joinTeam: ['team.member_joined'],
  inviteToTeam: [],
  updateTeam: [],
  leaveTeam: ['team.member_left'],
  removeTeamMember: ['team.member_removed'],
  transferTeamLead: [],
  acceptTeamInvitation: ['team.member_joined'],
  declineTeamInvitation: [],
  withdrawTeamInvitation: [],
  requestMentoring: [],
  answerMentoringRequest: ['mentoring.answered'],
  withdrawMentoringRequest: [],
  endMentoring: ['mentoring.ended'],
  scheduleMeeting: [],
  updateMeeting: [],
  cancelMeeting: [],
  // Staff hiding a team (docs/product.md §14) keeps its members.
  setTeamHidden: [],
  postTeamMessage: [],
  editTeamMessage: [],
  deleteTeamMessage: [],
  markTeamChatRead: [],
  setTeamMessageHidden: [],
};

function sourcesOf(dir: string): Array<{ file: string; text: string }> {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .filter((entry) => !join(entry.parentPath, entry.name).includes(`${join('src', 'generated')}`))
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return { file, text: readFileSync(file, 'utf8') };
    });
}

describe('the showcase memberships read model follows teams', () => {
  it('handles every team event that changes memberships', () => {
    const teamEvents = Object.values(EVENTS).filter((name) => name.startsWith('team.'));
    const handled = Object.keys(teamMemberHandlers);
    assert.deepEqual(
      teamEvents.filter((name) => !handled.includes(name) && !NOT_ABOUT_MEMBERSHIP.includes(name)),
      [],
      'a new team event: does it change memberships? Then showcase must handle it',
    );
    assert.deepEqual(handled.sort(), [
      'team.created',
      'team.member_joined',
      'team.member_left',
      'team.member_removed',
    ]);
    for (const events of Object.values(TEAMS_MUTATIONS))
      for (const name of events)
        assert.ok(handled.includes(name) || name in teamMentorHandlers, `${name} is handled`);
  });

  it('handles every mentoring event that changes who mentors a team', () => {
    const mentoringEvents = Object.values(EVENTS).filter((name) => name.startsWith('mentoring.'));
    const handled = Object.keys(teamMentorHandlers);
    assert.deepEqual(
      mentoringEvents.filter((name) => !handled.includes(name) && !NOT_ABOUT_MENTORS.includes(name)),
      [],
      'a new mentoring event: does it change who mentors a team? Then showcase must handle it',
    );
    assert.deepEqual(handled.sort(), ['mentoring.answered', 'mentoring.ended']);
  });

  it('knows every teams mutation', () => {
    const sdl = parse(readFileSync(join(TEAMS_DIR, 'schema.graphql'), 'utf8'));
    const mutation = sdl.definitions.find(
      (definition): definition is ObjectTypeDefinitionNode =>
        definition.kind === Kind.OBJECT_TYPE_DEFINITION && definition.name.value === 'Mutation',
    );
    const names = mutation?.fields?.map((field) => field.name.value) ?? [];
    assert.ok(names.includes('createTeam'), 'the teams SDL was read');
    assert.deepEqual(
      names.filter((name) => !(name in TEAMS_MUTATIONS)),
      [],
      'a new teams mutation: does it change memberships? Then list it here and handle its event',
    );
  });

  it('teams never deletes a team, and deletes a membership only where it records leaving or removal', () => {
    const deletesTeam = /DELETE\s+FROM\s+"?teams"?\b|\bteam\s*\.\s*(delete|deleteMany)\s*\(/i;
    const deletesMembership =
      /DELETE\s+FROM\s+"?team_memberships"?\b|\bteamMembership\s*\.\s*(delete|deleteMany)\s*\(|\bmemberships\s*:\s*\{\s*(delete|deleteMany|set|disconnect)\b/i;
    const recordsEnd = /teamMemberLeft|teamMemberRemoved|team\.member_left|team\.member_removed/;
    // Erasure (docs/product.md §15) is the one exception: teams deletes a team nobody else is in when its last
    // member deletes their account, and showcase applies user.erased to its read model itself (privacy/erasure.ts).
    const erasure = join('src', 'privacy', 'erasure.ts');
    const sources = sourcesOf(join(TEAMS_DIR, 'src')).filter(({ file }) => !file.endsWith(erasure));
    assert.ok(sources.length > 10, 'the teams sources were found');
    // Spread: the directory listing's arrays come from Node's realm, not the test's.
    assert.deepEqual([...sources.filter(({ text }) => deletesTeam.test(text)).map(({ file }) => file)], []);
    assert.deepEqual(
      [
        ...sources
          .filter(({ text }) => deletesMembership.test(text) && !recordsEnd.test(text))
          .map(({ file }) => file),
      ],
      [],
    );
  });
});
