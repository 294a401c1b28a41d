import { ArgsType, Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { Connection, PageArgs } from '@creators/platform';

@ObjectType('Announcement', { description: "An organiser's announcement to their programme (plain text)." })
export class AnnouncementType {
  @Field(() => ID) id!: string;
  @Field(() => ID) programmeId!: string;
  @Field(() => String) title!: string;
  @Field(() => String, { description: 'Plain text as written (render as text).' }) body!: string;
  @Field(() => String, { description: 'everyone, students, mentors or teams-without-project' })
  audience!: string;
  @Field(() => Int, { description: 'How many people it reached.' }) recipientCount!: number;
  @Field(() => Date) createdAt!: Date;
  postedBy!: string;
}

@ObjectType('AnnouncementConnection')
export class AnnouncementConnection extends Connection(AnnouncementType) {}

/** GraphQL shape only; the rules are the contracts' announcementSchema. */
@InputType('AnnouncementInput')
export class AnnouncementInput {
  @Field(() => String) title!: string;
  @Field(() => String) body!: string;
  @Field(() => String, { description: 'everyone, students, mentors or teams-without-project' })
  audience!: string;
}

@ArgsType()
export class ProgrammeAnnouncementsArgs extends PageArgs {
  @Field(() => ID) programmeId!: string;
}
