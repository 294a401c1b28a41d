import { graphql } from '../graphql-types/index.js';

/**
 * The GraphQL documents the REST facade runs, typed from the supergraph: `npm run codegen -w gateway` writes
 * their result and variable types into src/graphql-types/. The order of fields here is the order of the keys
 * in the REST responses.
 */

export const restUserFragment = graphql(`
  fragment RestUser on User {
    id
    email
    firstName
    lastName
    profileImageUrl
    role
    skills
    interests
    bio
    experience
    yearsExperience
    currentRole
    company
    createdAt
    updatedAt
  }
`);

/** A person as lists show them (author, team member). */
export const restPersonFragment = graphql(`
  fragment RestPerson on User {
    id
    firstName
    lastName
    profileImageUrl
  }
`);

export const restTeamMemberFragment = graphql(`
  fragment RestTeamMember on TeamMember {
    userId
    role
    joinedAt
    user {
      ...RestPerson
    }
  }
`);

export const restChallengeFragment = graphql(`
  fragment RestChallenge on Challenge {
    id
    title
    description
    category
    difficulty
    status
    tags
    createdBy
    author {
      ...RestPerson
    }
    teamCount
    createdAt
    updatedAt
  }
`);

export const restTeamFragment = graphql(`
  fragment RestTeam on Team {
    id
    name
    description
    challengeId
    challenge {
      id
      title
    }
    leaderId
    maxMembers
    status
    memberCount
    progress
    members {
      ...RestTeamMember
    }
    isMember
    createdAt
    updatedAt
  }
`);

export const restTeamInvitationFragment = graphql(`
  fragment RestTeamInvitation on TeamInvitation {
    id
    teamId
    invitedUserId
    invitedBy
    status
    createdAt
  }
`);

export const restMeetingFragment = graphql(`
  fragment RestMeeting on Meeting {
    id
    title
    description
    teamId
    hostId
    scheduledAt
    duration
    meetingUrl
    status
    createdAt
  }
`);

export const restResourceFragment = graphql(`
  fragment RestResource on Resource {
    id
    title
    description
    type
    url
    provider
    difficulty
    tags
    duration
    createdAt
  }
`);

export const restProjectFragment = graphql(`
  fragment RestProject on Project {
    id
    title
    description
    teamId
    team {
      id
      name
      memberCount
      members {
        ...RestTeamMember
      }
    }
    challengeId
    status
    repositoryUrl
    demoUrl
    imageUrl
    likes
    likedByMe
    views
    tags
    createdBy
    createdAt
    updatedAt
  }
`);

export const restRecommendedUserFragment = graphql(`
  fragment RestRecommendedUser on RecommendedUser {
    id
    firstName
    lastName
    role
    experience
    profileImageUrl
    sharedSkills
    sharedInterests
  }
`);

export const restAchievementFragment = graphql(`
  fragment RestAchievement on Achievement {
    id
    key
    name
    title
    description
    icon
    category
    points
    earnedAt
  }
`);

// ---- identity ----

export const currentUser = graphql(`
  query CurrentUser {
    me {
      ...RestUser
    }
  }
`);

export const login = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      ...RestUser
    }
  }
`);

export const register = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      ...RestUser
    }
  }
`);

export const updateProfile = graphql(`
  mutation UpdateProfile($input: ProfileUpdateInput!) {
    updateProfile(input: $input) {
      ...RestUser
    }
  }
`);

export const logout = graphql(`
  mutation Logout {
    logout
  }
`);

export const recommendedUsers = graphql(`
  query RecommendedUsers {
    recommendedUsers {
      nodes {
        ...RestRecommendedUser
      }
    }
  }
`);

export const myAchievements = graphql(`
  query MyAchievements {
    myAchievements {
      nodes {
        ...RestAchievement
      }
    }
  }
`);

// ---- challenges ----

export const challenges = graphql(`
  query Challenges {
    challenges(first: 100) {
      nodes {
        ...RestChallenge
      }
    }
  }
`);

export const createChallenge = graphql(`
  mutation CreateChallenge($input: CreateChallengeInput!) {
    createChallenge(input: $input) {
      ...RestChallenge
    }
  }
`);

// ---- teams ----

export const teams = graphql(`
  query Teams {
    teams(first: 100) {
      nodes {
        ...RestTeam
      }
    }
  }
`);

export const myTeams = graphql(`
  query MyTeams {
    myTeams(first: 100) {
      nodes {
        ...RestTeam
      }
    }
  }
`);

export const createTeam = graphql(`
  mutation CreateTeam($input: CreateTeamInput!) {
    createTeam(input: $input) {
      ...RestTeam
    }
  }
`);

export const joinTeam = graphql(`
  mutation JoinTeam($teamId: ID!) {
    joinTeam(teamId: $teamId) {
      ...RestTeam
    }
  }
`);

export const inviteToTeam = graphql(`
  mutation InviteToTeam($input: TeamInvitationInput!) {
    inviteToTeam(input: $input) {
      ...RestTeamInvitation
    }
  }
`);

export const myMeetings = graphql(`
  query MyMeetings {
    myMeetings(first: 100) {
      nodes {
        ...RestMeeting
      }
    }
  }
`);

// ---- showcase ----

export const resources = graphql(`
  query Resources {
    resources {
      nodes {
        ...RestResource
      }
    }
  }
`);

export const createResource = graphql(`
  mutation CreateResource($input: CreateResourceInput!) {
    createResource(input: $input) {
      ...RestResource
    }
  }
`);

export const projects = graphql(`
  query Projects {
    projects {
      nodes {
        ...RestProject
      }
    }
  }
`);

export const featuredProjects = graphql(`
  query FeaturedProjects {
    featuredProjects {
      ...RestProject
    }
  }
`);

export const createProject = graphql(`
  mutation CreateProject($input: CreateProjectInput!) {
    createProject(input: $input) {
      ...RestProject
    }
  }
`);

export const likeProject = graphql(`
  mutation LikeProject($id: ID!) {
    likeProject(id: $id) {
      ...RestProject
    }
  }
`);

// ---- Isla (brainstorm-ai) ----

export const generateIslaResponse = graphql(`
  mutation GenerateIslaResponse($input: IslaResponseInput!) {
    generateIslaResponse(input: $input) {
      message
      nextPhase
    }
  }
`);

export const validateChallengeIdea = graphql(`
  mutation ValidateChallengeIdea($input: ChallengeValidationInput!) {
    validateChallengeIdea(input: $input) {
      valid
      feedback
    }
  }
`);

export const synthesizeSpeech = graphql(`
  mutation SynthesizeSpeech($input: SpeechInput!) {
    synthesizeSpeech(input: $input) {
      contentType
      audioBase64
    }
  }
`);
