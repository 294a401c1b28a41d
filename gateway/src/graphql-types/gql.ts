/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  '\n  fragment RestUser on User {\n    id\n    email\n    firstName\n    lastName\n    profileImageUrl\n    role\n    skills\n    interests\n    bio\n    experience\n    yearsExperience\n    currentRole\n    company\n    createdAt\n    updatedAt\n  }\n': typeof types.RestUserFragmentDoc;
  '\n  fragment RestPerson on User {\n    id\n    firstName\n    lastName\n    profileImageUrl\n  }\n': typeof types.RestPersonFragmentDoc;
  '\n  fragment RestTeamMember on TeamMember {\n    userId\n    role\n    joinedAt\n    user {\n      ...RestPerson\n    }\n  }\n': typeof types.RestTeamMemberFragmentDoc;
  '\n  fragment RestChallenge on Challenge {\n    id\n    title\n    description\n    category\n    difficulty\n    status\n    tags\n    createdBy\n    author {\n      ...RestPerson\n    }\n    teamCount\n    createdAt\n    updatedAt\n  }\n': typeof types.RestChallengeFragmentDoc;
  '\n  fragment RestTeam on Team {\n    id\n    name\n    description\n    challengeId\n    challenge {\n      id\n      title\n    }\n    leaderId\n    maxMembers\n    status\n    memberCount\n    progress\n    members {\n      ...RestTeamMember\n    }\n    isMember\n    createdAt\n    updatedAt\n  }\n': typeof types.RestTeamFragmentDoc;
  '\n  fragment RestTeamInvitation on TeamInvitation {\n    id\n    teamId\n    invitedUserId\n    invitedBy\n    status\n    createdAt\n  }\n': typeof types.RestTeamInvitationFragmentDoc;
  '\n  fragment RestMeeting on Meeting {\n    id\n    title\n    description\n    teamId\n    hostId\n    scheduledAt\n    duration\n    meetingUrl\n    status\n    createdAt\n  }\n': typeof types.RestMeetingFragmentDoc;
  '\n  fragment RestResource on Resource {\n    id\n    title\n    description\n    type\n    url\n    provider\n    difficulty\n    tags\n    duration\n    createdAt\n  }\n': typeof types.RestResourceFragmentDoc;
  '\n  fragment RestProject on Project {\n    id\n    title\n    description\n    teamId\n    team {\n      id\n      name\n      memberCount\n      members {\n        ...RestTeamMember\n      }\n    }\n    challengeId\n    status\n    repositoryUrl\n    demoUrl\n    imageUrl\n    likes\n    likedByMe\n    views\n    tags\n    createdBy\n    createdAt\n    updatedAt\n  }\n': typeof types.RestProjectFragmentDoc;
  '\n  fragment RestRecommendedUser on RecommendedUser {\n    id\n    firstName\n    lastName\n    role\n    experience\n    profileImageUrl\n    sharedSkills\n    sharedInterests\n  }\n': typeof types.RestRecommendedUserFragmentDoc;
  '\n  fragment RestAchievement on Achievement {\n    id\n    key\n    name\n    title\n    description\n    icon\n    category\n    points\n    earnedAt\n  }\n': typeof types.RestAchievementFragmentDoc;
  '\n  query CurrentUser {\n    me {\n      ...RestUser\n    }\n  }\n': typeof types.CurrentUserDocument;
  '\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...RestUser\n    }\n  }\n': typeof types.LoginDocument;
  '\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...RestUser\n    }\n  }\n': typeof types.RegisterDocument;
  '\n  mutation UpdateProfile($input: ProfileUpdateInput!) {\n    updateProfile(input: $input) {\n      ...RestUser\n    }\n  }\n': typeof types.UpdateProfileDocument;
  '\n  mutation Logout {\n    logout\n  }\n': typeof types.LogoutDocument;
  '\n  query RecommendedUsers {\n    recommendedUsers {\n      nodes {\n        ...RestRecommendedUser\n      }\n    }\n  }\n': typeof types.RecommendedUsersDocument;
  '\n  query MyAchievements {\n    myAchievements {\n      nodes {\n        ...RestAchievement\n      }\n    }\n  }\n': typeof types.MyAchievementsDocument;
  '\n  query Challenges {\n    challenges(first: 100) {\n      nodes {\n        ...RestChallenge\n      }\n    }\n  }\n': typeof types.ChallengesDocument;
  '\n  mutation CreateChallenge($input: CreateChallengeInput!) {\n    createChallenge(input: $input) {\n      ...RestChallenge\n    }\n  }\n': typeof types.CreateChallengeDocument;
  '\n  query Teams {\n    teams(first: 100) {\n      nodes {\n        ...RestTeam\n      }\n    }\n  }\n': typeof types.TeamsDocument;
  '\n  query MyTeams {\n    myTeams(first: 100) {\n      nodes {\n        ...RestTeam\n      }\n    }\n  }\n': typeof types.MyTeamsDocument;
  '\n  mutation CreateTeam($input: CreateTeamInput!) {\n    createTeam(input: $input) {\n      ...RestTeam\n    }\n  }\n': typeof types.CreateTeamDocument;
  '\n  mutation JoinTeam($teamId: ID!) {\n    joinTeam(teamId: $teamId) {\n      ...RestTeam\n    }\n  }\n': typeof types.JoinTeamDocument;
  '\n  mutation InviteToTeam($input: TeamInvitationInput!) {\n    inviteToTeam(input: $input) {\n      ...RestTeamInvitation\n    }\n  }\n': typeof types.InviteToTeamDocument;
  '\n  query MyMeetings {\n    myMeetings(first: 100) {\n      nodes {\n        ...RestMeeting\n      }\n    }\n  }\n': typeof types.MyMeetingsDocument;
  '\n  query Resources {\n    resources {\n      nodes {\n        ...RestResource\n      }\n    }\n  }\n': typeof types.ResourcesDocument;
  '\n  mutation CreateResource($input: CreateResourceInput!) {\n    createResource(input: $input) {\n      ...RestResource\n    }\n  }\n': typeof types.CreateResourceDocument;
  '\n  query Projects {\n    projects {\n      nodes {\n        ...RestProject\n      }\n    }\n  }\n': typeof types.ProjectsDocument;
  '\n  query FeaturedProjects {\n    featuredProjects {\n      ...RestProject\n    }\n  }\n': typeof types.FeaturedProjectsDocument;
  '\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      ...RestProject\n    }\n  }\n': typeof types.CreateProjectDocument;
  '\n  mutation LikeProject($id: ID!) {\n    likeProject(id: $id) {\n      ...RestProject\n    }\n  }\n': typeof types.LikeProjectDocument;
  '\n  mutation GenerateIslaResponse($input: IslaResponseInput!) {\n    generateIslaResponse(input: $input) {\n      message\n      nextPhase\n    }\n  }\n': typeof types.GenerateIslaResponseDocument;
  '\n  mutation ValidateChallengeIdea($input: ChallengeValidationInput!) {\n    validateChallengeIdea(input: $input) {\n      valid\n      feedback\n    }\n  }\n': typeof types.ValidateChallengeIdeaDocument;
  '\n  mutation SynthesizeSpeech($input: SpeechInput!) {\n    synthesizeSpeech(input: $input) {\n      contentType\n      audioBase64\n    }\n  }\n': typeof types.SynthesizeSpeechDocument;
};
const documents: Documents = {
  '\n  fragment RestUser on User {\n    id\n    email\n    firstName\n    lastName\n    profileImageUrl\n    role\n    skills\n    interests\n    bio\n    experience\n    yearsExperience\n    currentRole\n    company\n    createdAt\n    updatedAt\n  }\n':
    types.RestUserFragmentDoc,
  '\n  fragment RestPerson on User {\n    id\n    firstName\n    lastName\n    profileImageUrl\n  }\n':
    types.RestPersonFragmentDoc,
  '\n  fragment RestTeamMember on TeamMember {\n    userId\n    role\n    joinedAt\n    user {\n      ...RestPerson\n    }\n  }\n':
    types.RestTeamMemberFragmentDoc,
  '\n  fragment RestChallenge on Challenge {\n    id\n    title\n    description\n    category\n    difficulty\n    status\n    tags\n    createdBy\n    author {\n      ...RestPerson\n    }\n    teamCount\n    createdAt\n    updatedAt\n  }\n':
    types.RestChallengeFragmentDoc,
  '\n  fragment RestTeam on Team {\n    id\n    name\n    description\n    challengeId\n    challenge {\n      id\n      title\n    }\n    leaderId\n    maxMembers\n    status\n    memberCount\n    progress\n    members {\n      ...RestTeamMember\n    }\n    isMember\n    createdAt\n    updatedAt\n  }\n':
    types.RestTeamFragmentDoc,
  '\n  fragment RestTeamInvitation on TeamInvitation {\n    id\n    teamId\n    invitedUserId\n    invitedBy\n    status\n    createdAt\n  }\n':
    types.RestTeamInvitationFragmentDoc,
  '\n  fragment RestMeeting on Meeting {\n    id\n    title\n    description\n    teamId\n    hostId\n    scheduledAt\n    duration\n    meetingUrl\n    status\n    createdAt\n  }\n':
    types.RestMeetingFragmentDoc,
  '\n  fragment RestResource on Resource {\n    id\n    title\n    description\n    type\n    url\n    provider\n    difficulty\n    tags\n    duration\n    createdAt\n  }\n':
    types.RestResourceFragmentDoc,
  '\n  fragment RestProject on Project {\n    id\n    title\n    description\n    teamId\n    team {\n      id\n      name\n      memberCount\n      members {\n        ...RestTeamMember\n      }\n    }\n    challengeId\n    status\n    repositoryUrl\n    demoUrl\n    imageUrl\n    likes\n    likedByMe\n    views\n    tags\n    createdBy\n    createdAt\n    updatedAt\n  }\n':
    types.RestProjectFragmentDoc,
  '\n  fragment RestRecommendedUser on RecommendedUser {\n    id\n    firstName\n    lastName\n    role\n    experience\n    profileImageUrl\n    sharedSkills\n    sharedInterests\n  }\n':
    types.RestRecommendedUserFragmentDoc,
  '\n  fragment RestAchievement on Achievement {\n    id\n    key\n    name\n    title\n    description\n    icon\n    category\n    points\n    earnedAt\n  }\n':
    types.RestAchievementFragmentDoc,
  '\n  query CurrentUser {\n    me {\n      ...RestUser\n    }\n  }\n': types.CurrentUserDocument,
  '\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...RestUser\n    }\n  }\n':
    types.LoginDocument,
  '\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...RestUser\n    }\n  }\n':
    types.RegisterDocument,
  '\n  mutation UpdateProfile($input: ProfileUpdateInput!) {\n    updateProfile(input: $input) {\n      ...RestUser\n    }\n  }\n':
    types.UpdateProfileDocument,
  '\n  mutation Logout {\n    logout\n  }\n': types.LogoutDocument,
  '\n  query RecommendedUsers {\n    recommendedUsers {\n      nodes {\n        ...RestRecommendedUser\n      }\n    }\n  }\n':
    types.RecommendedUsersDocument,
  '\n  query MyAchievements {\n    myAchievements {\n      nodes {\n        ...RestAchievement\n      }\n    }\n  }\n':
    types.MyAchievementsDocument,
  '\n  query Challenges {\n    challenges(first: 100) {\n      nodes {\n        ...RestChallenge\n      }\n    }\n  }\n':
    types.ChallengesDocument,
  '\n  mutation CreateChallenge($input: CreateChallengeInput!) {\n    createChallenge(input: $input) {\n      ...RestChallenge\n    }\n  }\n':
    types.CreateChallengeDocument,
  '\n  query Teams {\n    teams(first: 100) {\n      nodes {\n        ...RestTeam\n      }\n    }\n  }\n':
    types.TeamsDocument,
  '\n  query MyTeams {\n    myTeams(first: 100) {\n      nodes {\n        ...RestTeam\n      }\n    }\n  }\n':
    types.MyTeamsDocument,
  '\n  mutation CreateTeam($input: CreateTeamInput!) {\n    createTeam(input: $input) {\n      ...RestTeam\n    }\n  }\n':
    types.CreateTeamDocument,
  '\n  mutation JoinTeam($teamId: ID!) {\n    joinTeam(teamId: $teamId) {\n      ...RestTeam\n    }\n  }\n':
    types.JoinTeamDocument,
  '\n  mutation InviteToTeam($input: TeamInvitationInput!) {\n    inviteToTeam(input: $input) {\n      ...RestTeamInvitation\n    }\n  }\n':
    types.InviteToTeamDocument,
  '\n  query MyMeetings {\n    myMeetings(first: 100) {\n      nodes {\n        ...RestMeeting\n      }\n    }\n  }\n':
    types.MyMeetingsDocument,
  '\n  query Resources {\n    resources {\n      nodes {\n        ...RestResource\n      }\n    }\n  }\n':
    types.ResourcesDocument,
  '\n  mutation CreateResource($input: CreateResourceInput!) {\n    createResource(input: $input) {\n      ...RestResource\n    }\n  }\n':
    types.CreateResourceDocument,
  '\n  query Projects {\n    projects {\n      nodes {\n        ...RestProject\n      }\n    }\n  }\n':
    types.ProjectsDocument,
  '\n  query FeaturedProjects {\n    featuredProjects {\n      ...RestProject\n    }\n  }\n':
    types.FeaturedProjectsDocument,
  '\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      ...RestProject\n    }\n  }\n':
    types.CreateProjectDocument,
  '\n  mutation LikeProject($id: ID!) {\n    likeProject(id: $id) {\n      ...RestProject\n    }\n  }\n':
    types.LikeProjectDocument,
  '\n  mutation GenerateIslaResponse($input: IslaResponseInput!) {\n    generateIslaResponse(input: $input) {\n      message\n      nextPhase\n    }\n  }\n':
    types.GenerateIslaResponseDocument,
  '\n  mutation ValidateChallengeIdea($input: ChallengeValidationInput!) {\n    validateChallengeIdea(input: $input) {\n      valid\n      feedback\n    }\n  }\n':
    types.ValidateChallengeIdeaDocument,
  '\n  mutation SynthesizeSpeech($input: SpeechInput!) {\n    synthesizeSpeech(input: $input) {\n      contentType\n      audioBase64\n    }\n  }\n':
    types.SynthesizeSpeechDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestUser on User {\n    id\n    email\n    firstName\n    lastName\n    profileImageUrl\n    role\n    skills\n    interests\n    bio\n    experience\n    yearsExperience\n    currentRole\n    company\n    createdAt\n    updatedAt\n  }\n',
): (typeof documents)['\n  fragment RestUser on User {\n    id\n    email\n    firstName\n    lastName\n    profileImageUrl\n    role\n    skills\n    interests\n    bio\n    experience\n    yearsExperience\n    currentRole\n    company\n    createdAt\n    updatedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestPerson on User {\n    id\n    firstName\n    lastName\n    profileImageUrl\n  }\n',
): (typeof documents)['\n  fragment RestPerson on User {\n    id\n    firstName\n    lastName\n    profileImageUrl\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestTeamMember on TeamMember {\n    userId\n    role\n    joinedAt\n    user {\n      ...RestPerson\n    }\n  }\n',
): (typeof documents)['\n  fragment RestTeamMember on TeamMember {\n    userId\n    role\n    joinedAt\n    user {\n      ...RestPerson\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestChallenge on Challenge {\n    id\n    title\n    description\n    category\n    difficulty\n    status\n    tags\n    createdBy\n    author {\n      ...RestPerson\n    }\n    teamCount\n    createdAt\n    updatedAt\n  }\n',
): (typeof documents)['\n  fragment RestChallenge on Challenge {\n    id\n    title\n    description\n    category\n    difficulty\n    status\n    tags\n    createdBy\n    author {\n      ...RestPerson\n    }\n    teamCount\n    createdAt\n    updatedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestTeam on Team {\n    id\n    name\n    description\n    challengeId\n    challenge {\n      id\n      title\n    }\n    leaderId\n    maxMembers\n    status\n    memberCount\n    progress\n    members {\n      ...RestTeamMember\n    }\n    isMember\n    createdAt\n    updatedAt\n  }\n',
): (typeof documents)['\n  fragment RestTeam on Team {\n    id\n    name\n    description\n    challengeId\n    challenge {\n      id\n      title\n    }\n    leaderId\n    maxMembers\n    status\n    memberCount\n    progress\n    members {\n      ...RestTeamMember\n    }\n    isMember\n    createdAt\n    updatedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestTeamInvitation on TeamInvitation {\n    id\n    teamId\n    invitedUserId\n    invitedBy\n    status\n    createdAt\n  }\n',
): (typeof documents)['\n  fragment RestTeamInvitation on TeamInvitation {\n    id\n    teamId\n    invitedUserId\n    invitedBy\n    status\n    createdAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestMeeting on Meeting {\n    id\n    title\n    description\n    teamId\n    hostId\n    scheduledAt\n    duration\n    meetingUrl\n    status\n    createdAt\n  }\n',
): (typeof documents)['\n  fragment RestMeeting on Meeting {\n    id\n    title\n    description\n    teamId\n    hostId\n    scheduledAt\n    duration\n    meetingUrl\n    status\n    createdAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestResource on Resource {\n    id\n    title\n    description\n    type\n    url\n    provider\n    difficulty\n    tags\n    duration\n    createdAt\n  }\n',
): (typeof documents)['\n  fragment RestResource on Resource {\n    id\n    title\n    description\n    type\n    url\n    provider\n    difficulty\n    tags\n    duration\n    createdAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestProject on Project {\n    id\n    title\n    description\n    teamId\n    team {\n      id\n      name\n      memberCount\n      members {\n        ...RestTeamMember\n      }\n    }\n    challengeId\n    status\n    repositoryUrl\n    demoUrl\n    imageUrl\n    likes\n    likedByMe\n    views\n    tags\n    createdBy\n    createdAt\n    updatedAt\n  }\n',
): (typeof documents)['\n  fragment RestProject on Project {\n    id\n    title\n    description\n    teamId\n    team {\n      id\n      name\n      memberCount\n      members {\n        ...RestTeamMember\n      }\n    }\n    challengeId\n    status\n    repositoryUrl\n    demoUrl\n    imageUrl\n    likes\n    likedByMe\n    views\n    tags\n    createdBy\n    createdAt\n    updatedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestRecommendedUser on RecommendedUser {\n    id\n    firstName\n    lastName\n    role\n    experience\n    profileImageUrl\n    sharedSkills\n    sharedInterests\n  }\n',
): (typeof documents)['\n  fragment RestRecommendedUser on RecommendedUser {\n    id\n    firstName\n    lastName\n    role\n    experience\n    profileImageUrl\n    sharedSkills\n    sharedInterests\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestAchievement on Achievement {\n    id\n    key\n    name\n    title\n    description\n    icon\n    category\n    points\n    earnedAt\n  }\n',
): (typeof documents)['\n  fragment RestAchievement on Achievement {\n    id\n    key\n    name\n    title\n    description\n    icon\n    category\n    points\n    earnedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CurrentUser {\n    me {\n      ...RestUser\n    }\n  }\n',
): (typeof documents)['\n  query CurrentUser {\n    me {\n      ...RestUser\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...RestUser\n    }\n  }\n',
): (typeof documents)['\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...RestUser\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...RestUser\n    }\n  }\n',
): (typeof documents)['\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...RestUser\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateProfile($input: ProfileUpdateInput!) {\n    updateProfile(input: $input) {\n      ...RestUser\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateProfile($input: ProfileUpdateInput!) {\n    updateProfile(input: $input) {\n      ...RestUser\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation Logout {\n    logout\n  }\n',
): (typeof documents)['\n  mutation Logout {\n    logout\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RecommendedUsers {\n    recommendedUsers {\n      nodes {\n        ...RestRecommendedUser\n      }\n    }\n  }\n',
): (typeof documents)['\n  query RecommendedUsers {\n    recommendedUsers {\n      nodes {\n        ...RestRecommendedUser\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyAchievements {\n    myAchievements {\n      nodes {\n        ...RestAchievement\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MyAchievements {\n    myAchievements {\n      nodes {\n        ...RestAchievement\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Challenges {\n    challenges(first: 100) {\n      nodes {\n        ...RestChallenge\n      }\n    }\n  }\n',
): (typeof documents)['\n  query Challenges {\n    challenges(first: 100) {\n      nodes {\n        ...RestChallenge\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateChallenge($input: CreateChallengeInput!) {\n    createChallenge(input: $input) {\n      ...RestChallenge\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateChallenge($input: CreateChallengeInput!) {\n    createChallenge(input: $input) {\n      ...RestChallenge\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Teams {\n    teams(first: 100) {\n      nodes {\n        ...RestTeam\n      }\n    }\n  }\n',
): (typeof documents)['\n  query Teams {\n    teams(first: 100) {\n      nodes {\n        ...RestTeam\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyTeams {\n    myTeams(first: 100) {\n      nodes {\n        ...RestTeam\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MyTeams {\n    myTeams(first: 100) {\n      nodes {\n        ...RestTeam\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateTeam($input: CreateTeamInput!) {\n    createTeam(input: $input) {\n      ...RestTeam\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateTeam($input: CreateTeamInput!) {\n    createTeam(input: $input) {\n      ...RestTeam\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation JoinTeam($teamId: ID!) {\n    joinTeam(teamId: $teamId) {\n      ...RestTeam\n    }\n  }\n',
): (typeof documents)['\n  mutation JoinTeam($teamId: ID!) {\n    joinTeam(teamId: $teamId) {\n      ...RestTeam\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation InviteToTeam($input: TeamInvitationInput!) {\n    inviteToTeam(input: $input) {\n      ...RestTeamInvitation\n    }\n  }\n',
): (typeof documents)['\n  mutation InviteToTeam($input: TeamInvitationInput!) {\n    inviteToTeam(input: $input) {\n      ...RestTeamInvitation\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyMeetings {\n    myMeetings(first: 100) {\n      nodes {\n        ...RestMeeting\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MyMeetings {\n    myMeetings(first: 100) {\n      nodes {\n        ...RestMeeting\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Resources {\n    resources {\n      nodes {\n        ...RestResource\n      }\n    }\n  }\n',
): (typeof documents)['\n  query Resources {\n    resources {\n      nodes {\n        ...RestResource\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateResource($input: CreateResourceInput!) {\n    createResource(input: $input) {\n      ...RestResource\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateResource($input: CreateResourceInput!) {\n    createResource(input: $input) {\n      ...RestResource\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Projects {\n    projects {\n      nodes {\n        ...RestProject\n      }\n    }\n  }\n',
): (typeof documents)['\n  query Projects {\n    projects {\n      nodes {\n        ...RestProject\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FeaturedProjects {\n    featuredProjects {\n      ...RestProject\n    }\n  }\n',
): (typeof documents)['\n  query FeaturedProjects {\n    featuredProjects {\n      ...RestProject\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      ...RestProject\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      ...RestProject\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation LikeProject($id: ID!) {\n    likeProject(id: $id) {\n      ...RestProject\n    }\n  }\n',
): (typeof documents)['\n  mutation LikeProject($id: ID!) {\n    likeProject(id: $id) {\n      ...RestProject\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation GenerateIslaResponse($input: IslaResponseInput!) {\n    generateIslaResponse(input: $input) {\n      message\n      nextPhase\n    }\n  }\n',
): (typeof documents)['\n  mutation GenerateIslaResponse($input: IslaResponseInput!) {\n    generateIslaResponse(input: $input) {\n      message\n      nextPhase\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ValidateChallengeIdea($input: ChallengeValidationInput!) {\n    validateChallengeIdea(input: $input) {\n      valid\n      feedback\n    }\n  }\n',
): (typeof documents)['\n  mutation ValidateChallengeIdea($input: ChallengeValidationInput!) {\n    validateChallengeIdea(input: $input) {\n      valid\n      feedback\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SynthesizeSpeech($input: SpeechInput!) {\n    synthesizeSpeech(input: $input) {\n      contentType\n      audioBase64\n    }\n  }\n',
): (typeof documents)['\n  mutation SynthesizeSpeech($input: SpeechInput!) {\n    synthesizeSpeech(input: $input) {\n      contentType\n      audioBase64\n    }\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
