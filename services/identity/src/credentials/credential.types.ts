import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('HeldCredential', {
  description:
    'A badge the signed-in person holds, downloadable as an Open Badges 3.0 credential (product.md §17.4).',
})
export class HeldCredentialType {
  @Field(() => ID, { description: 'The credential id (the badge): GET /api/credentials/{id} downloads it.' })
  id!: string;
  @Field(() => String, { description: 'achievement | award | completed' }) kind!: string;
  @Field(() => String, {
    nullable: true,
    description: "An achievement's catalogue key (the front end words it).",
  })
  key!: string | null;
  @Field(() => String) name!: string;
  @Field(() => String) description!: string;
  @Field(() => ID, { nullable: true, description: 'The programme of an award or completion badge.' })
  programmeId!: string | null;
  @Field(() => Date) earnedAt!: Date;
  @Field(() => Boolean, {
    description: 'Revoked: the credential no longer verifies (and is not downloadable).',
  })
  revoked!: boolean;
  @Field(() => String, { description: 'The file name it downloads as: <badge>.credential.json.' })
  fileName!: string;
}

@ObjectType('ProgrammeBadge', {
  description: "A badge from a programme's published results: an award won, or the programme completed.",
})
export class ProgrammeBadgeType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'award | completed' }) kind!: string;
  @Field(() => ID) programmeId!: string;
  @Field(() => String) programmeName!: string;
  @Field(() => ID, { nullable: true }) projectId!: string | null;
  @Field(() => String, { nullable: true }) projectTitle!: string | null;
  @Field(() => String, {
    description: "The award's name, or Completed <programme>, in the reader's language.",
  })
  name!: string;
  @Field(() => String) description!: string;
  @Field(() => Date) awardedAt!: Date;
}

@ObjectType('CredentialDocument', {
  description: 'A signed credential as JSON-LD text, and its download file name.',
})
export class CredentialDocumentType {
  @Field(() => String) json!: string;
  @Field(() => String) fileName!: string;
}

@ObjectType('CredentialVerification', { description: 'Whether a credential is valid, and why (or why not).' })
export class CredentialVerificationType {
  @Field(() => Boolean) verified!: boolean;
  @Field(() => String, { description: 'valid | altered | unknown-issuer | revoked | malformed' })
  reason!: string;
  @Field(() => String, { description: "The reason in the reader's language." }) message!: string;
  @Field(() => String, { nullable: true }) achievementName!: string | null;
  @Field(() => String, { nullable: true }) issuerId!: string | null;
  @Field(() => String, { nullable: true }) issuerName!: string | null;
  @Field(() => String, { nullable: true, description: "The holder: the credential subject's id." })
  holder!: string | null;
  @Field(() => String, { nullable: true }) validFrom!: string | null;
}
