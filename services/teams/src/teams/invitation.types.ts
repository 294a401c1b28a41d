import { Field, ID, ObjectType } from '@nestjs/graphql';
import { Connection } from '@creators/platform';
import type { TeamInvitation as InvitationRow } from '../generated/prisma/client.js';
import { expiresAt, invitationStatus, type InvitationStatus } from './invitation-status.js';

/**
 * An invitation to join a team (docs/product.md, invitations). `team`, `invitedUser` and `inviter` are resolved by
 * TeamInvitationResolver (the people by identity).
 */
@ObjectType('TeamInvitation')
export class TeamInvitationType {
  @Field(() => ID) id!: string;
  @Field(() => ID) teamId!: string;
  @Field(() => ID) invitedUserId!: string;
  @Field(() => ID) invitedBy!: string;
  @Field(() => String, {
    description: 'pending, accepted, declined, withdrawn or expired (pending and older than 14 days)',
  })
  status!: InvitationStatus;
  @Field(() => Date, { description: 'When it was sent (or sent again).' }) createdAt!: Date;
  @Field(() => Date, { description: 'When a pending invitation expires: 14 days after createdAt.' })
  expiresAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When it was accepted, declined or withdrawn.' })
  answeredAt!: Date | null;
}

/** A page of invitations: `nodes`, `pageInfo`, `totalCount`. */
@ObjectType('TeamInvitationConnection')
export class TeamInvitationConnection extends Connection(TeamInvitationType) {}

export function toTeamInvitationType(row: InvitationRow): TeamInvitationType {
  return Object.assign(new TeamInvitationType(), {
    id: row.id,
    teamId: row.teamId,
    invitedUserId: row.invitedUserId,
    invitedBy: row.invitedBy,
    status: invitationStatus(row),
    createdAt: row.createdAt,
    expiresAt: expiresAt(row),
    answeredAt: row.answeredAt,
  });
}
