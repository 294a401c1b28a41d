/**
 * The team_members read model only ever adds rows: it cannot drift from the teams service as long as a membership,
 * once made, is never ended there. These tests pin that: when teams gains a way to leave a team or remove one, they
 * fail, and the read model must learn the matching event (docs/reliability.md, "Showcase's memberships").
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from '@jest/globals';
import { Kind, parse, type ObjectTypeDefinitionNode } from 'graphql';
import { EVENTS } from '@creators/contracts';
import { teamMemberHandlers } from './team-members.events.js';

const TEAMS_DIR = fileURLToPath(new URL('../../../teams', import.meta.url));

/** Team events that leave memberships as they are. */
const NOT_ABOUT_MEMBERSHIP = ['team.invitation_sent'];

function sourcesOf(dir: string): Array<{ file: string; text: string }> {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .filter((entry) => !join(entry.parentPath, entry.name).includes(`${join('src', 'generated')}`))
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return { file, text: readFileSync(file, 'utf8') };
    });
}

describe('the showcase memberships read model cannot drift from teams', () => {
  it('handles every team event that changes memberships, and no such event ends one', () => {
    const teamEvents = Object.values(EVENTS).filter((name) => name.startsWith('team.'));
    const handled = Object.keys(teamMemberHandlers);
    assert.deepEqual(
      teamEvents.filter((name) => !handled.includes(name) && !NOT_ABOUT_MEMBERSHIP.includes(name)),
      [],
      'a new team event: does it change memberships? Then showcase must handle it',
    );
    assert.deepEqual(handled.sort(), ['team.created', 'team.member_joined']);
  });

  it('teams has no mutation that leaves or removes a team', () => {
    const sdl = parse(readFileSync(join(TEAMS_DIR, 'schema.graphql'), 'utf8'));
    const mutation = sdl.definitions.find(
      (definition): definition is ObjectTypeDefinitionNode =>
        definition.kind === Kind.OBJECT_TYPE_DEFINITION && definition.name.value === 'Mutation',
    );
    assert.deepEqual(mutation?.fields?.map((field) => field.name.value).sort(), [
      'createTeam',
      'inviteToTeam',
      'joinTeam',
    ]);
  });

  it('teams never deletes a membership or a team', () => {
    const deletes =
      /DELETE\s+FROM\s+"?(team_memberships|teams)"?\b|\b(teamMembership|team)\s*\.\s*(delete|deleteMany)\s*\(|\bmemberships\s*:\s*\{\s*(delete|deleteMany|set|disconnect)\b/i;
    const sources = sourcesOf(join(TEAMS_DIR, 'src'));
    assert.ok(sources.length > 10, 'the teams sources were found');
    // Spread: the directory listing's arrays come from Node's realm, not the test's.
    assert.deepEqual([...sources.filter(({ text }) => deletes.test(text)).map(({ file }) => file)], []);
  });
});
