import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType('IslaResponse')
export class IslaResponseType {
  @Field(() => String) message!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The phase the brainstorm should move to, when Isla decides so.',
  })
  nextPhase!: string | null;
  @Field(() => String, { description: 'Who answered: builtin, perplexity or openai.' }) provider!: string;
}

@ObjectType('ChallengeValidation')
export class ChallengeValidationType {
  @Field(() => Boolean) valid!: boolean;
  @Field(() => String) feedback!: string;
  @Field(() => String) provider!: string;
}

@ObjectType('SpeechAudio')
export class SpeechAudioType {
  @Field(() => String, { description: 'audio/wav (built-in synthesizer) or audio/mpeg (ElevenLabs)' })
  contentType!: string;
  @Field(() => String) audioBase64!: string;
  @Field(() => String, { description: 'builtin or elevenlabs' }) provider!: string;
}

@ObjectType('ChallengeDraft')
export class ChallengeDraftType {
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => String, { description: "A challenge category, or '' when the person chooses." })
  category!: string;
  @Field(() => String) difficulty!: string;
  @Field(() => [String]) tags!: string[];
  @Field(() => String, { description: 'Who wrote it: builtin, perplexity or openai.' }) provider!: string;
}
