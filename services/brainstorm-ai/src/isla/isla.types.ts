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
