import { Field, ID, ObjectType } from '@nestjs/graphql';

/** One line of a brainstorm (product.md §3 brainstorm message, plus the phase it was written in). */
@ObjectType('BrainstormMessage')
export class BrainstormMessageType {
  @Field(() => ID) id!: string;
  @Field(() => String) message!: string;
  @Field(() => String, { description: 'user or avatar (Isla)' }) sender!: string;
  @Field(() => String, { description: 'ISO 8601' }) timestamp!: string;
  @Field(() => String, {
    nullable: true,
    description: "Isla's lines: question, validation, insight or summary; none for the person's.",
  })
  type!: string | null;
  @Field(() => String, { description: 'ideation, validation, refinement or creation' }) phase!: string;
}

/** The challenge draft Isla prefills in creation (product.md §2.9 'Your challenge draft'). */
@ObjectType('BrainstormDraft')
export class BrainstormDraftType {
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => String, { description: "A challenge category, or '' when the person chooses." })
  category!: string;
  @Field(() => String) difficulty!: string;
  @Field(() => [String]) tags!: string[];
}

/** The signed-in person's brainstorm with Isla as brainstorm-ai runs it (product.md §4.3): what the client shows. */
@ObjectType('Brainstorm')
export class BrainstormType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'ideation, validation, refinement or creation' }) phase!: string;
  @Field(() => [BrainstormMessageType], { description: 'Oldest first.' }) messages!: BrainstormMessageType[];
  @Field(() => BrainstormDraftType, { description: 'Filled in creation; empty before.' })
  draft!: BrainstormDraftType;
  @Field(() => [String], {
    description: 'What the person stated in validation and refinement, oldest first.',
  })
  insights!: string[];
  @Field(() => Boolean, {
    description:
      "True while Isla's last message reads the challenge back and she awaits a yes or a correction before the draft.",
  })
  awaitingConfirmation!: boolean;
}
