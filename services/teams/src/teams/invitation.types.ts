import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { TeamInvitation as InvitationRow } from '../generated/prisma/client.js';

@ObjectType('TeamInvitation')
export class TeamInvitationType {
  @Field(() => ID) id!: string;
  @Field(() => ID) teamId!: string;
  @Field(() => ID) invitedUserId!: string;
  @Field(() => ID) invitedBy!: string;
  @Field(() => String, { description: 'pending, accepted or declined' }) status!: string;
  @Field(() => Date) createdAt!: Date;
}

export function toTeamInvitationType(row: InvitationRow): TeamInvitationType {
  return Object.assign(new TeamInvitationType(), {
    id: row.id,
    teamId: row.teamId,
    invitedUserId: row.invitedUserId,
    invitedBy: row.invitedBy,
    status: row.status,
    createdAt: row.createdAt,
  });
}
