import { TEAM_STATUSES, type TeamStatus } from '@creators/contracts';
import type { Team as TeamRow } from '../generated/prisma/client.js';

/** A team as it leaves the service: plain data, ISO timestamps, no Prisma types. */
export interface TeamView {
  id: string;
  name: string;
  description: string | null;
  challengeId: string | null;
  leaderId: string;
  maxMembers: number;
  status: TeamStatus;
  /** Real count of memberships (the leader included). */
  memberCount: number;
  createdAt: string;
  updatedAt: string;
}

const asStatus = (value: string): TeamStatus =>
  (TEAM_STATUSES as readonly string[]).includes(value) ? (value as TeamStatus) : 'forming';

export function toTeamView(row: TeamRow & { _count: { memberships: number } }): TeamView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    challengeId: row.challengeId,
    leaderId: row.leaderId,
    maxMembers: row.maxMembers,
    status: asStatus(row.status),
    memberCount: row._count.memberships,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
