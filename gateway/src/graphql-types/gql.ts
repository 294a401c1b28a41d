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
  '\n  query MyCredentials {\n    myCredentials {\n      id\n      kind\n      key\n      name\n      description\n      programmeId\n      earnedAt\n      revoked\n      fileName\n    }\n  }\n': typeof types.MyCredentialsDocument;
  '\n  query Credential($id: ID!) {\n    credential(id: $id) {\n      json\n      fileName\n    }\n  }\n': typeof types.CredentialDocument;
  '\n  query CredentialStatusList($listId: Int!) {\n    credentialStatusList(listId: $listId)\n  }\n': typeof types.CredentialStatusListDocument;
  '\n  query CredentialIssuerDidDocument {\n    credentialIssuerDidDocument\n  }\n': typeof types.CredentialIssuerDidDocumentDocument;
  '\n  query VerifyCredential($credential: String!) {\n    verifyCredential(credential: $credential) {\n      verified\n      reason\n      message\n      achievementName\n      issuerId\n      issuerName\n      holder\n      validFrom\n    }\n  }\n': typeof types.VerifyCredentialDocument;
  '\n  fragment RestJudging on Judging {\n    programmeId\n    judgesPerProject\n    assignedAt\n    publishedAt\n    judgeIds\n    rubric {\n      key\n      name\n      nameDe\n      weight\n    }\n    awards {\n      key\n      name\n      nameDe\n      kind\n      criterion\n    }\n    projects {\n      projectId\n      projectTitle\n      teamId\n      teamName\n      judgeIds\n      flagged\n    }\n  }\n': typeof types.RestJudgingFragmentDoc;
  '\n  fragment RestAward on ProgrammeAward {\n    key\n    name\n    nameDe\n    kind\n    criterion\n    winner {\n      projectId\n      projectTitle\n      teamId\n      teamName\n    }\n  }\n': typeof types.RestAwardFragmentDoc;
  '\n  fragment RestResults on ProgrammeResults {\n    programmeId\n    publishedAt\n    ranking {\n      rank\n      projectId\n      projectTitle\n      teamId\n      teamName\n      normalised\n      raw\n      spread\n      judgeCount\n      underJudged\n      votes\n      criteria {\n        key\n        raw\n        normalised\n      }\n    }\n    awards {\n      ...RestAward\n    }\n  }\n': typeof types.RestResultsFragmentDoc;
  '\n  query ProgrammeJudging($programmeId: ID!) {\n    programmeJudging(programmeId: $programmeId) {\n      ...RestJudging\n    }\n  }\n': typeof types.ProgrammeJudgingDocument;
  '\n  mutation AddProgrammeJudge($programmeId: ID!, $userId: ID!) {\n    addProgrammeJudge(programmeId: $programmeId, userId: $userId) {\n      ...RestJudging\n    }\n  }\n': typeof types.AddProgrammeJudgeDocument;
  '\n  mutation AssignJudging($programmeId: ID!, $judgesPerProject: Int) {\n    assignJudging(programmeId: $programmeId, judgesPerProject: $judgesPerProject) {\n      ...RestJudging\n    }\n  }\n': typeof types.AssignJudgingDocument;
  '\n  query MyJudgingQueue {\n    myJudgingQueue {\n      programmeId\n      programmeName\n      judgingEndsAt\n      projectId\n      projectTitle\n      teamName\n      assignedAt\n      scoredAt\n      rubric {\n        key\n        name\n        nameDe\n        weight\n      }\n    }\n  }\n': typeof types.MyJudgingQueueDocument;
  '\n  mutation ScoreProject($projectId: ID!, $criteria: [CriterionScoreInput!]!, $comment: String) {\n    scoreProject(projectId: $projectId, criteria: $criteria, comment: $comment) {\n      projectId\n      criteria {\n        key\n        value\n      }\n      comment\n      updatedAt\n    }\n  }\n': typeof types.ScoreProjectDocument;
  '\n  mutation PublishResults($programmeId: ID!, $early: Boolean) {\n    publishResults(programmeId: $programmeId, early: $early) {\n      ...RestResults\n    }\n  }\n': typeof types.PublishResultsDocument;
  '\n  query ProgrammeResults($programmeId: ID!) {\n    programmeResults(programmeId: $programmeId) {\n      ...RestResults\n    }\n  }\n': typeof types.ProgrammeResultsDocument;
  '\n  query ProgrammeAwards($programmeId: ID!) {\n    programmeAwards(programmeId: $programmeId) {\n      ...RestAward\n    }\n  }\n': typeof types.ProgrammeAwardsDocument;
  '\n  mutation VoteForProject($programmeId: ID!, $projectId: ID!) {\n    voteForProject(programmeId: $programmeId, projectId: $projectId)\n  }\n': typeof types.VoteForProjectDocument;
  '\n  query ProgrammeVotes($programmeId: ID!) {\n    programmeVotes(programmeId: $programmeId) {\n      projectId\n      votes\n    }\n  }\n': typeof types.ProgrammeVotesDocument;
  '\n  mutation MoveJudgingAssignment($programmeId: ID!, $input: MoveJudgingAssignmentInput!) {\n    moveJudgingAssignment(programmeId: $programmeId, input: $input) {\n      ...RestJudging\n    }\n  }\n': typeof types.MoveJudgingAssignmentDocument;
  '\n  mutation SetJudgingRubric($programmeId: ID!, $criteria: [JudgingCriterionInput!]!) {\n    setJudgingRubric(programmeId: $programmeId, criteria: $criteria) {\n      ...RestJudging\n    }\n  }\n': typeof types.SetJudgingRubricDocument;
  '\n  mutation SetProgrammeAwards($programmeId: ID!, $awards: [ProgrammeAwardInput!]!) {\n    setProgrammeAwards(programmeId: $programmeId, awards: $awards) {\n      ...RestJudging\n    }\n  }\n': typeof types.SetProgrammeAwardsDocument;
  '\n  query MentoringOverview {\n    myMentoredTeams {\n      id\n      name\n      programmeId\n      progress\n      milestones {\n        key\n        done\n      }\n      meetings {\n        id\n        title\n        scheduledAt\n        duration\n        meetingUrl\n      }\n    }\n    incomingMentoringRequests(first: 20, pendingOnly: true) {\n      nodes {\n        id\n        team {\n          id\n          name\n        }\n        requester {\n          id\n          firstName\n          lastName\n        }\n        message\n        topics\n        createdAt\n        expiresAt\n      }\n    }\n    projectsAwaitingMyFeedback(first: 20) {\n      nodes {\n        id\n        title\n        teamId\n        updatedAt\n      }\n    }\n    myProgrammes {\n      current\n      programme {\n        id\n        name\n        timeZone\n        currentPhase\n        submissionDeadline\n        nextDeadline {\n          kind\n          phase\n          at\n        }\n      }\n    }\n  }\n': typeof types.MentoringOverviewDocument;
  '\n  fragment RestUser on User {\n    id\n    email\n    isStaff\n    firstName\n    lastName\n    profileImageUrl\n    role\n    skills\n    interests\n    bio\n    experience\n    yearsExperience\n    currentRole\n    company\n    createdAt\n    updatedAt\n  }\n': typeof types.RestUserFragmentDoc;
  '\n  fragment RestPerson on User {\n    id\n    firstName\n    lastName\n    profileImageUrl\n  }\n': typeof types.RestPersonFragmentDoc;
  '\n  fragment RestTeamMember on TeamMember {\n    userId\n    role\n    joinedAt\n    user {\n      ...RestPerson\n    }\n  }\n': typeof types.RestTeamMemberFragmentDoc;
  '\n  fragment RestChallenge on Challenge {\n    id\n    title\n    description\n    category\n    difficulty\n    status\n    tags\n    createdBy\n    programmeId\n    author {\n      ...RestPerson\n    }\n    teamCount\n    createdAt\n    updatedAt\n  }\n': typeof types.RestChallengeFragmentDoc;
  '\n  fragment RestTeam on Team {\n    id\n    name\n    description\n    challengeId\n    challenge {\n      id\n      title\n    }\n    leaderId\n    programmeId\n    maxMembers\n    status\n    memberCount\n    progress\n    milestones {\n      key\n      done\n    }\n    members {\n      ...RestTeamMember\n    }\n    isMember\n    createdAt\n    updatedAt\n  }\n': typeof types.RestTeamFragmentDoc;
  '\n  fragment RestTeamInvitation on TeamInvitation {\n    id\n    teamId\n    invitedUserId\n    invitedBy\n    status\n    createdAt\n    expiresAt\n    answeredAt\n  }\n': typeof types.RestTeamInvitationFragmentDoc;
  '\n  fragment RestReceivedInvitation on TeamInvitation {\n    ...RestTeamInvitation\n    team {\n      id\n      name\n    }\n    inviter {\n      ...RestPerson\n    }\n  }\n': typeof types.RestReceivedInvitationFragmentDoc;
  '\n  fragment RestTeamDetail on Team {\n    ...RestTeam\n    openSeats\n    canManage\n    editedAt\n    hidden\n    hiddenReason\n    projects {\n      id\n      title\n    }\n    meetings {\n      ...RestMeeting\n    }\n    mentors {\n      ...RestPerson\n    }\n    invitations {\n      ...RestTeamInvitation\n    }\n  }\n': typeof types.RestTeamDetailFragmentDoc;
  '\n  fragment RestMeeting on Meeting {\n    id\n    title\n    description\n    teamId\n    hostId\n    scheduledAt\n    duration\n    meetingUrl\n    status\n    mentorId\n    notes\n    createdAt\n    updatedAt\n  }\n': typeof types.RestMeetingFragmentDoc;
  '\n  fragment RestResource on Resource {\n    id\n    title\n    description\n    type\n    url\n    provider\n    difficulty\n    tags\n    duration\n    createdAt\n    updatedAt\n  }\n': typeof types.RestResourceFragmentDoc;
  '\n  fragment RestProject on Project {\n    id\n    title\n    description\n    teamId\n    team {\n      id\n      name\n      memberCount\n      members {\n        ...RestTeamMember\n      }\n    }\n    challengeId\n    programmeId\n    status\n    repositoryUrl\n    demoUrl\n    imageUrl\n    likes\n    likedByMe\n    views\n    tags\n    createdBy\n    createdAt\n    updatedAt\n  }\n': typeof types.RestProjectFragmentDoc;
  '\n  fragment RestProjectDetail on Project {\n    ...RestProject\n    editedAt\n    submissionsClosedAt\n    canEdit\n    hidden\n    hiddenReason\n  }\n': typeof types.RestProjectDetailFragmentDoc;
  '\n  fragment RestResourceDetail on Resource {\n    ...RestResource\n    editedAt\n    canEdit\n    hidden\n    hiddenReason\n  }\n': typeof types.RestResourceDetailFragmentDoc;
  '\n  fragment RestPersonPage on User {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    role\n    skills\n    interests\n    bio\n    experience\n    yearsExperience\n    currentRole\n    company\n    mentorVerified\n    createdAt\n    achievements {\n      ...RestAchievement\n    }\n    teams {\n      id\n      name\n      status\n    }\n    projects {\n      id\n      title\n    }\n  }\n': typeof types.RestPersonPageFragmentDoc;
  '\n  fragment RestRecommendedUser on RecommendedUser {\n    id\n    firstName\n    lastName\n    role\n    experience\n    profileImageUrl\n    sharedSkills\n    sharedInterests\n  }\n': typeof types.RestRecommendedUserFragmentDoc;
  '\n  fragment RestAchievement on Achievement {\n    id\n    key\n    name\n    title\n    description\n    icon\n    category\n    points\n    earnedAt\n  }\n': typeof types.RestAchievementFragmentDoc;
  '\n  query CurrentUser {\n    me {\n      ...RestUser\n    }\n  }\n': typeof types.CurrentUserDocument;
  '\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...RestUser\n    }\n  }\n': typeof types.LoginDocument;
  '\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...RestUser\n    }\n  }\n': typeof types.RegisterDocument;
  '\n  mutation UpdateProfile($input: ProfileUpdateInput!) {\n    updateProfile(input: $input) {\n      ...RestUser\n    }\n  }\n': typeof types.UpdateProfileDocument;
  '\n  mutation Logout {\n    logout\n  }\n': typeof types.LogoutDocument;
  '\n  query MyNotifications($first: Int, $after: String, $unread: Boolean) {\n    myNotifications(first: $first, after: $after, unread: $unread) {\n      nodes {\n        id\n        type\n        createdAt\n        read\n        data\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n': typeof types.MyNotificationsDocument;
  '\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n': typeof types.UnreadNotificationCountDocument;
  '\n  mutation MarkNotificationsRead($input: MarkNotificationsReadInput!) {\n    markNotificationsRead(input: $input)\n  }\n': typeof types.MarkNotificationsReadDocument;
  '\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n': typeof types.MarkAllNotificationsReadDocument;
  '\n  query NotificationPreferences {\n    notificationPreferences {\n      ...RestNotificationPreferences\n    }\n  }\n': typeof types.NotificationPreferencesDocument;
  '\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      ...RestNotificationPreferences\n    }\n  }\n': typeof types.UpdateNotificationPreferencesDocument;
  '\n  fragment RestNotificationPreferences on NotificationPreferences {\n    teamJoins {\n      inApp\n      email\n    }\n    invitations {\n      inApp\n      email\n    }\n    likes {\n      inApp\n      email\n    }\n    badges {\n      inApp\n      email\n    }\n    newChallenges {\n      inApp\n      email\n    }\n    chatMentions {\n      inApp\n      email\n    }\n    programmes {\n      inApp\n      email\n    }\n    newChallengesDelivery\n  }\n': typeof types.RestNotificationPreferencesFragmentDoc;
  '\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n': typeof types.ChangePasswordDocument;
  '\n  query MySessions {\n    mySessions {\n      id\n      current\n      browser\n      network\n      createdAt\n      lastSeenAt\n    }\n  }\n': typeof types.MySessionsDocument;
  '\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n': typeof types.EndSessionDocument;
  '\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n': typeof types.EndOtherSessionsDocument;
  '\n  mutation DeleteMyAccount($input: DeleteAccountInput!) {\n    deleteMyAccount(input: $input)\n  }\n': typeof types.DeleteMyAccountDocument;
  '\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input)\n  }\n': typeof types.RequestPasswordResetDocument;
  '\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n': typeof types.ResetPasswordDocument;
  '\n  query AccountFeatures {\n    accountFeatures {\n      passwordReset\n    }\n  }\n': typeof types.AccountFeaturesDocument;
  '\n  query RecommendedUsers($first: Int, $after: String) {\n    recommendedUsers(first: $first, after: $after) {\n      nodes {\n        ...RestRecommendedUser\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n': typeof types.RecommendedUsersDocument;
  '\n  query MyAchievements($first: Int, $after: String) {\n    myAchievements(first: $first, after: $after) {\n      nodes {\n        ...RestAchievement\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n': typeof types.MyAchievementsDocument;
  '\n  query Challenges($first: Int, $after: String, $search: String, $category: String, $programmeId: ID) {\n    challenges(\n      first: $first\n      after: $after\n      search: $search\n      category: $category\n      programmeId: $programmeId\n    ) {\n      nodes {\n        ...RestChallenge\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n': typeof types.ChallengesDocument;
  '\n  fragment RestChallengeDetail on Challenge {\n    ...RestChallenge\n    validatedInsights\n    editedAt\n    canEdit\n    hidden\n    hiddenReason\n    teams(first: 20) {\n      nodes {\n        id\n        name\n        status\n        memberCount\n        maxMembers\n        progress\n        projects {\n          id\n          title\n        }\n      }\n      totalCount\n    }\n  }\n': typeof types.RestChallengeDetailFragmentDoc;
  '\n  query Challenge($id: ID!) {\n    challenge(id: $id) {\n      ...RestChallengeDetail\n    }\n  }\n': typeof types.ChallengeDocument;
  '\n  mutation UpdateChallenge($id: ID!, $input: UpdateChallengeInput!) {\n    updateChallenge(id: $id, input: $input) {\n      ...RestChallengeDetail\n    }\n  }\n': typeof types.UpdateChallengeDocument;
  '\n  mutation CreateChallenge($input: CreateChallengeInput!) {\n    createChallenge(input: $input) {\n      ...RestChallenge\n    }\n  }\n': typeof types.CreateChallengeDocument;
  '\n  query Teams($first: Int, $after: String, $search: String, $status: String, $programmeId: ID) {\n    teams(first: $first, after: $after, search: $search, status: $status, programmeId: $programmeId) {\n      nodes {\n        ...RestTeam\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n': typeof types.TeamsDocument;
  '\n  query MyTeams($first: Int, $after: String) {\n    myTeams(first: $first, after: $after) {\n      nodes {\n        ...RestTeam\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n': typeof types.MyTeamsDocument;
  '\n  query Team($id: ID!) {\n    team(id: $id) {\n      ...RestTeamDetail\n    }\n  }\n': typeof types.TeamDocument;
  '\n  mutation UpdateTeam($id: ID!, $input: UpdateTeamInput!) {\n    updateTeam(id: $id, input: $input) {\n      ...RestTeamDetail\n    }\n  }\n': typeof types.UpdateTeamDocument;
  '\n  mutation LeaveTeam($teamId: ID!) {\n    leaveTeam(teamId: $teamId) {\n      ...RestTeamDetail\n    }\n  }\n': typeof types.LeaveTeamDocument;
  '\n  mutation RemoveTeamMember($teamId: ID!, $userId: ID!) {\n    removeTeamMember(teamId: $teamId, userId: $userId) {\n      ...RestTeamDetail\n    }\n  }\n': typeof types.RemoveTeamMemberDocument;
  '\n  mutation TransferTeamLead($teamId: ID!, $userId: ID!) {\n    transferTeamLead(teamId: $teamId, userId: $userId) {\n      ...RestTeamDetail\n    }\n  }\n': typeof types.TransferTeamLeadDocument;
  '\n  query MyInvitations($first: Int, $after: String) {\n    myInvitations(first: $first, after: $after) {\n      nodes {\n        ...RestReceivedInvitation\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n': typeof types.MyInvitationsDocument;
  '\n  mutation AcceptTeamInvitation($id: ID!) {\n    acceptTeamInvitation(id: $id) {\n      ...RestTeamDetail\n    }\n  }\n': typeof types.AcceptTeamInvitationDocument;
  '\n  mutation DeclineTeamInvitation($id: ID!) {\n    declineTeamInvitation(id: $id) {\n      ...RestTeamInvitation\n    }\n  }\n': typeof types.DeclineTeamInvitationDocument;
  '\n  mutation WithdrawTeamInvitation($id: ID!) {\n    withdrawTeamInvitation(id: $id) {\n      ...RestTeamInvitation\n    }\n  }\n': typeof types.WithdrawTeamInvitationDocument;
  '\n  mutation CreateTeam($input: CreateTeamInput!) {\n    createTeam(input: $input) {\n      ...RestTeam\n    }\n  }\n': typeof types.CreateTeamDocument;
  '\n  mutation JoinTeam($teamId: ID!) {\n    joinTeam(teamId: $teamId) {\n      ...RestTeam\n    }\n  }\n': typeof types.JoinTeamDocument;
  '\n  mutation InviteToTeam($input: TeamInvitationInput!) {\n    inviteToTeam(input: $input) {\n      ...RestTeamInvitation\n    }\n  }\n': typeof types.InviteToTeamDocument;
  '\n  query MyMeetings($first: Int, $after: String) {\n    myMeetings(first: $first, after: $after) {\n      nodes {\n        ...RestMeeting\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n': typeof types.MyMeetingsDocument;
  '\n  query Resources($first: Int, $after: String, $search: String, $type: String, $level: String) {\n    resources(first: $first, after: $after, search: $search, type: $type, level: $level) {\n      nodes {\n        ...RestResource\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n': typeof types.ResourcesDocument;
  '\n  mutation CreateResource($input: CreateResourceInput!) {\n    createResource(input: $input) {\n      ...RestResource\n    }\n  }\n': typeof types.CreateResourceDocument;
  '\n  query Projects(\n    $first: Int\n    $after: String\n    $search: String\n    $topic: String\n    $sort: String\n    $programmeId: ID\n  ) {\n    projects(\n      first: $first\n      after: $after\n      search: $search\n      topic: $topic\n      sort: $sort\n      programmeId: $programmeId\n    ) {\n      nodes {\n        ...RestProject\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n': typeof types.ProjectsDocument;
  '\n  query FeaturedProjects {\n    featuredProjects {\n      ...RestProject\n    }\n  }\n': typeof types.FeaturedProjectsDocument;
  '\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      ...RestProject\n    }\n  }\n': typeof types.CreateProjectDocument;
  '\n  query Project($id: ID!) {\n    project(id: $id) {\n      ...RestProjectDetail\n    }\n  }\n': typeof types.ProjectDocument;
  '\n  mutation UpdateProject($id: ID!, $input: UpdateProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      ...RestProjectDetail\n    }\n  }\n': typeof types.UpdateProjectDocument;
  '\n  mutation RemoveProject($id: ID!) {\n    removeProject(id: $id)\n  }\n': typeof types.RemoveProjectDocument;
  '\n  mutation UpdateResource($id: ID!, $input: UpdateResourceInput!) {\n    updateResource(id: $id, input: $input) {\n      ...RestResourceDetail\n    }\n  }\n': typeof types.UpdateResourceDocument;
  '\n  mutation RemoveResource($id: ID!) {\n    removeResource(id: $id)\n  }\n': typeof types.RemoveResourceDocument;
  '\n  query Person($id: ID!) {\n    user(id: $id) {\n      ...RestPersonPage\n    }\n    challenges(createdBy: $id, first: 50) {\n      nodes {\n        id\n        title\n        status\n      }\n    }\n  }\n': typeof types.PersonDocument;
  '\n  mutation LikeProject($id: ID!) {\n    likeProject(id: $id) {\n      ...RestProject\n    }\n  }\n': typeof types.LikeProjectDocument;
  '\n  mutation GenerateIslaResponse($input: IslaResponseInput!) {\n    generateIslaResponse(input: $input) {\n      message\n      nextPhase\n    }\n  }\n': typeof types.GenerateIslaResponseDocument;
  '\n  mutation ValidateChallengeIdea($input: ChallengeValidationInput!) {\n    validateChallengeIdea(input: $input) {\n      valid\n      feedback\n    }\n  }\n': typeof types.ValidateChallengeIdeaDocument;
  '\n  mutation SynthesizeSpeech($input: SpeechInput!) {\n    synthesizeSpeech(input: $input) {\n      contentType\n      audioBase64\n    }\n  }\n': typeof types.SynthesizeSpeechDocument;
  '\n  fragment RestTeamMessage on TeamMessage {\n    id\n    teamId\n    authorId\n    author {\n      ...RestPerson\n    }\n    body\n    createdAt\n    editedAt\n    deleted\n    hidden\n    hiddenReason\n    canEdit\n  }\n': typeof types.RestTeamMessageFragmentDoc;
  '\n  query TeamMessages($teamId: ID!, $first: Int, $after: String) {\n    teamMessages(teamId: $teamId, first: $first, after: $after) {\n      nodes {\n        ...RestTeamMessage\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n': typeof types.TeamMessagesDocument;
  '\n  mutation PostTeamMessage($teamId: ID!, $input: TeamMessageInput!) {\n    postTeamMessage(teamId: $teamId, input: $input) {\n      ...RestTeamMessage\n    }\n  }\n': typeof types.PostTeamMessageDocument;
  '\n  mutation EditTeamMessage($id: ID!, $teamId: ID!, $input: TeamMessageInput!) {\n    editTeamMessage(id: $id, teamId: $teamId, input: $input) {\n      ...RestTeamMessage\n    }\n  }\n': typeof types.EditTeamMessageDocument;
  '\n  mutation DeleteTeamMessage($id: ID!, $teamId: ID!) {\n    deleteTeamMessage(id: $id, teamId: $teamId) {\n      ...RestTeamMessage\n    }\n  }\n': typeof types.DeleteTeamMessageDocument;
  '\n  mutation MarkTeamChatRead($teamId: ID!) {\n    markTeamChatRead(teamId: $teamId) {\n      teamId\n      unread\n    }\n  }\n': typeof types.MarkTeamChatReadDocument;
  '\n  fragment RestComment on Comment {\n    id\n    subjectType\n    subjectId\n    parentId\n    body\n    deleted\n    authorId\n    author {\n      ...RestPerson\n    }\n    createdAt\n    updatedAt\n    editedAt\n    canEdit\n    canDelete\n    hidden\n    hiddenReason\n  }\n': typeof types.RestCommentFragmentDoc;
  '\n  fragment RestThread on Comment {\n    ...RestComment\n    replies {\n      ...RestComment\n    }\n  }\n': typeof types.RestThreadFragmentDoc;
  '\n  query Comments($subjectType: String!, $subjectId: ID!, $first: Int, $after: String) {\n    comments(subjectType: $subjectType, subjectId: $subjectId, first: $first, after: $after) {\n      nodes {\n        ...RestThread\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n': typeof types.CommentsDocument;
  '\n  mutation AddComment($subjectType: String!, $subjectId: ID!, $body: String!, $parentId: ID) {\n    addComment(\n      input: { subjectType: $subjectType, subjectId: $subjectId, body: $body, parentId: $parentId }\n    ) {\n      ...RestComment\n    }\n  }\n': typeof types.AddCommentDocument;
  '\n  mutation EditComment($id: ID!, $input: EditCommentInput!) {\n    editComment(id: $id, input: $input) {\n      ...RestComment\n    }\n  }\n': typeof types.EditCommentDocument;
  '\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id) {\n      ...RestComment\n    }\n  }\n': typeof types.DeleteCommentDocument;
  '\n  fragment RestMentorAvailability on MentorAvailability {\n    slots {\n      day\n      start\n      end\n    }\n    timeZone\n    maxTeams\n    notAvailableUntil\n    languages\n    updatedAt\n  }\n': typeof types.RestMentorAvailabilityFragmentDoc;
  '\n  fragment RestMentor on User {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    skills\n    interests\n    bio\n    experience\n    yearsExperience\n    currentRole\n    company\n    mentorAvailability {\n      ...RestMentorAvailability\n    }\n  }\n': typeof types.RestMentorFragmentDoc;
  '\n  query Mentors($first: Int, $after: String, $search: String, $expertise: String, $language: String) {\n    mentors(first: $first, after: $after, search: $search, expertise: $expertise, language: $language) {\n      nodes {\n        ...RestMentor\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n': typeof types.MentorsDocument;
  '\n  query MyAvailability {\n    me {\n      id\n      mentorAvailability {\n        ...RestMentorAvailability\n      }\n    }\n  }\n': typeof types.MyAvailabilityDocument;
  '\n  mutation SetMentorAvailability($input: MentorAvailabilityInput!) {\n    setMentorAvailability(input: $input) {\n      ...RestMentorAvailability\n    }\n  }\n': typeof types.SetMentorAvailabilityDocument;
  '\n  fragment RestMentoringRequest on MentoringRequest {\n    id\n    teamId\n    team {\n      id\n      name\n    }\n    mentorId\n    mentor {\n      ...RestPerson\n    }\n    requestedBy\n    requester {\n      ...RestPerson\n    }\n    message\n    topics\n    status\n    note\n    createdAt\n    answeredAt\n    expiresAt\n  }\n': typeof types.RestMentoringRequestFragmentDoc;
  '\n  mutation RequestMentoring($teamId: ID!, $input: MentoringRequestInput!) {\n    requestMentoring(teamId: $teamId, input: $input) {\n      ...RestMentoringRequest\n    }\n  }\n': typeof types.RequestMentoringDocument;
  '\n  query IncomingMentoringRequests($first: Int, $after: String, $pendingOnly: Boolean) {\n    incomingMentoringRequests(first: $first, after: $after, pendingOnly: $pendingOnly) {\n      nodes {\n        ...RestMentoringRequest\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n': typeof types.IncomingMentoringRequestsDocument;
  '\n  mutation AnswerMentoringRequest($requestId: ID!, $input: MentoringAnswerInput!) {\n    answerMentoringRequest(requestId: $requestId, input: $input) {\n      ...RestMentoringRequest\n    }\n  }\n': typeof types.AnswerMentoringRequestDocument;
  '\n  mutation WithdrawMentoringRequest($requestId: ID!) {\n    withdrawMentoringRequest(requestId: $requestId) {\n      ...RestMentoringRequest\n    }\n  }\n': typeof types.WithdrawMentoringRequestDocument;
  '\n  mutation EndMentoring($teamId: ID!, $mentorId: ID!) {\n    endMentoring(teamId: $teamId, mentorId: $mentorId) {\n      ...RestTeamDetail\n    }\n  }\n': typeof types.EndMentoringDocument;
  '\n  query MyMentoredTeams {\n    myMentoredTeams {\n      ...RestTeam\n    }\n  }\n': typeof types.MyMentoredTeamsDocument;
  '\n  query MentorFreeSlots($mentorId: ID!, $teamId: ID!) {\n    mentorFreeSlots(mentorId: $mentorId, teamId: $teamId) {\n      startsAt\n      endsAt\n    }\n  }\n': typeof types.MentorFreeSlotsDocument;
  '\n  mutation ScheduleMeeting($teamId: ID!, $input: ScheduleMeetingInput!) {\n    scheduleMeeting(teamId: $teamId, input: $input) {\n      ...RestMeeting\n    }\n  }\n': typeof types.ScheduleMeetingDocument;
  '\n  query Meeting($id: ID!) {\n    meeting(id: $id) {\n      ...RestMeeting\n    }\n  }\n': typeof types.MeetingDocument;
  '\n  query MeetingCalendar($id: ID!) {\n    meeting(id: $id) {\n      ...RestMeeting\n      team {\n        id\n        name\n      }\n      mentor {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n': typeof types.MeetingCalendarDocument;
  '\n  mutation UpdateMeeting($meetingId: ID!, $input: UpdateMeetingInput!) {\n    updateMeeting(meetingId: $meetingId, input: $input) {\n      ...RestMeeting\n    }\n  }\n': typeof types.UpdateMeetingDocument;
  '\n  mutation CancelMeeting($meetingId: ID!) {\n    cancelMeeting(meetingId: $meetingId) {\n      ...RestMeeting\n    }\n  }\n': typeof types.CancelMeetingDocument;
  '\n  fragment RestProjectFeedback on ProjectFeedback {\n    id\n    projectId\n    mentorId\n    mentor {\n      ...RestPerson\n    }\n    notes\n    scores {\n      problem\n      solution\n      prototype\n      presentation\n    }\n    createdAt\n    updatedAt\n  }\n': typeof types.RestProjectFeedbackFragmentDoc;
  '\n  query ProjectFeedback($id: ID!) {\n    project(id: $id) {\n      id\n      feedback {\n        ...RestProjectFeedback\n      }\n    }\n  }\n': typeof types.ProjectFeedbackDocument;
  '\n  mutation GiveProjectFeedback($projectId: ID!, $input: ProjectFeedbackInput!) {\n    giveProjectFeedback(projectId: $projectId, input: $input) {\n      ...RestProjectFeedback\n    }\n  }\n': typeof types.GiveProjectFeedbackDocument;
  '\n  query MyDataExport {\n    identityDataExport\n    challengesDataExport\n    teamsDataExport\n    showcaseDataExport\n    discussionsDataExport\n    programmesDataExport\n    brainstormDataExport\n  }\n': typeof types.MyDataExportDocument;
  '\n  fragment RestReport on Report {\n    id\n    itemType\n    itemId\n    reason\n    note\n    status\n    createdAt\n  }\n': typeof types.RestReportFragmentDoc;
  '\n  fragment RestReportedItem on ReportedItem {\n    itemType\n    itemId\n    reportCount\n    latestAt\n    reports {\n      id\n      reason\n      note\n      createdAt\n      reporter {\n        ...RestPerson\n      }\n    }\n    challenge {\n      id\n      title\n    }\n    team {\n      id\n      name\n    }\n    project {\n      id\n      title\n    }\n    resource {\n      id\n      title\n    }\n    comment {\n      id\n      body\n      subjectType\n      subjectId\n    }\n    person {\n      ...RestPerson\n    }\n  }\n': typeof types.RestReportedItemFragmentDoc;
  '\n  fragment RestModerationAction on ModerationAction {\n    id\n    action\n    itemType\n    itemId\n    reason\n    details\n    createdAt\n    actor {\n      ...RestPerson\n    }\n    subject {\n      ...RestPerson\n    }\n  }\n': typeof types.RestModerationActionFragmentDoc;
  '\n  fragment RestModeratedUser on User {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    moderationHistory {\n      hiddenCount\n      suspensionCount\n      reportCount\n      suspendedUntil\n      suspendedForGood\n      suspensionReason\n    }\n  }\n': typeof types.RestModeratedUserFragmentDoc;
  '\n  mutation ReportContent($input: ReportInput!) {\n    reportContent(input: $input) {\n      ...RestReport\n    }\n  }\n': typeof types.ReportContentDocument;
  '\n  query ModerationQueue($first: Int, $after: String) {\n    moderationQueue(first: $first, after: $after) {\n      nodes {\n        ...RestReportedItem\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n': typeof types.ModerationQueueDocument;
  '\n  query ModerationLog($first: Int, $after: String) {\n    moderationLog(first: $first, after: $after) {\n      nodes {\n        ...RestModerationAction\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n': typeof types.ModerationLogDocument;
  '\n  mutation DismissReports($itemType: String!, $itemId: ID!, $reason: String) {\n    dismissReports(itemType: $itemType, itemId: $itemId, reason: $reason)\n  }\n': typeof types.DismissReportsDocument;
  '\n  mutation SuspendUser($userId: ID!, $until: DateTime, $reason: String!) {\n    suspendUser(userId: $userId, until: $until, reason: $reason) {\n      ...RestModeratedUser\n    }\n  }\n': typeof types.SuspendUserDocument;
  '\n  mutation LiftSuspension($userId: ID!) {\n    liftSuspension(userId: $userId) {\n      ...RestModeratedUser\n    }\n  }\n': typeof types.LiftSuspensionDocument;
  '\n  fragment RestUnverifiedMentor on User {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    skills\n    bio\n    experience\n    yearsExperience\n    currentRole\n    company\n    mentorVerified\n    createdAt\n  }\n': typeof types.RestUnverifiedMentorFragmentDoc;
  '\n  query UnverifiedMentors($first: Int, $after: String) {\n    unverifiedMentors(first: $first, after: $after) {\n      nodes {\n        ...RestUnverifiedMentor\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n': typeof types.UnverifiedMentorsDocument;
  '\n  mutation VerifyMentor($userId: ID!, $verified: Boolean!) {\n    verifyMentor(userId: $userId, verified: $verified) {\n      ...RestUnverifiedMentor\n    }\n  }\n': typeof types.VerifyMentorDocument;
  '\n  fragment RestCohortCode on CohortCode {\n    id\n    code\n    name\n    validUntil\n    maxUses\n    uses\n    createdAt\n  }\n': typeof types.RestCohortCodeFragmentDoc;
  '\n  query CohortCodes($first: Int, $after: String) {\n    cohortCodes(first: $first, after: $after) {\n      nodes {\n        ...RestCohortCode\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n': typeof types.CohortCodesDocument;
  '\n  mutation CreateCohortCode($input: CreateCohortCodeInput!) {\n    createCohortCode(input: $input) {\n      ...RestCohortCode\n    }\n  }\n': typeof types.CreateCohortCodeDocument;
  '\n  mutation SetItemHidden(\n    $id: ID!\n    $hidden: Boolean!\n    $reason: String\n    $challenge: Boolean!\n    $team: Boolean!\n    $project: Boolean!\n    $resource: Boolean!\n    $comment: Boolean!\n  ) {\n    setChallengeHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $challenge) {\n      id\n      hidden\n      hiddenReason\n    }\n    setTeamHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $team) {\n      id\n      hidden\n      hiddenReason\n    }\n    setProjectHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $project) {\n      id\n      hidden\n      hiddenReason\n    }\n    setResourceHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $resource) {\n      id\n      hidden\n      hiddenReason\n    }\n    setCommentHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $comment) {\n      id\n      hidden\n      hiddenReason\n    }\n  }\n': typeof types.SetItemHiddenDocument;
  '\n  fragment RestProgramme on Programme {\n    id\n    name\n    description\n    nameDe\n    descriptionDe\n    timeZone\n    phases {\n      key\n      startsAt\n      endsAt\n    }\n    submissionDeadline\n    judgingEndsAt\n    resultsAt\n    currentPhase\n    submissionsOpen\n    nextDeadline {\n      kind\n      phase\n      at\n    }\n    joinCode\n    viewerIsOrganiser\n    memberCount\n    organisers {\n      id\n    }\n    createdAt\n    updatedAt\n  }\n': typeof types.RestProgrammeFragmentDoc;
  '\n  query Programme($id: ID!) {\n    programme(id: $id) {\n      ...RestProgramme\n    }\n  }\n': typeof types.ProgrammeDocument;
  '\n  mutation CreateProgramme($input: CreateProgrammeInput!) {\n    createProgramme(input: $input) {\n      ...RestProgramme\n    }\n  }\n': typeof types.CreateProgrammeDocument;
  '\n  mutation UpdateProgramme($id: ID!, $input: UpdateProgrammeInput!) {\n    updateProgramme(id: $id, input: $input) {\n      ...RestProgramme\n    }\n  }\n': typeof types.UpdateProgrammeDocument;
  '\n  mutation AddProgrammeOrganiser($programmeId: ID!, $userId: ID!) {\n    addProgrammeOrganiser(programmeId: $programmeId, userId: $userId) {\n      ...RestProgramme\n    }\n  }\n': typeof types.AddProgrammeOrganiserDocument;
  '\n  mutation JoinProgramme($code: String!) {\n    joinProgramme(code: $code) {\n      ...RestProgramme\n    }\n  }\n': typeof types.JoinProgrammeDocument;
  '\n  query MyProgrammes {\n    myProgrammes {\n      current\n      member\n      organiser\n      programme {\n        ...RestProgramme\n      }\n    }\n  }\n': typeof types.MyProgrammesDocument;
  '\n  fragment RestProgrammeMember on ProgrammeMember {\n    userId\n    user {\n      id\n      firstName\n      lastName\n    }\n    joinedAt\n    isMentor\n    lastActiveOn\n    startedBrainstorm\n    team {\n      id\n      name\n      progress\n      milestones {\n        key\n        done\n      }\n      projectId\n      projectTitle\n      result {\n        rank\n        awards\n        awardsDe\n      }\n    }\n  }\n': typeof types.RestProgrammeMemberFragmentDoc;
  '\n  query ProgrammeMembers($programmeId: ID!, $filter: String, $first: Int, $after: String) {\n    programmeMembers(programmeId: $programmeId, filter: $filter, first: $first, after: $after) {\n      nodes {\n        ...RestProgrammeMember\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n': typeof types.ProgrammeMembersDocument;
  '\n  fragment RestProgrammeTeam on ProgrammeTeam {\n    id\n    name\n    leaderId\n    progress\n    milestones {\n      key\n      done\n    }\n    projectId\n    projectTitle\n    createdAt\n    members {\n      id\n      firstName\n      lastName\n    }\n    mentors {\n      id\n      firstName\n      lastName\n    }\n  }\n': typeof types.RestProgrammeTeamFragmentDoc;
  '\n  query ProgrammeTeams($programmeId: ID!, $first: Int, $after: String) {\n    programmeTeams(programmeId: $programmeId, first: $first, after: $after) {\n      nodes {\n        ...RestProgrammeTeam\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n': typeof types.ProgrammeTeamsDocument;
  '\n  mutation PostAnnouncement($programmeId: ID!, $input: AnnouncementInput!) {\n    postAnnouncement(programmeId: $programmeId, input: $input) {\n      id\n      programmeId\n      title\n      body\n      audience\n      recipientCount\n      createdAt\n    }\n  }\n': typeof types.PostAnnouncementDocument;
};
const documents: Documents = {
  '\n  query MyCredentials {\n    myCredentials {\n      id\n      kind\n      key\n      name\n      description\n      programmeId\n      earnedAt\n      revoked\n      fileName\n    }\n  }\n':
    types.MyCredentialsDocument,
  '\n  query Credential($id: ID!) {\n    credential(id: $id) {\n      json\n      fileName\n    }\n  }\n':
    types.CredentialDocument,
  '\n  query CredentialStatusList($listId: Int!) {\n    credentialStatusList(listId: $listId)\n  }\n':
    types.CredentialStatusListDocument,
  '\n  query CredentialIssuerDidDocument {\n    credentialIssuerDidDocument\n  }\n':
    types.CredentialIssuerDidDocumentDocument,
  '\n  query VerifyCredential($credential: String!) {\n    verifyCredential(credential: $credential) {\n      verified\n      reason\n      message\n      achievementName\n      issuerId\n      issuerName\n      holder\n      validFrom\n    }\n  }\n':
    types.VerifyCredentialDocument,
  '\n  fragment RestJudging on Judging {\n    programmeId\n    judgesPerProject\n    assignedAt\n    publishedAt\n    judgeIds\n    rubric {\n      key\n      name\n      nameDe\n      weight\n    }\n    awards {\n      key\n      name\n      nameDe\n      kind\n      criterion\n    }\n    projects {\n      projectId\n      projectTitle\n      teamId\n      teamName\n      judgeIds\n      flagged\n    }\n  }\n':
    types.RestJudgingFragmentDoc,
  '\n  fragment RestAward on ProgrammeAward {\n    key\n    name\n    nameDe\n    kind\n    criterion\n    winner {\n      projectId\n      projectTitle\n      teamId\n      teamName\n    }\n  }\n':
    types.RestAwardFragmentDoc,
  '\n  fragment RestResults on ProgrammeResults {\n    programmeId\n    publishedAt\n    ranking {\n      rank\n      projectId\n      projectTitle\n      teamId\n      teamName\n      normalised\n      raw\n      spread\n      judgeCount\n      underJudged\n      votes\n      criteria {\n        key\n        raw\n        normalised\n      }\n    }\n    awards {\n      ...RestAward\n    }\n  }\n':
    types.RestResultsFragmentDoc,
  '\n  query ProgrammeJudging($programmeId: ID!) {\n    programmeJudging(programmeId: $programmeId) {\n      ...RestJudging\n    }\n  }\n':
    types.ProgrammeJudgingDocument,
  '\n  mutation AddProgrammeJudge($programmeId: ID!, $userId: ID!) {\n    addProgrammeJudge(programmeId: $programmeId, userId: $userId) {\n      ...RestJudging\n    }\n  }\n':
    types.AddProgrammeJudgeDocument,
  '\n  mutation AssignJudging($programmeId: ID!, $judgesPerProject: Int) {\n    assignJudging(programmeId: $programmeId, judgesPerProject: $judgesPerProject) {\n      ...RestJudging\n    }\n  }\n':
    types.AssignJudgingDocument,
  '\n  query MyJudgingQueue {\n    myJudgingQueue {\n      programmeId\n      programmeName\n      judgingEndsAt\n      projectId\n      projectTitle\n      teamName\n      assignedAt\n      scoredAt\n      rubric {\n        key\n        name\n        nameDe\n        weight\n      }\n    }\n  }\n':
    types.MyJudgingQueueDocument,
  '\n  mutation ScoreProject($projectId: ID!, $criteria: [CriterionScoreInput!]!, $comment: String) {\n    scoreProject(projectId: $projectId, criteria: $criteria, comment: $comment) {\n      projectId\n      criteria {\n        key\n        value\n      }\n      comment\n      updatedAt\n    }\n  }\n':
    types.ScoreProjectDocument,
  '\n  mutation PublishResults($programmeId: ID!, $early: Boolean) {\n    publishResults(programmeId: $programmeId, early: $early) {\n      ...RestResults\n    }\n  }\n':
    types.PublishResultsDocument,
  '\n  query ProgrammeResults($programmeId: ID!) {\n    programmeResults(programmeId: $programmeId) {\n      ...RestResults\n    }\n  }\n':
    types.ProgrammeResultsDocument,
  '\n  query ProgrammeAwards($programmeId: ID!) {\n    programmeAwards(programmeId: $programmeId) {\n      ...RestAward\n    }\n  }\n':
    types.ProgrammeAwardsDocument,
  '\n  mutation VoteForProject($programmeId: ID!, $projectId: ID!) {\n    voteForProject(programmeId: $programmeId, projectId: $projectId)\n  }\n':
    types.VoteForProjectDocument,
  '\n  query ProgrammeVotes($programmeId: ID!) {\n    programmeVotes(programmeId: $programmeId) {\n      projectId\n      votes\n    }\n  }\n':
    types.ProgrammeVotesDocument,
  '\n  mutation MoveJudgingAssignment($programmeId: ID!, $input: MoveJudgingAssignmentInput!) {\n    moveJudgingAssignment(programmeId: $programmeId, input: $input) {\n      ...RestJudging\n    }\n  }\n':
    types.MoveJudgingAssignmentDocument,
  '\n  mutation SetJudgingRubric($programmeId: ID!, $criteria: [JudgingCriterionInput!]!) {\n    setJudgingRubric(programmeId: $programmeId, criteria: $criteria) {\n      ...RestJudging\n    }\n  }\n':
    types.SetJudgingRubricDocument,
  '\n  mutation SetProgrammeAwards($programmeId: ID!, $awards: [ProgrammeAwardInput!]!) {\n    setProgrammeAwards(programmeId: $programmeId, awards: $awards) {\n      ...RestJudging\n    }\n  }\n':
    types.SetProgrammeAwardsDocument,
  '\n  query MentoringOverview {\n    myMentoredTeams {\n      id\n      name\n      programmeId\n      progress\n      milestones {\n        key\n        done\n      }\n      meetings {\n        id\n        title\n        scheduledAt\n        duration\n        meetingUrl\n      }\n    }\n    incomingMentoringRequests(first: 20, pendingOnly: true) {\n      nodes {\n        id\n        team {\n          id\n          name\n        }\n        requester {\n          id\n          firstName\n          lastName\n        }\n        message\n        topics\n        createdAt\n        expiresAt\n      }\n    }\n    projectsAwaitingMyFeedback(first: 20) {\n      nodes {\n        id\n        title\n        teamId\n        updatedAt\n      }\n    }\n    myProgrammes {\n      current\n      programme {\n        id\n        name\n        timeZone\n        currentPhase\n        submissionDeadline\n        nextDeadline {\n          kind\n          phase\n          at\n        }\n      }\n    }\n  }\n':
    types.MentoringOverviewDocument,
  '\n  fragment RestUser on User {\n    id\n    email\n    isStaff\n    firstName\n    lastName\n    profileImageUrl\n    role\n    skills\n    interests\n    bio\n    experience\n    yearsExperience\n    currentRole\n    company\n    createdAt\n    updatedAt\n  }\n':
    types.RestUserFragmentDoc,
  '\n  fragment RestPerson on User {\n    id\n    firstName\n    lastName\n    profileImageUrl\n  }\n':
    types.RestPersonFragmentDoc,
  '\n  fragment RestTeamMember on TeamMember {\n    userId\n    role\n    joinedAt\n    user {\n      ...RestPerson\n    }\n  }\n':
    types.RestTeamMemberFragmentDoc,
  '\n  fragment RestChallenge on Challenge {\n    id\n    title\n    description\n    category\n    difficulty\n    status\n    tags\n    createdBy\n    programmeId\n    author {\n      ...RestPerson\n    }\n    teamCount\n    createdAt\n    updatedAt\n  }\n':
    types.RestChallengeFragmentDoc,
  '\n  fragment RestTeam on Team {\n    id\n    name\n    description\n    challengeId\n    challenge {\n      id\n      title\n    }\n    leaderId\n    programmeId\n    maxMembers\n    status\n    memberCount\n    progress\n    milestones {\n      key\n      done\n    }\n    members {\n      ...RestTeamMember\n    }\n    isMember\n    createdAt\n    updatedAt\n  }\n':
    types.RestTeamFragmentDoc,
  '\n  fragment RestTeamInvitation on TeamInvitation {\n    id\n    teamId\n    invitedUserId\n    invitedBy\n    status\n    createdAt\n    expiresAt\n    answeredAt\n  }\n':
    types.RestTeamInvitationFragmentDoc,
  '\n  fragment RestReceivedInvitation on TeamInvitation {\n    ...RestTeamInvitation\n    team {\n      id\n      name\n    }\n    inviter {\n      ...RestPerson\n    }\n  }\n':
    types.RestReceivedInvitationFragmentDoc,
  '\n  fragment RestTeamDetail on Team {\n    ...RestTeam\n    openSeats\n    canManage\n    editedAt\n    hidden\n    hiddenReason\n    projects {\n      id\n      title\n    }\n    meetings {\n      ...RestMeeting\n    }\n    mentors {\n      ...RestPerson\n    }\n    invitations {\n      ...RestTeamInvitation\n    }\n  }\n':
    types.RestTeamDetailFragmentDoc,
  '\n  fragment RestMeeting on Meeting {\n    id\n    title\n    description\n    teamId\n    hostId\n    scheduledAt\n    duration\n    meetingUrl\n    status\n    mentorId\n    notes\n    createdAt\n    updatedAt\n  }\n':
    types.RestMeetingFragmentDoc,
  '\n  fragment RestResource on Resource {\n    id\n    title\n    description\n    type\n    url\n    provider\n    difficulty\n    tags\n    duration\n    createdAt\n    updatedAt\n  }\n':
    types.RestResourceFragmentDoc,
  '\n  fragment RestProject on Project {\n    id\n    title\n    description\n    teamId\n    team {\n      id\n      name\n      memberCount\n      members {\n        ...RestTeamMember\n      }\n    }\n    challengeId\n    programmeId\n    status\n    repositoryUrl\n    demoUrl\n    imageUrl\n    likes\n    likedByMe\n    views\n    tags\n    createdBy\n    createdAt\n    updatedAt\n  }\n':
    types.RestProjectFragmentDoc,
  '\n  fragment RestProjectDetail on Project {\n    ...RestProject\n    editedAt\n    submissionsClosedAt\n    canEdit\n    hidden\n    hiddenReason\n  }\n':
    types.RestProjectDetailFragmentDoc,
  '\n  fragment RestResourceDetail on Resource {\n    ...RestResource\n    editedAt\n    canEdit\n    hidden\n    hiddenReason\n  }\n':
    types.RestResourceDetailFragmentDoc,
  '\n  fragment RestPersonPage on User {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    role\n    skills\n    interests\n    bio\n    experience\n    yearsExperience\n    currentRole\n    company\n    mentorVerified\n    createdAt\n    achievements {\n      ...RestAchievement\n    }\n    teams {\n      id\n      name\n      status\n    }\n    projects {\n      id\n      title\n    }\n  }\n':
    types.RestPersonPageFragmentDoc,
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
  '\n  query MyNotifications($first: Int, $after: String, $unread: Boolean) {\n    myNotifications(first: $first, after: $after, unread: $unread) {\n      nodes {\n        id\n        type\n        createdAt\n        read\n        data\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n':
    types.MyNotificationsDocument,
  '\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n':
    types.UnreadNotificationCountDocument,
  '\n  mutation MarkNotificationsRead($input: MarkNotificationsReadInput!) {\n    markNotificationsRead(input: $input)\n  }\n':
    types.MarkNotificationsReadDocument,
  '\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n':
    types.MarkAllNotificationsReadDocument,
  '\n  query NotificationPreferences {\n    notificationPreferences {\n      ...RestNotificationPreferences\n    }\n  }\n':
    types.NotificationPreferencesDocument,
  '\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      ...RestNotificationPreferences\n    }\n  }\n':
    types.UpdateNotificationPreferencesDocument,
  '\n  fragment RestNotificationPreferences on NotificationPreferences {\n    teamJoins {\n      inApp\n      email\n    }\n    invitations {\n      inApp\n      email\n    }\n    likes {\n      inApp\n      email\n    }\n    badges {\n      inApp\n      email\n    }\n    newChallenges {\n      inApp\n      email\n    }\n    chatMentions {\n      inApp\n      email\n    }\n    programmes {\n      inApp\n      email\n    }\n    newChallengesDelivery\n  }\n':
    types.RestNotificationPreferencesFragmentDoc,
  '\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n':
    types.ChangePasswordDocument,
  '\n  query MySessions {\n    mySessions {\n      id\n      current\n      browser\n      network\n      createdAt\n      lastSeenAt\n    }\n  }\n':
    types.MySessionsDocument,
  '\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n': types.EndSessionDocument,
  '\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n': types.EndOtherSessionsDocument,
  '\n  mutation DeleteMyAccount($input: DeleteAccountInput!) {\n    deleteMyAccount(input: $input)\n  }\n':
    types.DeleteMyAccountDocument,
  '\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input)\n  }\n':
    types.RequestPasswordResetDocument,
  '\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n':
    types.ResetPasswordDocument,
  '\n  query AccountFeatures {\n    accountFeatures {\n      passwordReset\n    }\n  }\n':
    types.AccountFeaturesDocument,
  '\n  query RecommendedUsers($first: Int, $after: String) {\n    recommendedUsers(first: $first, after: $after) {\n      nodes {\n        ...RestRecommendedUser\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n':
    types.RecommendedUsersDocument,
  '\n  query MyAchievements($first: Int, $after: String) {\n    myAchievements(first: $first, after: $after) {\n      nodes {\n        ...RestAchievement\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n':
    types.MyAchievementsDocument,
  '\n  query Challenges($first: Int, $after: String, $search: String, $category: String, $programmeId: ID) {\n    challenges(\n      first: $first\n      after: $after\n      search: $search\n      category: $category\n      programmeId: $programmeId\n    ) {\n      nodes {\n        ...RestChallenge\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n':
    types.ChallengesDocument,
  '\n  fragment RestChallengeDetail on Challenge {\n    ...RestChallenge\n    validatedInsights\n    editedAt\n    canEdit\n    hidden\n    hiddenReason\n    teams(first: 20) {\n      nodes {\n        id\n        name\n        status\n        memberCount\n        maxMembers\n        progress\n        projects {\n          id\n          title\n        }\n      }\n      totalCount\n    }\n  }\n':
    types.RestChallengeDetailFragmentDoc,
  '\n  query Challenge($id: ID!) {\n    challenge(id: $id) {\n      ...RestChallengeDetail\n    }\n  }\n':
    types.ChallengeDocument,
  '\n  mutation UpdateChallenge($id: ID!, $input: UpdateChallengeInput!) {\n    updateChallenge(id: $id, input: $input) {\n      ...RestChallengeDetail\n    }\n  }\n':
    types.UpdateChallengeDocument,
  '\n  mutation CreateChallenge($input: CreateChallengeInput!) {\n    createChallenge(input: $input) {\n      ...RestChallenge\n    }\n  }\n':
    types.CreateChallengeDocument,
  '\n  query Teams($first: Int, $after: String, $search: String, $status: String, $programmeId: ID) {\n    teams(first: $first, after: $after, search: $search, status: $status, programmeId: $programmeId) {\n      nodes {\n        ...RestTeam\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n':
    types.TeamsDocument,
  '\n  query MyTeams($first: Int, $after: String) {\n    myTeams(first: $first, after: $after) {\n      nodes {\n        ...RestTeam\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n':
    types.MyTeamsDocument,
  '\n  query Team($id: ID!) {\n    team(id: $id) {\n      ...RestTeamDetail\n    }\n  }\n':
    types.TeamDocument,
  '\n  mutation UpdateTeam($id: ID!, $input: UpdateTeamInput!) {\n    updateTeam(id: $id, input: $input) {\n      ...RestTeamDetail\n    }\n  }\n':
    types.UpdateTeamDocument,
  '\n  mutation LeaveTeam($teamId: ID!) {\n    leaveTeam(teamId: $teamId) {\n      ...RestTeamDetail\n    }\n  }\n':
    types.LeaveTeamDocument,
  '\n  mutation RemoveTeamMember($teamId: ID!, $userId: ID!) {\n    removeTeamMember(teamId: $teamId, userId: $userId) {\n      ...RestTeamDetail\n    }\n  }\n':
    types.RemoveTeamMemberDocument,
  '\n  mutation TransferTeamLead($teamId: ID!, $userId: ID!) {\n    transferTeamLead(teamId: $teamId, userId: $userId) {\n      ...RestTeamDetail\n    }\n  }\n':
    types.TransferTeamLeadDocument,
  '\n  query MyInvitations($first: Int, $after: String) {\n    myInvitations(first: $first, after: $after) {\n      nodes {\n        ...RestReceivedInvitation\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n':
    types.MyInvitationsDocument,
  '\n  mutation AcceptTeamInvitation($id: ID!) {\n    acceptTeamInvitation(id: $id) {\n      ...RestTeamDetail\n    }\n  }\n':
    types.AcceptTeamInvitationDocument,
  '\n  mutation DeclineTeamInvitation($id: ID!) {\n    declineTeamInvitation(id: $id) {\n      ...RestTeamInvitation\n    }\n  }\n':
    types.DeclineTeamInvitationDocument,
  '\n  mutation WithdrawTeamInvitation($id: ID!) {\n    withdrawTeamInvitation(id: $id) {\n      ...RestTeamInvitation\n    }\n  }\n':
    types.WithdrawTeamInvitationDocument,
  '\n  mutation CreateTeam($input: CreateTeamInput!) {\n    createTeam(input: $input) {\n      ...RestTeam\n    }\n  }\n':
    types.CreateTeamDocument,
  '\n  mutation JoinTeam($teamId: ID!) {\n    joinTeam(teamId: $teamId) {\n      ...RestTeam\n    }\n  }\n':
    types.JoinTeamDocument,
  '\n  mutation InviteToTeam($input: TeamInvitationInput!) {\n    inviteToTeam(input: $input) {\n      ...RestTeamInvitation\n    }\n  }\n':
    types.InviteToTeamDocument,
  '\n  query MyMeetings($first: Int, $after: String) {\n    myMeetings(first: $first, after: $after) {\n      nodes {\n        ...RestMeeting\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n':
    types.MyMeetingsDocument,
  '\n  query Resources($first: Int, $after: String, $search: String, $type: String, $level: String) {\n    resources(first: $first, after: $after, search: $search, type: $type, level: $level) {\n      nodes {\n        ...RestResource\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n':
    types.ResourcesDocument,
  '\n  mutation CreateResource($input: CreateResourceInput!) {\n    createResource(input: $input) {\n      ...RestResource\n    }\n  }\n':
    types.CreateResourceDocument,
  '\n  query Projects(\n    $first: Int\n    $after: String\n    $search: String\n    $topic: String\n    $sort: String\n    $programmeId: ID\n  ) {\n    projects(\n      first: $first\n      after: $after\n      search: $search\n      topic: $topic\n      sort: $sort\n      programmeId: $programmeId\n    ) {\n      nodes {\n        ...RestProject\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n':
    types.ProjectsDocument,
  '\n  query FeaturedProjects {\n    featuredProjects {\n      ...RestProject\n    }\n  }\n':
    types.FeaturedProjectsDocument,
  '\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      ...RestProject\n    }\n  }\n':
    types.CreateProjectDocument,
  '\n  query Project($id: ID!) {\n    project(id: $id) {\n      ...RestProjectDetail\n    }\n  }\n':
    types.ProjectDocument,
  '\n  mutation UpdateProject($id: ID!, $input: UpdateProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      ...RestProjectDetail\n    }\n  }\n':
    types.UpdateProjectDocument,
  '\n  mutation RemoveProject($id: ID!) {\n    removeProject(id: $id)\n  }\n': types.RemoveProjectDocument,
  '\n  mutation UpdateResource($id: ID!, $input: UpdateResourceInput!) {\n    updateResource(id: $id, input: $input) {\n      ...RestResourceDetail\n    }\n  }\n':
    types.UpdateResourceDocument,
  '\n  mutation RemoveResource($id: ID!) {\n    removeResource(id: $id)\n  }\n': types.RemoveResourceDocument,
  '\n  query Person($id: ID!) {\n    user(id: $id) {\n      ...RestPersonPage\n    }\n    challenges(createdBy: $id, first: 50) {\n      nodes {\n        id\n        title\n        status\n      }\n    }\n  }\n':
    types.PersonDocument,
  '\n  mutation LikeProject($id: ID!) {\n    likeProject(id: $id) {\n      ...RestProject\n    }\n  }\n':
    types.LikeProjectDocument,
  '\n  mutation GenerateIslaResponse($input: IslaResponseInput!) {\n    generateIslaResponse(input: $input) {\n      message\n      nextPhase\n    }\n  }\n':
    types.GenerateIslaResponseDocument,
  '\n  mutation ValidateChallengeIdea($input: ChallengeValidationInput!) {\n    validateChallengeIdea(input: $input) {\n      valid\n      feedback\n    }\n  }\n':
    types.ValidateChallengeIdeaDocument,
  '\n  mutation SynthesizeSpeech($input: SpeechInput!) {\n    synthesizeSpeech(input: $input) {\n      contentType\n      audioBase64\n    }\n  }\n':
    types.SynthesizeSpeechDocument,
  '\n  fragment RestTeamMessage on TeamMessage {\n    id\n    teamId\n    authorId\n    author {\n      ...RestPerson\n    }\n    body\n    createdAt\n    editedAt\n    deleted\n    hidden\n    hiddenReason\n    canEdit\n  }\n':
    types.RestTeamMessageFragmentDoc,
  '\n  query TeamMessages($teamId: ID!, $first: Int, $after: String) {\n    teamMessages(teamId: $teamId, first: $first, after: $after) {\n      nodes {\n        ...RestTeamMessage\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n':
    types.TeamMessagesDocument,
  '\n  mutation PostTeamMessage($teamId: ID!, $input: TeamMessageInput!) {\n    postTeamMessage(teamId: $teamId, input: $input) {\n      ...RestTeamMessage\n    }\n  }\n':
    types.PostTeamMessageDocument,
  '\n  mutation EditTeamMessage($id: ID!, $teamId: ID!, $input: TeamMessageInput!) {\n    editTeamMessage(id: $id, teamId: $teamId, input: $input) {\n      ...RestTeamMessage\n    }\n  }\n':
    types.EditTeamMessageDocument,
  '\n  mutation DeleteTeamMessage($id: ID!, $teamId: ID!) {\n    deleteTeamMessage(id: $id, teamId: $teamId) {\n      ...RestTeamMessage\n    }\n  }\n':
    types.DeleteTeamMessageDocument,
  '\n  mutation MarkTeamChatRead($teamId: ID!) {\n    markTeamChatRead(teamId: $teamId) {\n      teamId\n      unread\n    }\n  }\n':
    types.MarkTeamChatReadDocument,
  '\n  fragment RestComment on Comment {\n    id\n    subjectType\n    subjectId\n    parentId\n    body\n    deleted\n    authorId\n    author {\n      ...RestPerson\n    }\n    createdAt\n    updatedAt\n    editedAt\n    canEdit\n    canDelete\n    hidden\n    hiddenReason\n  }\n':
    types.RestCommentFragmentDoc,
  '\n  fragment RestThread on Comment {\n    ...RestComment\n    replies {\n      ...RestComment\n    }\n  }\n':
    types.RestThreadFragmentDoc,
  '\n  query Comments($subjectType: String!, $subjectId: ID!, $first: Int, $after: String) {\n    comments(subjectType: $subjectType, subjectId: $subjectId, first: $first, after: $after) {\n      nodes {\n        ...RestThread\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n':
    types.CommentsDocument,
  '\n  mutation AddComment($subjectType: String!, $subjectId: ID!, $body: String!, $parentId: ID) {\n    addComment(\n      input: { subjectType: $subjectType, subjectId: $subjectId, body: $body, parentId: $parentId }\n    ) {\n      ...RestComment\n    }\n  }\n':
    types.AddCommentDocument,
  '\n  mutation EditComment($id: ID!, $input: EditCommentInput!) {\n    editComment(id: $id, input: $input) {\n      ...RestComment\n    }\n  }\n':
    types.EditCommentDocument,
  '\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id) {\n      ...RestComment\n    }\n  }\n':
    types.DeleteCommentDocument,
  '\n  fragment RestMentorAvailability on MentorAvailability {\n    slots {\n      day\n      start\n      end\n    }\n    timeZone\n    maxTeams\n    notAvailableUntil\n    languages\n    updatedAt\n  }\n':
    types.RestMentorAvailabilityFragmentDoc,
  '\n  fragment RestMentor on User {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    skills\n    interests\n    bio\n    experience\n    yearsExperience\n    currentRole\n    company\n    mentorAvailability {\n      ...RestMentorAvailability\n    }\n  }\n':
    types.RestMentorFragmentDoc,
  '\n  query Mentors($first: Int, $after: String, $search: String, $expertise: String, $language: String) {\n    mentors(first: $first, after: $after, search: $search, expertise: $expertise, language: $language) {\n      nodes {\n        ...RestMentor\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n':
    types.MentorsDocument,
  '\n  query MyAvailability {\n    me {\n      id\n      mentorAvailability {\n        ...RestMentorAvailability\n      }\n    }\n  }\n':
    types.MyAvailabilityDocument,
  '\n  mutation SetMentorAvailability($input: MentorAvailabilityInput!) {\n    setMentorAvailability(input: $input) {\n      ...RestMentorAvailability\n    }\n  }\n':
    types.SetMentorAvailabilityDocument,
  '\n  fragment RestMentoringRequest on MentoringRequest {\n    id\n    teamId\n    team {\n      id\n      name\n    }\n    mentorId\n    mentor {\n      ...RestPerson\n    }\n    requestedBy\n    requester {\n      ...RestPerson\n    }\n    message\n    topics\n    status\n    note\n    createdAt\n    answeredAt\n    expiresAt\n  }\n':
    types.RestMentoringRequestFragmentDoc,
  '\n  mutation RequestMentoring($teamId: ID!, $input: MentoringRequestInput!) {\n    requestMentoring(teamId: $teamId, input: $input) {\n      ...RestMentoringRequest\n    }\n  }\n':
    types.RequestMentoringDocument,
  '\n  query IncomingMentoringRequests($first: Int, $after: String, $pendingOnly: Boolean) {\n    incomingMentoringRequests(first: $first, after: $after, pendingOnly: $pendingOnly) {\n      nodes {\n        ...RestMentoringRequest\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n':
    types.IncomingMentoringRequestsDocument,
  '\n  mutation AnswerMentoringRequest($requestId: ID!, $input: MentoringAnswerInput!) {\n    answerMentoringRequest(requestId: $requestId, input: $input) {\n      ...RestMentoringRequest\n    }\n  }\n':
    types.AnswerMentoringRequestDocument,
  '\n  mutation WithdrawMentoringRequest($requestId: ID!) {\n    withdrawMentoringRequest(requestId: $requestId) {\n      ...RestMentoringRequest\n    }\n  }\n':
    types.WithdrawMentoringRequestDocument,
  '\n  mutation EndMentoring($teamId: ID!, $mentorId: ID!) {\n    endMentoring(teamId: $teamId, mentorId: $mentorId) {\n      ...RestTeamDetail\n    }\n  }\n':
    types.EndMentoringDocument,
  '\n  query MyMentoredTeams {\n    myMentoredTeams {\n      ...RestTeam\n    }\n  }\n':
    types.MyMentoredTeamsDocument,
  '\n  query MentorFreeSlots($mentorId: ID!, $teamId: ID!) {\n    mentorFreeSlots(mentorId: $mentorId, teamId: $teamId) {\n      startsAt\n      endsAt\n    }\n  }\n':
    types.MentorFreeSlotsDocument,
  '\n  mutation ScheduleMeeting($teamId: ID!, $input: ScheduleMeetingInput!) {\n    scheduleMeeting(teamId: $teamId, input: $input) {\n      ...RestMeeting\n    }\n  }\n':
    types.ScheduleMeetingDocument,
  '\n  query Meeting($id: ID!) {\n    meeting(id: $id) {\n      ...RestMeeting\n    }\n  }\n':
    types.MeetingDocument,
  '\n  query MeetingCalendar($id: ID!) {\n    meeting(id: $id) {\n      ...RestMeeting\n      team {\n        id\n        name\n      }\n      mentor {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n':
    types.MeetingCalendarDocument,
  '\n  mutation UpdateMeeting($meetingId: ID!, $input: UpdateMeetingInput!) {\n    updateMeeting(meetingId: $meetingId, input: $input) {\n      ...RestMeeting\n    }\n  }\n':
    types.UpdateMeetingDocument,
  '\n  mutation CancelMeeting($meetingId: ID!) {\n    cancelMeeting(meetingId: $meetingId) {\n      ...RestMeeting\n    }\n  }\n':
    types.CancelMeetingDocument,
  '\n  fragment RestProjectFeedback on ProjectFeedback {\n    id\n    projectId\n    mentorId\n    mentor {\n      ...RestPerson\n    }\n    notes\n    scores {\n      problem\n      solution\n      prototype\n      presentation\n    }\n    createdAt\n    updatedAt\n  }\n':
    types.RestProjectFeedbackFragmentDoc,
  '\n  query ProjectFeedback($id: ID!) {\n    project(id: $id) {\n      id\n      feedback {\n        ...RestProjectFeedback\n      }\n    }\n  }\n':
    types.ProjectFeedbackDocument,
  '\n  mutation GiveProjectFeedback($projectId: ID!, $input: ProjectFeedbackInput!) {\n    giveProjectFeedback(projectId: $projectId, input: $input) {\n      ...RestProjectFeedback\n    }\n  }\n':
    types.GiveProjectFeedbackDocument,
  '\n  query MyDataExport {\n    identityDataExport\n    challengesDataExport\n    teamsDataExport\n    showcaseDataExport\n    discussionsDataExport\n    programmesDataExport\n    brainstormDataExport\n  }\n':
    types.MyDataExportDocument,
  '\n  fragment RestReport on Report {\n    id\n    itemType\n    itemId\n    reason\n    note\n    status\n    createdAt\n  }\n':
    types.RestReportFragmentDoc,
  '\n  fragment RestReportedItem on ReportedItem {\n    itemType\n    itemId\n    reportCount\n    latestAt\n    reports {\n      id\n      reason\n      note\n      createdAt\n      reporter {\n        ...RestPerson\n      }\n    }\n    challenge {\n      id\n      title\n    }\n    team {\n      id\n      name\n    }\n    project {\n      id\n      title\n    }\n    resource {\n      id\n      title\n    }\n    comment {\n      id\n      body\n      subjectType\n      subjectId\n    }\n    person {\n      ...RestPerson\n    }\n  }\n':
    types.RestReportedItemFragmentDoc,
  '\n  fragment RestModerationAction on ModerationAction {\n    id\n    action\n    itemType\n    itemId\n    reason\n    details\n    createdAt\n    actor {\n      ...RestPerson\n    }\n    subject {\n      ...RestPerson\n    }\n  }\n':
    types.RestModerationActionFragmentDoc,
  '\n  fragment RestModeratedUser on User {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    moderationHistory {\n      hiddenCount\n      suspensionCount\n      reportCount\n      suspendedUntil\n      suspendedForGood\n      suspensionReason\n    }\n  }\n':
    types.RestModeratedUserFragmentDoc,
  '\n  mutation ReportContent($input: ReportInput!) {\n    reportContent(input: $input) {\n      ...RestReport\n    }\n  }\n':
    types.ReportContentDocument,
  '\n  query ModerationQueue($first: Int, $after: String) {\n    moderationQueue(first: $first, after: $after) {\n      nodes {\n        ...RestReportedItem\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n':
    types.ModerationQueueDocument,
  '\n  query ModerationLog($first: Int, $after: String) {\n    moderationLog(first: $first, after: $after) {\n      nodes {\n        ...RestModerationAction\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n':
    types.ModerationLogDocument,
  '\n  mutation DismissReports($itemType: String!, $itemId: ID!, $reason: String) {\n    dismissReports(itemType: $itemType, itemId: $itemId, reason: $reason)\n  }\n':
    types.DismissReportsDocument,
  '\n  mutation SuspendUser($userId: ID!, $until: DateTime, $reason: String!) {\n    suspendUser(userId: $userId, until: $until, reason: $reason) {\n      ...RestModeratedUser\n    }\n  }\n':
    types.SuspendUserDocument,
  '\n  mutation LiftSuspension($userId: ID!) {\n    liftSuspension(userId: $userId) {\n      ...RestModeratedUser\n    }\n  }\n':
    types.LiftSuspensionDocument,
  '\n  fragment RestUnverifiedMentor on User {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    skills\n    bio\n    experience\n    yearsExperience\n    currentRole\n    company\n    mentorVerified\n    createdAt\n  }\n':
    types.RestUnverifiedMentorFragmentDoc,
  '\n  query UnverifiedMentors($first: Int, $after: String) {\n    unverifiedMentors(first: $first, after: $after) {\n      nodes {\n        ...RestUnverifiedMentor\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n':
    types.UnverifiedMentorsDocument,
  '\n  mutation VerifyMentor($userId: ID!, $verified: Boolean!) {\n    verifyMentor(userId: $userId, verified: $verified) {\n      ...RestUnverifiedMentor\n    }\n  }\n':
    types.VerifyMentorDocument,
  '\n  fragment RestCohortCode on CohortCode {\n    id\n    code\n    name\n    validUntil\n    maxUses\n    uses\n    createdAt\n  }\n':
    types.RestCohortCodeFragmentDoc,
  '\n  query CohortCodes($first: Int, $after: String) {\n    cohortCodes(first: $first, after: $after) {\n      nodes {\n        ...RestCohortCode\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n':
    types.CohortCodesDocument,
  '\n  mutation CreateCohortCode($input: CreateCohortCodeInput!) {\n    createCohortCode(input: $input) {\n      ...RestCohortCode\n    }\n  }\n':
    types.CreateCohortCodeDocument,
  '\n  mutation SetItemHidden(\n    $id: ID!\n    $hidden: Boolean!\n    $reason: String\n    $challenge: Boolean!\n    $team: Boolean!\n    $project: Boolean!\n    $resource: Boolean!\n    $comment: Boolean!\n  ) {\n    setChallengeHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $challenge) {\n      id\n      hidden\n      hiddenReason\n    }\n    setTeamHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $team) {\n      id\n      hidden\n      hiddenReason\n    }\n    setProjectHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $project) {\n      id\n      hidden\n      hiddenReason\n    }\n    setResourceHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $resource) {\n      id\n      hidden\n      hiddenReason\n    }\n    setCommentHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $comment) {\n      id\n      hidden\n      hiddenReason\n    }\n  }\n':
    types.SetItemHiddenDocument,
  '\n  fragment RestProgramme on Programme {\n    id\n    name\n    description\n    nameDe\n    descriptionDe\n    timeZone\n    phases {\n      key\n      startsAt\n      endsAt\n    }\n    submissionDeadline\n    judgingEndsAt\n    resultsAt\n    currentPhase\n    submissionsOpen\n    nextDeadline {\n      kind\n      phase\n      at\n    }\n    joinCode\n    viewerIsOrganiser\n    memberCount\n    organisers {\n      id\n    }\n    createdAt\n    updatedAt\n  }\n':
    types.RestProgrammeFragmentDoc,
  '\n  query Programme($id: ID!) {\n    programme(id: $id) {\n      ...RestProgramme\n    }\n  }\n':
    types.ProgrammeDocument,
  '\n  mutation CreateProgramme($input: CreateProgrammeInput!) {\n    createProgramme(input: $input) {\n      ...RestProgramme\n    }\n  }\n':
    types.CreateProgrammeDocument,
  '\n  mutation UpdateProgramme($id: ID!, $input: UpdateProgrammeInput!) {\n    updateProgramme(id: $id, input: $input) {\n      ...RestProgramme\n    }\n  }\n':
    types.UpdateProgrammeDocument,
  '\n  mutation AddProgrammeOrganiser($programmeId: ID!, $userId: ID!) {\n    addProgrammeOrganiser(programmeId: $programmeId, userId: $userId) {\n      ...RestProgramme\n    }\n  }\n':
    types.AddProgrammeOrganiserDocument,
  '\n  mutation JoinProgramme($code: String!) {\n    joinProgramme(code: $code) {\n      ...RestProgramme\n    }\n  }\n':
    types.JoinProgrammeDocument,
  '\n  query MyProgrammes {\n    myProgrammes {\n      current\n      member\n      organiser\n      programme {\n        ...RestProgramme\n      }\n    }\n  }\n':
    types.MyProgrammesDocument,
  '\n  fragment RestProgrammeMember on ProgrammeMember {\n    userId\n    user {\n      id\n      firstName\n      lastName\n    }\n    joinedAt\n    isMentor\n    lastActiveOn\n    startedBrainstorm\n    team {\n      id\n      name\n      progress\n      milestones {\n        key\n        done\n      }\n      projectId\n      projectTitle\n      result {\n        rank\n        awards\n        awardsDe\n      }\n    }\n  }\n':
    types.RestProgrammeMemberFragmentDoc,
  '\n  query ProgrammeMembers($programmeId: ID!, $filter: String, $first: Int, $after: String) {\n    programmeMembers(programmeId: $programmeId, filter: $filter, first: $first, after: $after) {\n      nodes {\n        ...RestProgrammeMember\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n':
    types.ProgrammeMembersDocument,
  '\n  fragment RestProgrammeTeam on ProgrammeTeam {\n    id\n    name\n    leaderId\n    progress\n    milestones {\n      key\n      done\n    }\n    projectId\n    projectTitle\n    createdAt\n    members {\n      id\n      firstName\n      lastName\n    }\n    mentors {\n      id\n      firstName\n      lastName\n    }\n  }\n':
    types.RestProgrammeTeamFragmentDoc,
  '\n  query ProgrammeTeams($programmeId: ID!, $first: Int, $after: String) {\n    programmeTeams(programmeId: $programmeId, first: $first, after: $after) {\n      nodes {\n        ...RestProgrammeTeam\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n':
    types.ProgrammeTeamsDocument,
  '\n  mutation PostAnnouncement($programmeId: ID!, $input: AnnouncementInput!) {\n    postAnnouncement(programmeId: $programmeId, input: $input) {\n      id\n      programmeId\n      title\n      body\n      audience\n      recipientCount\n      createdAt\n    }\n  }\n':
    types.PostAnnouncementDocument,
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
  source: '\n  query MyCredentials {\n    myCredentials {\n      id\n      kind\n      key\n      name\n      description\n      programmeId\n      earnedAt\n      revoked\n      fileName\n    }\n  }\n',
): (typeof documents)['\n  query MyCredentials {\n    myCredentials {\n      id\n      kind\n      key\n      name\n      description\n      programmeId\n      earnedAt\n      revoked\n      fileName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Credential($id: ID!) {\n    credential(id: $id) {\n      json\n      fileName\n    }\n  }\n',
): (typeof documents)['\n  query Credential($id: ID!) {\n    credential(id: $id) {\n      json\n      fileName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CredentialStatusList($listId: Int!) {\n    credentialStatusList(listId: $listId)\n  }\n',
): (typeof documents)['\n  query CredentialStatusList($listId: Int!) {\n    credentialStatusList(listId: $listId)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CredentialIssuerDidDocument {\n    credentialIssuerDidDocument\n  }\n',
): (typeof documents)['\n  query CredentialIssuerDidDocument {\n    credentialIssuerDidDocument\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query VerifyCredential($credential: String!) {\n    verifyCredential(credential: $credential) {\n      verified\n      reason\n      message\n      achievementName\n      issuerId\n      issuerName\n      holder\n      validFrom\n    }\n  }\n',
): (typeof documents)['\n  query VerifyCredential($credential: String!) {\n    verifyCredential(credential: $credential) {\n      verified\n      reason\n      message\n      achievementName\n      issuerId\n      issuerName\n      holder\n      validFrom\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestJudging on Judging {\n    programmeId\n    judgesPerProject\n    assignedAt\n    publishedAt\n    judgeIds\n    rubric {\n      key\n      name\n      nameDe\n      weight\n    }\n    awards {\n      key\n      name\n      nameDe\n      kind\n      criterion\n    }\n    projects {\n      projectId\n      projectTitle\n      teamId\n      teamName\n      judgeIds\n      flagged\n    }\n  }\n',
): (typeof documents)['\n  fragment RestJudging on Judging {\n    programmeId\n    judgesPerProject\n    assignedAt\n    publishedAt\n    judgeIds\n    rubric {\n      key\n      name\n      nameDe\n      weight\n    }\n    awards {\n      key\n      name\n      nameDe\n      kind\n      criterion\n    }\n    projects {\n      projectId\n      projectTitle\n      teamId\n      teamName\n      judgeIds\n      flagged\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestAward on ProgrammeAward {\n    key\n    name\n    nameDe\n    kind\n    criterion\n    winner {\n      projectId\n      projectTitle\n      teamId\n      teamName\n    }\n  }\n',
): (typeof documents)['\n  fragment RestAward on ProgrammeAward {\n    key\n    name\n    nameDe\n    kind\n    criterion\n    winner {\n      projectId\n      projectTitle\n      teamId\n      teamName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestResults on ProgrammeResults {\n    programmeId\n    publishedAt\n    ranking {\n      rank\n      projectId\n      projectTitle\n      teamId\n      teamName\n      normalised\n      raw\n      spread\n      judgeCount\n      underJudged\n      votes\n      criteria {\n        key\n        raw\n        normalised\n      }\n    }\n    awards {\n      ...RestAward\n    }\n  }\n',
): (typeof documents)['\n  fragment RestResults on ProgrammeResults {\n    programmeId\n    publishedAt\n    ranking {\n      rank\n      projectId\n      projectTitle\n      teamId\n      teamName\n      normalised\n      raw\n      spread\n      judgeCount\n      underJudged\n      votes\n      criteria {\n        key\n        raw\n        normalised\n      }\n    }\n    awards {\n      ...RestAward\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProgrammeJudging($programmeId: ID!) {\n    programmeJudging(programmeId: $programmeId) {\n      ...RestJudging\n    }\n  }\n',
): (typeof documents)['\n  query ProgrammeJudging($programmeId: ID!) {\n    programmeJudging(programmeId: $programmeId) {\n      ...RestJudging\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddProgrammeJudge($programmeId: ID!, $userId: ID!) {\n    addProgrammeJudge(programmeId: $programmeId, userId: $userId) {\n      ...RestJudging\n    }\n  }\n',
): (typeof documents)['\n  mutation AddProgrammeJudge($programmeId: ID!, $userId: ID!) {\n    addProgrammeJudge(programmeId: $programmeId, userId: $userId) {\n      ...RestJudging\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AssignJudging($programmeId: ID!, $judgesPerProject: Int) {\n    assignJudging(programmeId: $programmeId, judgesPerProject: $judgesPerProject) {\n      ...RestJudging\n    }\n  }\n',
): (typeof documents)['\n  mutation AssignJudging($programmeId: ID!, $judgesPerProject: Int) {\n    assignJudging(programmeId: $programmeId, judgesPerProject: $judgesPerProject) {\n      ...RestJudging\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyJudgingQueue {\n    myJudgingQueue {\n      programmeId\n      programmeName\n      judgingEndsAt\n      projectId\n      projectTitle\n      teamName\n      assignedAt\n      scoredAt\n      rubric {\n        key\n        name\n        nameDe\n        weight\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MyJudgingQueue {\n    myJudgingQueue {\n      programmeId\n      programmeName\n      judgingEndsAt\n      projectId\n      projectTitle\n      teamName\n      assignedAt\n      scoredAt\n      rubric {\n        key\n        name\n        nameDe\n        weight\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ScoreProject($projectId: ID!, $criteria: [CriterionScoreInput!]!, $comment: String) {\n    scoreProject(projectId: $projectId, criteria: $criteria, comment: $comment) {\n      projectId\n      criteria {\n        key\n        value\n      }\n      comment\n      updatedAt\n    }\n  }\n',
): (typeof documents)['\n  mutation ScoreProject($projectId: ID!, $criteria: [CriterionScoreInput!]!, $comment: String) {\n    scoreProject(projectId: $projectId, criteria: $criteria, comment: $comment) {\n      projectId\n      criteria {\n        key\n        value\n      }\n      comment\n      updatedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PublishResults($programmeId: ID!, $early: Boolean) {\n    publishResults(programmeId: $programmeId, early: $early) {\n      ...RestResults\n    }\n  }\n',
): (typeof documents)['\n  mutation PublishResults($programmeId: ID!, $early: Boolean) {\n    publishResults(programmeId: $programmeId, early: $early) {\n      ...RestResults\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProgrammeResults($programmeId: ID!) {\n    programmeResults(programmeId: $programmeId) {\n      ...RestResults\n    }\n  }\n',
): (typeof documents)['\n  query ProgrammeResults($programmeId: ID!) {\n    programmeResults(programmeId: $programmeId) {\n      ...RestResults\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProgrammeAwards($programmeId: ID!) {\n    programmeAwards(programmeId: $programmeId) {\n      ...RestAward\n    }\n  }\n',
): (typeof documents)['\n  query ProgrammeAwards($programmeId: ID!) {\n    programmeAwards(programmeId: $programmeId) {\n      ...RestAward\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation VoteForProject($programmeId: ID!, $projectId: ID!) {\n    voteForProject(programmeId: $programmeId, projectId: $projectId)\n  }\n',
): (typeof documents)['\n  mutation VoteForProject($programmeId: ID!, $projectId: ID!) {\n    voteForProject(programmeId: $programmeId, projectId: $projectId)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProgrammeVotes($programmeId: ID!) {\n    programmeVotes(programmeId: $programmeId) {\n      projectId\n      votes\n    }\n  }\n',
): (typeof documents)['\n  query ProgrammeVotes($programmeId: ID!) {\n    programmeVotes(programmeId: $programmeId) {\n      projectId\n      votes\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MoveJudgingAssignment($programmeId: ID!, $input: MoveJudgingAssignmentInput!) {\n    moveJudgingAssignment(programmeId: $programmeId, input: $input) {\n      ...RestJudging\n    }\n  }\n',
): (typeof documents)['\n  mutation MoveJudgingAssignment($programmeId: ID!, $input: MoveJudgingAssignmentInput!) {\n    moveJudgingAssignment(programmeId: $programmeId, input: $input) {\n      ...RestJudging\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetJudgingRubric($programmeId: ID!, $criteria: [JudgingCriterionInput!]!) {\n    setJudgingRubric(programmeId: $programmeId, criteria: $criteria) {\n      ...RestJudging\n    }\n  }\n',
): (typeof documents)['\n  mutation SetJudgingRubric($programmeId: ID!, $criteria: [JudgingCriterionInput!]!) {\n    setJudgingRubric(programmeId: $programmeId, criteria: $criteria) {\n      ...RestJudging\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetProgrammeAwards($programmeId: ID!, $awards: [ProgrammeAwardInput!]!) {\n    setProgrammeAwards(programmeId: $programmeId, awards: $awards) {\n      ...RestJudging\n    }\n  }\n',
): (typeof documents)['\n  mutation SetProgrammeAwards($programmeId: ID!, $awards: [ProgrammeAwardInput!]!) {\n    setProgrammeAwards(programmeId: $programmeId, awards: $awards) {\n      ...RestJudging\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MentoringOverview {\n    myMentoredTeams {\n      id\n      name\n      programmeId\n      progress\n      milestones {\n        key\n        done\n      }\n      meetings {\n        id\n        title\n        scheduledAt\n        duration\n        meetingUrl\n      }\n    }\n    incomingMentoringRequests(first: 20, pendingOnly: true) {\n      nodes {\n        id\n        team {\n          id\n          name\n        }\n        requester {\n          id\n          firstName\n          lastName\n        }\n        message\n        topics\n        createdAt\n        expiresAt\n      }\n    }\n    projectsAwaitingMyFeedback(first: 20) {\n      nodes {\n        id\n        title\n        teamId\n        updatedAt\n      }\n    }\n    myProgrammes {\n      current\n      programme {\n        id\n        name\n        timeZone\n        currentPhase\n        submissionDeadline\n        nextDeadline {\n          kind\n          phase\n          at\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MentoringOverview {\n    myMentoredTeams {\n      id\n      name\n      programmeId\n      progress\n      milestones {\n        key\n        done\n      }\n      meetings {\n        id\n        title\n        scheduledAt\n        duration\n        meetingUrl\n      }\n    }\n    incomingMentoringRequests(first: 20, pendingOnly: true) {\n      nodes {\n        id\n        team {\n          id\n          name\n        }\n        requester {\n          id\n          firstName\n          lastName\n        }\n        message\n        topics\n        createdAt\n        expiresAt\n      }\n    }\n    projectsAwaitingMyFeedback(first: 20) {\n      nodes {\n        id\n        title\n        teamId\n        updatedAt\n      }\n    }\n    myProgrammes {\n      current\n      programme {\n        id\n        name\n        timeZone\n        currentPhase\n        submissionDeadline\n        nextDeadline {\n          kind\n          phase\n          at\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestUser on User {\n    id\n    email\n    isStaff\n    firstName\n    lastName\n    profileImageUrl\n    role\n    skills\n    interests\n    bio\n    experience\n    yearsExperience\n    currentRole\n    company\n    createdAt\n    updatedAt\n  }\n',
): (typeof documents)['\n  fragment RestUser on User {\n    id\n    email\n    isStaff\n    firstName\n    lastName\n    profileImageUrl\n    role\n    skills\n    interests\n    bio\n    experience\n    yearsExperience\n    currentRole\n    company\n    createdAt\n    updatedAt\n  }\n'];
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
  source: '\n  fragment RestChallenge on Challenge {\n    id\n    title\n    description\n    category\n    difficulty\n    status\n    tags\n    createdBy\n    programmeId\n    author {\n      ...RestPerson\n    }\n    teamCount\n    createdAt\n    updatedAt\n  }\n',
): (typeof documents)['\n  fragment RestChallenge on Challenge {\n    id\n    title\n    description\n    category\n    difficulty\n    status\n    tags\n    createdBy\n    programmeId\n    author {\n      ...RestPerson\n    }\n    teamCount\n    createdAt\n    updatedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestTeam on Team {\n    id\n    name\n    description\n    challengeId\n    challenge {\n      id\n      title\n    }\n    leaderId\n    programmeId\n    maxMembers\n    status\n    memberCount\n    progress\n    milestones {\n      key\n      done\n    }\n    members {\n      ...RestTeamMember\n    }\n    isMember\n    createdAt\n    updatedAt\n  }\n',
): (typeof documents)['\n  fragment RestTeam on Team {\n    id\n    name\n    description\n    challengeId\n    challenge {\n      id\n      title\n    }\n    leaderId\n    programmeId\n    maxMembers\n    status\n    memberCount\n    progress\n    milestones {\n      key\n      done\n    }\n    members {\n      ...RestTeamMember\n    }\n    isMember\n    createdAt\n    updatedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestTeamInvitation on TeamInvitation {\n    id\n    teamId\n    invitedUserId\n    invitedBy\n    status\n    createdAt\n    expiresAt\n    answeredAt\n  }\n',
): (typeof documents)['\n  fragment RestTeamInvitation on TeamInvitation {\n    id\n    teamId\n    invitedUserId\n    invitedBy\n    status\n    createdAt\n    expiresAt\n    answeredAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestReceivedInvitation on TeamInvitation {\n    ...RestTeamInvitation\n    team {\n      id\n      name\n    }\n    inviter {\n      ...RestPerson\n    }\n  }\n',
): (typeof documents)['\n  fragment RestReceivedInvitation on TeamInvitation {\n    ...RestTeamInvitation\n    team {\n      id\n      name\n    }\n    inviter {\n      ...RestPerson\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestTeamDetail on Team {\n    ...RestTeam\n    openSeats\n    canManage\n    editedAt\n    hidden\n    hiddenReason\n    projects {\n      id\n      title\n    }\n    meetings {\n      ...RestMeeting\n    }\n    mentors {\n      ...RestPerson\n    }\n    invitations {\n      ...RestTeamInvitation\n    }\n  }\n',
): (typeof documents)['\n  fragment RestTeamDetail on Team {\n    ...RestTeam\n    openSeats\n    canManage\n    editedAt\n    hidden\n    hiddenReason\n    projects {\n      id\n      title\n    }\n    meetings {\n      ...RestMeeting\n    }\n    mentors {\n      ...RestPerson\n    }\n    invitations {\n      ...RestTeamInvitation\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestMeeting on Meeting {\n    id\n    title\n    description\n    teamId\n    hostId\n    scheduledAt\n    duration\n    meetingUrl\n    status\n    mentorId\n    notes\n    createdAt\n    updatedAt\n  }\n',
): (typeof documents)['\n  fragment RestMeeting on Meeting {\n    id\n    title\n    description\n    teamId\n    hostId\n    scheduledAt\n    duration\n    meetingUrl\n    status\n    mentorId\n    notes\n    createdAt\n    updatedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestResource on Resource {\n    id\n    title\n    description\n    type\n    url\n    provider\n    difficulty\n    tags\n    duration\n    createdAt\n    updatedAt\n  }\n',
): (typeof documents)['\n  fragment RestResource on Resource {\n    id\n    title\n    description\n    type\n    url\n    provider\n    difficulty\n    tags\n    duration\n    createdAt\n    updatedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestProject on Project {\n    id\n    title\n    description\n    teamId\n    team {\n      id\n      name\n      memberCount\n      members {\n        ...RestTeamMember\n      }\n    }\n    challengeId\n    programmeId\n    status\n    repositoryUrl\n    demoUrl\n    imageUrl\n    likes\n    likedByMe\n    views\n    tags\n    createdBy\n    createdAt\n    updatedAt\n  }\n',
): (typeof documents)['\n  fragment RestProject on Project {\n    id\n    title\n    description\n    teamId\n    team {\n      id\n      name\n      memberCount\n      members {\n        ...RestTeamMember\n      }\n    }\n    challengeId\n    programmeId\n    status\n    repositoryUrl\n    demoUrl\n    imageUrl\n    likes\n    likedByMe\n    views\n    tags\n    createdBy\n    createdAt\n    updatedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestProjectDetail on Project {\n    ...RestProject\n    editedAt\n    submissionsClosedAt\n    canEdit\n    hidden\n    hiddenReason\n  }\n',
): (typeof documents)['\n  fragment RestProjectDetail on Project {\n    ...RestProject\n    editedAt\n    submissionsClosedAt\n    canEdit\n    hidden\n    hiddenReason\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestResourceDetail on Resource {\n    ...RestResource\n    editedAt\n    canEdit\n    hidden\n    hiddenReason\n  }\n',
): (typeof documents)['\n  fragment RestResourceDetail on Resource {\n    ...RestResource\n    editedAt\n    canEdit\n    hidden\n    hiddenReason\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestPersonPage on User {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    role\n    skills\n    interests\n    bio\n    experience\n    yearsExperience\n    currentRole\n    company\n    mentorVerified\n    createdAt\n    achievements {\n      ...RestAchievement\n    }\n    teams {\n      id\n      name\n      status\n    }\n    projects {\n      id\n      title\n    }\n  }\n',
): (typeof documents)['\n  fragment RestPersonPage on User {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    role\n    skills\n    interests\n    bio\n    experience\n    yearsExperience\n    currentRole\n    company\n    mentorVerified\n    createdAt\n    achievements {\n      ...RestAchievement\n    }\n    teams {\n      id\n      name\n      status\n    }\n    projects {\n      id\n      title\n    }\n  }\n'];
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
  source: '\n  query MyNotifications($first: Int, $after: String, $unread: Boolean) {\n    myNotifications(first: $first, after: $after, unread: $unread) {\n      nodes {\n        id\n        type\n        createdAt\n        read\n        data\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query MyNotifications($first: Int, $after: String, $unread: Boolean) {\n    myNotifications(first: $first, after: $after, unread: $unread) {\n      nodes {\n        id\n        type\n        createdAt\n        read\n        data\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n',
): (typeof documents)['\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MarkNotificationsRead($input: MarkNotificationsReadInput!) {\n    markNotificationsRead(input: $input)\n  }\n',
): (typeof documents)['\n  mutation MarkNotificationsRead($input: MarkNotificationsReadInput!) {\n    markNotificationsRead(input: $input)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n',
): (typeof documents)['\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query NotificationPreferences {\n    notificationPreferences {\n      ...RestNotificationPreferences\n    }\n  }\n',
): (typeof documents)['\n  query NotificationPreferences {\n    notificationPreferences {\n      ...RestNotificationPreferences\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      ...RestNotificationPreferences\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      ...RestNotificationPreferences\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestNotificationPreferences on NotificationPreferences {\n    teamJoins {\n      inApp\n      email\n    }\n    invitations {\n      inApp\n      email\n    }\n    likes {\n      inApp\n      email\n    }\n    badges {\n      inApp\n      email\n    }\n    newChallenges {\n      inApp\n      email\n    }\n    chatMentions {\n      inApp\n      email\n    }\n    programmes {\n      inApp\n      email\n    }\n    newChallengesDelivery\n  }\n',
): (typeof documents)['\n  fragment RestNotificationPreferences on NotificationPreferences {\n    teamJoins {\n      inApp\n      email\n    }\n    invitations {\n      inApp\n      email\n    }\n    likes {\n      inApp\n      email\n    }\n    badges {\n      inApp\n      email\n    }\n    newChallenges {\n      inApp\n      email\n    }\n    chatMentions {\n      inApp\n      email\n    }\n    programmes {\n      inApp\n      email\n    }\n    newChallengesDelivery\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n',
): (typeof documents)['\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MySessions {\n    mySessions {\n      id\n      current\n      browser\n      network\n      createdAt\n      lastSeenAt\n    }\n  }\n',
): (typeof documents)['\n  query MySessions {\n    mySessions {\n      id\n      current\n      browser\n      network\n      createdAt\n      lastSeenAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n',
): (typeof documents)['\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n',
): (typeof documents)['\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteMyAccount($input: DeleteAccountInput!) {\n    deleteMyAccount(input: $input)\n  }\n',
): (typeof documents)['\n  mutation DeleteMyAccount($input: DeleteAccountInput!) {\n    deleteMyAccount(input: $input)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input)\n  }\n',
): (typeof documents)['\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n',
): (typeof documents)['\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AccountFeatures {\n    accountFeatures {\n      passwordReset\n    }\n  }\n',
): (typeof documents)['\n  query AccountFeatures {\n    accountFeatures {\n      passwordReset\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RecommendedUsers($first: Int, $after: String) {\n    recommendedUsers(first: $first, after: $after) {\n      nodes {\n        ...RestRecommendedUser\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query RecommendedUsers($first: Int, $after: String) {\n    recommendedUsers(first: $first, after: $after) {\n      nodes {\n        ...RestRecommendedUser\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyAchievements($first: Int, $after: String) {\n    myAchievements(first: $first, after: $after) {\n      nodes {\n        ...RestAchievement\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query MyAchievements($first: Int, $after: String) {\n    myAchievements(first: $first, after: $after) {\n      nodes {\n        ...RestAchievement\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Challenges($first: Int, $after: String, $search: String, $category: String, $programmeId: ID) {\n    challenges(\n      first: $first\n      after: $after\n      search: $search\n      category: $category\n      programmeId: $programmeId\n    ) {\n      nodes {\n        ...RestChallenge\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query Challenges($first: Int, $after: String, $search: String, $category: String, $programmeId: ID) {\n    challenges(\n      first: $first\n      after: $after\n      search: $search\n      category: $category\n      programmeId: $programmeId\n    ) {\n      nodes {\n        ...RestChallenge\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestChallengeDetail on Challenge {\n    ...RestChallenge\n    validatedInsights\n    editedAt\n    canEdit\n    hidden\n    hiddenReason\n    teams(first: 20) {\n      nodes {\n        id\n        name\n        status\n        memberCount\n        maxMembers\n        progress\n        projects {\n          id\n          title\n        }\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  fragment RestChallengeDetail on Challenge {\n    ...RestChallenge\n    validatedInsights\n    editedAt\n    canEdit\n    hidden\n    hiddenReason\n    teams(first: 20) {\n      nodes {\n        id\n        name\n        status\n        memberCount\n        maxMembers\n        progress\n        projects {\n          id\n          title\n        }\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Challenge($id: ID!) {\n    challenge(id: $id) {\n      ...RestChallengeDetail\n    }\n  }\n',
): (typeof documents)['\n  query Challenge($id: ID!) {\n    challenge(id: $id) {\n      ...RestChallengeDetail\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateChallenge($id: ID!, $input: UpdateChallengeInput!) {\n    updateChallenge(id: $id, input: $input) {\n      ...RestChallengeDetail\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateChallenge($id: ID!, $input: UpdateChallengeInput!) {\n    updateChallenge(id: $id, input: $input) {\n      ...RestChallengeDetail\n    }\n  }\n'];
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
  source: '\n  query Teams($first: Int, $after: String, $search: String, $status: String, $programmeId: ID) {\n    teams(first: $first, after: $after, search: $search, status: $status, programmeId: $programmeId) {\n      nodes {\n        ...RestTeam\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query Teams($first: Int, $after: String, $search: String, $status: String, $programmeId: ID) {\n    teams(first: $first, after: $after, search: $search, status: $status, programmeId: $programmeId) {\n      nodes {\n        ...RestTeam\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyTeams($first: Int, $after: String) {\n    myTeams(first: $first, after: $after) {\n      nodes {\n        ...RestTeam\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query MyTeams($first: Int, $after: String) {\n    myTeams(first: $first, after: $after) {\n      nodes {\n        ...RestTeam\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Team($id: ID!) {\n    team(id: $id) {\n      ...RestTeamDetail\n    }\n  }\n',
): (typeof documents)['\n  query Team($id: ID!) {\n    team(id: $id) {\n      ...RestTeamDetail\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateTeam($id: ID!, $input: UpdateTeamInput!) {\n    updateTeam(id: $id, input: $input) {\n      ...RestTeamDetail\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateTeam($id: ID!, $input: UpdateTeamInput!) {\n    updateTeam(id: $id, input: $input) {\n      ...RestTeamDetail\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation LeaveTeam($teamId: ID!) {\n    leaveTeam(teamId: $teamId) {\n      ...RestTeamDetail\n    }\n  }\n',
): (typeof documents)['\n  mutation LeaveTeam($teamId: ID!) {\n    leaveTeam(teamId: $teamId) {\n      ...RestTeamDetail\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveTeamMember($teamId: ID!, $userId: ID!) {\n    removeTeamMember(teamId: $teamId, userId: $userId) {\n      ...RestTeamDetail\n    }\n  }\n',
): (typeof documents)['\n  mutation RemoveTeamMember($teamId: ID!, $userId: ID!) {\n    removeTeamMember(teamId: $teamId, userId: $userId) {\n      ...RestTeamDetail\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TransferTeamLead($teamId: ID!, $userId: ID!) {\n    transferTeamLead(teamId: $teamId, userId: $userId) {\n      ...RestTeamDetail\n    }\n  }\n',
): (typeof documents)['\n  mutation TransferTeamLead($teamId: ID!, $userId: ID!) {\n    transferTeamLead(teamId: $teamId, userId: $userId) {\n      ...RestTeamDetail\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyInvitations($first: Int, $after: String) {\n    myInvitations(first: $first, after: $after) {\n      nodes {\n        ...RestReceivedInvitation\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query MyInvitations($first: Int, $after: String) {\n    myInvitations(first: $first, after: $after) {\n      nodes {\n        ...RestReceivedInvitation\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AcceptTeamInvitation($id: ID!) {\n    acceptTeamInvitation(id: $id) {\n      ...RestTeamDetail\n    }\n  }\n',
): (typeof documents)['\n  mutation AcceptTeamInvitation($id: ID!) {\n    acceptTeamInvitation(id: $id) {\n      ...RestTeamDetail\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeclineTeamInvitation($id: ID!) {\n    declineTeamInvitation(id: $id) {\n      ...RestTeamInvitation\n    }\n  }\n',
): (typeof documents)['\n  mutation DeclineTeamInvitation($id: ID!) {\n    declineTeamInvitation(id: $id) {\n      ...RestTeamInvitation\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation WithdrawTeamInvitation($id: ID!) {\n    withdrawTeamInvitation(id: $id) {\n      ...RestTeamInvitation\n    }\n  }\n',
): (typeof documents)['\n  mutation WithdrawTeamInvitation($id: ID!) {\n    withdrawTeamInvitation(id: $id) {\n      ...RestTeamInvitation\n    }\n  }\n'];
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
  source: '\n  query MyMeetings($first: Int, $after: String) {\n    myMeetings(first: $first, after: $after) {\n      nodes {\n        ...RestMeeting\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query MyMeetings($first: Int, $after: String) {\n    myMeetings(first: $first, after: $after) {\n      nodes {\n        ...RestMeeting\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Resources($first: Int, $after: String, $search: String, $type: String, $level: String) {\n    resources(first: $first, after: $after, search: $search, type: $type, level: $level) {\n      nodes {\n        ...RestResource\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query Resources($first: Int, $after: String, $search: String, $type: String, $level: String) {\n    resources(first: $first, after: $after, search: $search, type: $type, level: $level) {\n      nodes {\n        ...RestResource\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n'];
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
  source: '\n  query Projects(\n    $first: Int\n    $after: String\n    $search: String\n    $topic: String\n    $sort: String\n    $programmeId: ID\n  ) {\n    projects(\n      first: $first\n      after: $after\n      search: $search\n      topic: $topic\n      sort: $sort\n      programmeId: $programmeId\n    ) {\n      nodes {\n        ...RestProject\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query Projects(\n    $first: Int\n    $after: String\n    $search: String\n    $topic: String\n    $sort: String\n    $programmeId: ID\n  ) {\n    projects(\n      first: $first\n      after: $after\n      search: $search\n      topic: $topic\n      sort: $sort\n      programmeId: $programmeId\n    ) {\n      nodes {\n        ...RestProject\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n'];
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
  source: '\n  query Project($id: ID!) {\n    project(id: $id) {\n      ...RestProjectDetail\n    }\n  }\n',
): (typeof documents)['\n  query Project($id: ID!) {\n    project(id: $id) {\n      ...RestProjectDetail\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateProject($id: ID!, $input: UpdateProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      ...RestProjectDetail\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateProject($id: ID!, $input: UpdateProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      ...RestProjectDetail\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveProject($id: ID!) {\n    removeProject(id: $id)\n  }\n',
): (typeof documents)['\n  mutation RemoveProject($id: ID!) {\n    removeProject(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateResource($id: ID!, $input: UpdateResourceInput!) {\n    updateResource(id: $id, input: $input) {\n      ...RestResourceDetail\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateResource($id: ID!, $input: UpdateResourceInput!) {\n    updateResource(id: $id, input: $input) {\n      ...RestResourceDetail\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveResource($id: ID!) {\n    removeResource(id: $id)\n  }\n',
): (typeof documents)['\n  mutation RemoveResource($id: ID!) {\n    removeResource(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Person($id: ID!) {\n    user(id: $id) {\n      ...RestPersonPage\n    }\n    challenges(createdBy: $id, first: 50) {\n      nodes {\n        id\n        title\n        status\n      }\n    }\n  }\n',
): (typeof documents)['\n  query Person($id: ID!) {\n    user(id: $id) {\n      ...RestPersonPage\n    }\n    challenges(createdBy: $id, first: 50) {\n      nodes {\n        id\n        title\n        status\n      }\n    }\n  }\n'];
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
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestTeamMessage on TeamMessage {\n    id\n    teamId\n    authorId\n    author {\n      ...RestPerson\n    }\n    body\n    createdAt\n    editedAt\n    deleted\n    hidden\n    hiddenReason\n    canEdit\n  }\n',
): (typeof documents)['\n  fragment RestTeamMessage on TeamMessage {\n    id\n    teamId\n    authorId\n    author {\n      ...RestPerson\n    }\n    body\n    createdAt\n    editedAt\n    deleted\n    hidden\n    hiddenReason\n    canEdit\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TeamMessages($teamId: ID!, $first: Int, $after: String) {\n    teamMessages(teamId: $teamId, first: $first, after: $after) {\n      nodes {\n        ...RestTeamMessage\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query TeamMessages($teamId: ID!, $first: Int, $after: String) {\n    teamMessages(teamId: $teamId, first: $first, after: $after) {\n      nodes {\n        ...RestTeamMessage\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PostTeamMessage($teamId: ID!, $input: TeamMessageInput!) {\n    postTeamMessage(teamId: $teamId, input: $input) {\n      ...RestTeamMessage\n    }\n  }\n',
): (typeof documents)['\n  mutation PostTeamMessage($teamId: ID!, $input: TeamMessageInput!) {\n    postTeamMessage(teamId: $teamId, input: $input) {\n      ...RestTeamMessage\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation EditTeamMessage($id: ID!, $teamId: ID!, $input: TeamMessageInput!) {\n    editTeamMessage(id: $id, teamId: $teamId, input: $input) {\n      ...RestTeamMessage\n    }\n  }\n',
): (typeof documents)['\n  mutation EditTeamMessage($id: ID!, $teamId: ID!, $input: TeamMessageInput!) {\n    editTeamMessage(id: $id, teamId: $teamId, input: $input) {\n      ...RestTeamMessage\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteTeamMessage($id: ID!, $teamId: ID!) {\n    deleteTeamMessage(id: $id, teamId: $teamId) {\n      ...RestTeamMessage\n    }\n  }\n',
): (typeof documents)['\n  mutation DeleteTeamMessage($id: ID!, $teamId: ID!) {\n    deleteTeamMessage(id: $id, teamId: $teamId) {\n      ...RestTeamMessage\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MarkTeamChatRead($teamId: ID!) {\n    markTeamChatRead(teamId: $teamId) {\n      teamId\n      unread\n    }\n  }\n',
): (typeof documents)['\n  mutation MarkTeamChatRead($teamId: ID!) {\n    markTeamChatRead(teamId: $teamId) {\n      teamId\n      unread\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestComment on Comment {\n    id\n    subjectType\n    subjectId\n    parentId\n    body\n    deleted\n    authorId\n    author {\n      ...RestPerson\n    }\n    createdAt\n    updatedAt\n    editedAt\n    canEdit\n    canDelete\n    hidden\n    hiddenReason\n  }\n',
): (typeof documents)['\n  fragment RestComment on Comment {\n    id\n    subjectType\n    subjectId\n    parentId\n    body\n    deleted\n    authorId\n    author {\n      ...RestPerson\n    }\n    createdAt\n    updatedAt\n    editedAt\n    canEdit\n    canDelete\n    hidden\n    hiddenReason\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestThread on Comment {\n    ...RestComment\n    replies {\n      ...RestComment\n    }\n  }\n',
): (typeof documents)['\n  fragment RestThread on Comment {\n    ...RestComment\n    replies {\n      ...RestComment\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Comments($subjectType: String!, $subjectId: ID!, $first: Int, $after: String) {\n    comments(subjectType: $subjectType, subjectId: $subjectId, first: $first, after: $after) {\n      nodes {\n        ...RestThread\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query Comments($subjectType: String!, $subjectId: ID!, $first: Int, $after: String) {\n    comments(subjectType: $subjectType, subjectId: $subjectId, first: $first, after: $after) {\n      nodes {\n        ...RestThread\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddComment($subjectType: String!, $subjectId: ID!, $body: String!, $parentId: ID) {\n    addComment(\n      input: { subjectType: $subjectType, subjectId: $subjectId, body: $body, parentId: $parentId }\n    ) {\n      ...RestComment\n    }\n  }\n',
): (typeof documents)['\n  mutation AddComment($subjectType: String!, $subjectId: ID!, $body: String!, $parentId: ID) {\n    addComment(\n      input: { subjectType: $subjectType, subjectId: $subjectId, body: $body, parentId: $parentId }\n    ) {\n      ...RestComment\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation EditComment($id: ID!, $input: EditCommentInput!) {\n    editComment(id: $id, input: $input) {\n      ...RestComment\n    }\n  }\n',
): (typeof documents)['\n  mutation EditComment($id: ID!, $input: EditCommentInput!) {\n    editComment(id: $id, input: $input) {\n      ...RestComment\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id) {\n      ...RestComment\n    }\n  }\n',
): (typeof documents)['\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id) {\n      ...RestComment\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestMentorAvailability on MentorAvailability {\n    slots {\n      day\n      start\n      end\n    }\n    timeZone\n    maxTeams\n    notAvailableUntil\n    languages\n    updatedAt\n  }\n',
): (typeof documents)['\n  fragment RestMentorAvailability on MentorAvailability {\n    slots {\n      day\n      start\n      end\n    }\n    timeZone\n    maxTeams\n    notAvailableUntil\n    languages\n    updatedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestMentor on User {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    skills\n    interests\n    bio\n    experience\n    yearsExperience\n    currentRole\n    company\n    mentorAvailability {\n      ...RestMentorAvailability\n    }\n  }\n',
): (typeof documents)['\n  fragment RestMentor on User {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    skills\n    interests\n    bio\n    experience\n    yearsExperience\n    currentRole\n    company\n    mentorAvailability {\n      ...RestMentorAvailability\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Mentors($first: Int, $after: String, $search: String, $expertise: String, $language: String) {\n    mentors(first: $first, after: $after, search: $search, expertise: $expertise, language: $language) {\n      nodes {\n        ...RestMentor\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query Mentors($first: Int, $after: String, $search: String, $expertise: String, $language: String) {\n    mentors(first: $first, after: $after, search: $search, expertise: $expertise, language: $language) {\n      nodes {\n        ...RestMentor\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyAvailability {\n    me {\n      id\n      mentorAvailability {\n        ...RestMentorAvailability\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MyAvailability {\n    me {\n      id\n      mentorAvailability {\n        ...RestMentorAvailability\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetMentorAvailability($input: MentorAvailabilityInput!) {\n    setMentorAvailability(input: $input) {\n      ...RestMentorAvailability\n    }\n  }\n',
): (typeof documents)['\n  mutation SetMentorAvailability($input: MentorAvailabilityInput!) {\n    setMentorAvailability(input: $input) {\n      ...RestMentorAvailability\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestMentoringRequest on MentoringRequest {\n    id\n    teamId\n    team {\n      id\n      name\n    }\n    mentorId\n    mentor {\n      ...RestPerson\n    }\n    requestedBy\n    requester {\n      ...RestPerson\n    }\n    message\n    topics\n    status\n    note\n    createdAt\n    answeredAt\n    expiresAt\n  }\n',
): (typeof documents)['\n  fragment RestMentoringRequest on MentoringRequest {\n    id\n    teamId\n    team {\n      id\n      name\n    }\n    mentorId\n    mentor {\n      ...RestPerson\n    }\n    requestedBy\n    requester {\n      ...RestPerson\n    }\n    message\n    topics\n    status\n    note\n    createdAt\n    answeredAt\n    expiresAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RequestMentoring($teamId: ID!, $input: MentoringRequestInput!) {\n    requestMentoring(teamId: $teamId, input: $input) {\n      ...RestMentoringRequest\n    }\n  }\n',
): (typeof documents)['\n  mutation RequestMentoring($teamId: ID!, $input: MentoringRequestInput!) {\n    requestMentoring(teamId: $teamId, input: $input) {\n      ...RestMentoringRequest\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query IncomingMentoringRequests($first: Int, $after: String, $pendingOnly: Boolean) {\n    incomingMentoringRequests(first: $first, after: $after, pendingOnly: $pendingOnly) {\n      nodes {\n        ...RestMentoringRequest\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query IncomingMentoringRequests($first: Int, $after: String, $pendingOnly: Boolean) {\n    incomingMentoringRequests(first: $first, after: $after, pendingOnly: $pendingOnly) {\n      nodes {\n        ...RestMentoringRequest\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AnswerMentoringRequest($requestId: ID!, $input: MentoringAnswerInput!) {\n    answerMentoringRequest(requestId: $requestId, input: $input) {\n      ...RestMentoringRequest\n    }\n  }\n',
): (typeof documents)['\n  mutation AnswerMentoringRequest($requestId: ID!, $input: MentoringAnswerInput!) {\n    answerMentoringRequest(requestId: $requestId, input: $input) {\n      ...RestMentoringRequest\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation WithdrawMentoringRequest($requestId: ID!) {\n    withdrawMentoringRequest(requestId: $requestId) {\n      ...RestMentoringRequest\n    }\n  }\n',
): (typeof documents)['\n  mutation WithdrawMentoringRequest($requestId: ID!) {\n    withdrawMentoringRequest(requestId: $requestId) {\n      ...RestMentoringRequest\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation EndMentoring($teamId: ID!, $mentorId: ID!) {\n    endMentoring(teamId: $teamId, mentorId: $mentorId) {\n      ...RestTeamDetail\n    }\n  }\n',
): (typeof documents)['\n  mutation EndMentoring($teamId: ID!, $mentorId: ID!) {\n    endMentoring(teamId: $teamId, mentorId: $mentorId) {\n      ...RestTeamDetail\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyMentoredTeams {\n    myMentoredTeams {\n      ...RestTeam\n    }\n  }\n',
): (typeof documents)['\n  query MyMentoredTeams {\n    myMentoredTeams {\n      ...RestTeam\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MentorFreeSlots($mentorId: ID!, $teamId: ID!) {\n    mentorFreeSlots(mentorId: $mentorId, teamId: $teamId) {\n      startsAt\n      endsAt\n    }\n  }\n',
): (typeof documents)['\n  query MentorFreeSlots($mentorId: ID!, $teamId: ID!) {\n    mentorFreeSlots(mentorId: $mentorId, teamId: $teamId) {\n      startsAt\n      endsAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ScheduleMeeting($teamId: ID!, $input: ScheduleMeetingInput!) {\n    scheduleMeeting(teamId: $teamId, input: $input) {\n      ...RestMeeting\n    }\n  }\n',
): (typeof documents)['\n  mutation ScheduleMeeting($teamId: ID!, $input: ScheduleMeetingInput!) {\n    scheduleMeeting(teamId: $teamId, input: $input) {\n      ...RestMeeting\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Meeting($id: ID!) {\n    meeting(id: $id) {\n      ...RestMeeting\n    }\n  }\n',
): (typeof documents)['\n  query Meeting($id: ID!) {\n    meeting(id: $id) {\n      ...RestMeeting\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MeetingCalendar($id: ID!) {\n    meeting(id: $id) {\n      ...RestMeeting\n      team {\n        id\n        name\n      }\n      mentor {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MeetingCalendar($id: ID!) {\n    meeting(id: $id) {\n      ...RestMeeting\n      team {\n        id\n        name\n      }\n      mentor {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateMeeting($meetingId: ID!, $input: UpdateMeetingInput!) {\n    updateMeeting(meetingId: $meetingId, input: $input) {\n      ...RestMeeting\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateMeeting($meetingId: ID!, $input: UpdateMeetingInput!) {\n    updateMeeting(meetingId: $meetingId, input: $input) {\n      ...RestMeeting\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CancelMeeting($meetingId: ID!) {\n    cancelMeeting(meetingId: $meetingId) {\n      ...RestMeeting\n    }\n  }\n',
): (typeof documents)['\n  mutation CancelMeeting($meetingId: ID!) {\n    cancelMeeting(meetingId: $meetingId) {\n      ...RestMeeting\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestProjectFeedback on ProjectFeedback {\n    id\n    projectId\n    mentorId\n    mentor {\n      ...RestPerson\n    }\n    notes\n    scores {\n      problem\n      solution\n      prototype\n      presentation\n    }\n    createdAt\n    updatedAt\n  }\n',
): (typeof documents)['\n  fragment RestProjectFeedback on ProjectFeedback {\n    id\n    projectId\n    mentorId\n    mentor {\n      ...RestPerson\n    }\n    notes\n    scores {\n      problem\n      solution\n      prototype\n      presentation\n    }\n    createdAt\n    updatedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProjectFeedback($id: ID!) {\n    project(id: $id) {\n      id\n      feedback {\n        ...RestProjectFeedback\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ProjectFeedback($id: ID!) {\n    project(id: $id) {\n      id\n      feedback {\n        ...RestProjectFeedback\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation GiveProjectFeedback($projectId: ID!, $input: ProjectFeedbackInput!) {\n    giveProjectFeedback(projectId: $projectId, input: $input) {\n      ...RestProjectFeedback\n    }\n  }\n',
): (typeof documents)['\n  mutation GiveProjectFeedback($projectId: ID!, $input: ProjectFeedbackInput!) {\n    giveProjectFeedback(projectId: $projectId, input: $input) {\n      ...RestProjectFeedback\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyDataExport {\n    identityDataExport\n    challengesDataExport\n    teamsDataExport\n    showcaseDataExport\n    discussionsDataExport\n    programmesDataExport\n    brainstormDataExport\n  }\n',
): (typeof documents)['\n  query MyDataExport {\n    identityDataExport\n    challengesDataExport\n    teamsDataExport\n    showcaseDataExport\n    discussionsDataExport\n    programmesDataExport\n    brainstormDataExport\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestReport on Report {\n    id\n    itemType\n    itemId\n    reason\n    note\n    status\n    createdAt\n  }\n',
): (typeof documents)['\n  fragment RestReport on Report {\n    id\n    itemType\n    itemId\n    reason\n    note\n    status\n    createdAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestReportedItem on ReportedItem {\n    itemType\n    itemId\n    reportCount\n    latestAt\n    reports {\n      id\n      reason\n      note\n      createdAt\n      reporter {\n        ...RestPerson\n      }\n    }\n    challenge {\n      id\n      title\n    }\n    team {\n      id\n      name\n    }\n    project {\n      id\n      title\n    }\n    resource {\n      id\n      title\n    }\n    comment {\n      id\n      body\n      subjectType\n      subjectId\n    }\n    person {\n      ...RestPerson\n    }\n  }\n',
): (typeof documents)['\n  fragment RestReportedItem on ReportedItem {\n    itemType\n    itemId\n    reportCount\n    latestAt\n    reports {\n      id\n      reason\n      note\n      createdAt\n      reporter {\n        ...RestPerson\n      }\n    }\n    challenge {\n      id\n      title\n    }\n    team {\n      id\n      name\n    }\n    project {\n      id\n      title\n    }\n    resource {\n      id\n      title\n    }\n    comment {\n      id\n      body\n      subjectType\n      subjectId\n    }\n    person {\n      ...RestPerson\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestModerationAction on ModerationAction {\n    id\n    action\n    itemType\n    itemId\n    reason\n    details\n    createdAt\n    actor {\n      ...RestPerson\n    }\n    subject {\n      ...RestPerson\n    }\n  }\n',
): (typeof documents)['\n  fragment RestModerationAction on ModerationAction {\n    id\n    action\n    itemType\n    itemId\n    reason\n    details\n    createdAt\n    actor {\n      ...RestPerson\n    }\n    subject {\n      ...RestPerson\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestModeratedUser on User {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    moderationHistory {\n      hiddenCount\n      suspensionCount\n      reportCount\n      suspendedUntil\n      suspendedForGood\n      suspensionReason\n    }\n  }\n',
): (typeof documents)['\n  fragment RestModeratedUser on User {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    moderationHistory {\n      hiddenCount\n      suspensionCount\n      reportCount\n      suspendedUntil\n      suspendedForGood\n      suspensionReason\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReportContent($input: ReportInput!) {\n    reportContent(input: $input) {\n      ...RestReport\n    }\n  }\n',
): (typeof documents)['\n  mutation ReportContent($input: ReportInput!) {\n    reportContent(input: $input) {\n      ...RestReport\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ModerationQueue($first: Int, $after: String) {\n    moderationQueue(first: $first, after: $after) {\n      nodes {\n        ...RestReportedItem\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query ModerationQueue($first: Int, $after: String) {\n    moderationQueue(first: $first, after: $after) {\n      nodes {\n        ...RestReportedItem\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ModerationLog($first: Int, $after: String) {\n    moderationLog(first: $first, after: $after) {\n      nodes {\n        ...RestModerationAction\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query ModerationLog($first: Int, $after: String) {\n    moderationLog(first: $first, after: $after) {\n      nodes {\n        ...RestModerationAction\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DismissReports($itemType: String!, $itemId: ID!, $reason: String) {\n    dismissReports(itemType: $itemType, itemId: $itemId, reason: $reason)\n  }\n',
): (typeof documents)['\n  mutation DismissReports($itemType: String!, $itemId: ID!, $reason: String) {\n    dismissReports(itemType: $itemType, itemId: $itemId, reason: $reason)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SuspendUser($userId: ID!, $until: DateTime, $reason: String!) {\n    suspendUser(userId: $userId, until: $until, reason: $reason) {\n      ...RestModeratedUser\n    }\n  }\n',
): (typeof documents)['\n  mutation SuspendUser($userId: ID!, $until: DateTime, $reason: String!) {\n    suspendUser(userId: $userId, until: $until, reason: $reason) {\n      ...RestModeratedUser\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation LiftSuspension($userId: ID!) {\n    liftSuspension(userId: $userId) {\n      ...RestModeratedUser\n    }\n  }\n',
): (typeof documents)['\n  mutation LiftSuspension($userId: ID!) {\n    liftSuspension(userId: $userId) {\n      ...RestModeratedUser\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestUnverifiedMentor on User {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    skills\n    bio\n    experience\n    yearsExperience\n    currentRole\n    company\n    mentorVerified\n    createdAt\n  }\n',
): (typeof documents)['\n  fragment RestUnverifiedMentor on User {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    skills\n    bio\n    experience\n    yearsExperience\n    currentRole\n    company\n    mentorVerified\n    createdAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query UnverifiedMentors($first: Int, $after: String) {\n    unverifiedMentors(first: $first, after: $after) {\n      nodes {\n        ...RestUnverifiedMentor\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query UnverifiedMentors($first: Int, $after: String) {\n    unverifiedMentors(first: $first, after: $after) {\n      nodes {\n        ...RestUnverifiedMentor\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation VerifyMentor($userId: ID!, $verified: Boolean!) {\n    verifyMentor(userId: $userId, verified: $verified) {\n      ...RestUnverifiedMentor\n    }\n  }\n',
): (typeof documents)['\n  mutation VerifyMentor($userId: ID!, $verified: Boolean!) {\n    verifyMentor(userId: $userId, verified: $verified) {\n      ...RestUnverifiedMentor\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestCohortCode on CohortCode {\n    id\n    code\n    name\n    validUntil\n    maxUses\n    uses\n    createdAt\n  }\n',
): (typeof documents)['\n  fragment RestCohortCode on CohortCode {\n    id\n    code\n    name\n    validUntil\n    maxUses\n    uses\n    createdAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CohortCodes($first: Int, $after: String) {\n    cohortCodes(first: $first, after: $after) {\n      nodes {\n        ...RestCohortCode\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query CohortCodes($first: Int, $after: String) {\n    cohortCodes(first: $first, after: $after) {\n      nodes {\n        ...RestCohortCode\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateCohortCode($input: CreateCohortCodeInput!) {\n    createCohortCode(input: $input) {\n      ...RestCohortCode\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateCohortCode($input: CreateCohortCodeInput!) {\n    createCohortCode(input: $input) {\n      ...RestCohortCode\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetItemHidden(\n    $id: ID!\n    $hidden: Boolean!\n    $reason: String\n    $challenge: Boolean!\n    $team: Boolean!\n    $project: Boolean!\n    $resource: Boolean!\n    $comment: Boolean!\n  ) {\n    setChallengeHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $challenge) {\n      id\n      hidden\n      hiddenReason\n    }\n    setTeamHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $team) {\n      id\n      hidden\n      hiddenReason\n    }\n    setProjectHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $project) {\n      id\n      hidden\n      hiddenReason\n    }\n    setResourceHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $resource) {\n      id\n      hidden\n      hiddenReason\n    }\n    setCommentHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $comment) {\n      id\n      hidden\n      hiddenReason\n    }\n  }\n',
): (typeof documents)['\n  mutation SetItemHidden(\n    $id: ID!\n    $hidden: Boolean!\n    $reason: String\n    $challenge: Boolean!\n    $team: Boolean!\n    $project: Boolean!\n    $resource: Boolean!\n    $comment: Boolean!\n  ) {\n    setChallengeHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $challenge) {\n      id\n      hidden\n      hiddenReason\n    }\n    setTeamHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $team) {\n      id\n      hidden\n      hiddenReason\n    }\n    setProjectHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $project) {\n      id\n      hidden\n      hiddenReason\n    }\n    setResourceHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $resource) {\n      id\n      hidden\n      hiddenReason\n    }\n    setCommentHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $comment) {\n      id\n      hidden\n      hiddenReason\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestProgramme on Programme {\n    id\n    name\n    description\n    nameDe\n    descriptionDe\n    timeZone\n    phases {\n      key\n      startsAt\n      endsAt\n    }\n    submissionDeadline\n    judgingEndsAt\n    resultsAt\n    currentPhase\n    submissionsOpen\n    nextDeadline {\n      kind\n      phase\n      at\n    }\n    joinCode\n    viewerIsOrganiser\n    memberCount\n    organisers {\n      id\n    }\n    createdAt\n    updatedAt\n  }\n',
): (typeof documents)['\n  fragment RestProgramme on Programme {\n    id\n    name\n    description\n    nameDe\n    descriptionDe\n    timeZone\n    phases {\n      key\n      startsAt\n      endsAt\n    }\n    submissionDeadline\n    judgingEndsAt\n    resultsAt\n    currentPhase\n    submissionsOpen\n    nextDeadline {\n      kind\n      phase\n      at\n    }\n    joinCode\n    viewerIsOrganiser\n    memberCount\n    organisers {\n      id\n    }\n    createdAt\n    updatedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Programme($id: ID!) {\n    programme(id: $id) {\n      ...RestProgramme\n    }\n  }\n',
): (typeof documents)['\n  query Programme($id: ID!) {\n    programme(id: $id) {\n      ...RestProgramme\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateProgramme($input: CreateProgrammeInput!) {\n    createProgramme(input: $input) {\n      ...RestProgramme\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateProgramme($input: CreateProgrammeInput!) {\n    createProgramme(input: $input) {\n      ...RestProgramme\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateProgramme($id: ID!, $input: UpdateProgrammeInput!) {\n    updateProgramme(id: $id, input: $input) {\n      ...RestProgramme\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateProgramme($id: ID!, $input: UpdateProgrammeInput!) {\n    updateProgramme(id: $id, input: $input) {\n      ...RestProgramme\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddProgrammeOrganiser($programmeId: ID!, $userId: ID!) {\n    addProgrammeOrganiser(programmeId: $programmeId, userId: $userId) {\n      ...RestProgramme\n    }\n  }\n',
): (typeof documents)['\n  mutation AddProgrammeOrganiser($programmeId: ID!, $userId: ID!) {\n    addProgrammeOrganiser(programmeId: $programmeId, userId: $userId) {\n      ...RestProgramme\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation JoinProgramme($code: String!) {\n    joinProgramme(code: $code) {\n      ...RestProgramme\n    }\n  }\n',
): (typeof documents)['\n  mutation JoinProgramme($code: String!) {\n    joinProgramme(code: $code) {\n      ...RestProgramme\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyProgrammes {\n    myProgrammes {\n      current\n      member\n      organiser\n      programme {\n        ...RestProgramme\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MyProgrammes {\n    myProgrammes {\n      current\n      member\n      organiser\n      programme {\n        ...RestProgramme\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestProgrammeMember on ProgrammeMember {\n    userId\n    user {\n      id\n      firstName\n      lastName\n    }\n    joinedAt\n    isMentor\n    lastActiveOn\n    startedBrainstorm\n    team {\n      id\n      name\n      progress\n      milestones {\n        key\n        done\n      }\n      projectId\n      projectTitle\n      result {\n        rank\n        awards\n        awardsDe\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment RestProgrammeMember on ProgrammeMember {\n    userId\n    user {\n      id\n      firstName\n      lastName\n    }\n    joinedAt\n    isMentor\n    lastActiveOn\n    startedBrainstorm\n    team {\n      id\n      name\n      progress\n      milestones {\n        key\n        done\n      }\n      projectId\n      projectTitle\n      result {\n        rank\n        awards\n        awardsDe\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProgrammeMembers($programmeId: ID!, $filter: String, $first: Int, $after: String) {\n    programmeMembers(programmeId: $programmeId, filter: $filter, first: $first, after: $after) {\n      nodes {\n        ...RestProgrammeMember\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query ProgrammeMembers($programmeId: ID!, $filter: String, $first: Int, $after: String) {\n    programmeMembers(programmeId: $programmeId, filter: $filter, first: $first, after: $after) {\n      nodes {\n        ...RestProgrammeMember\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RestProgrammeTeam on ProgrammeTeam {\n    id\n    name\n    leaderId\n    progress\n    milestones {\n      key\n      done\n    }\n    projectId\n    projectTitle\n    createdAt\n    members {\n      id\n      firstName\n      lastName\n    }\n    mentors {\n      id\n      firstName\n      lastName\n    }\n  }\n',
): (typeof documents)['\n  fragment RestProgrammeTeam on ProgrammeTeam {\n    id\n    name\n    leaderId\n    progress\n    milestones {\n      key\n      done\n    }\n    projectId\n    projectTitle\n    createdAt\n    members {\n      id\n      firstName\n      lastName\n    }\n    mentors {\n      id\n      firstName\n      lastName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProgrammeTeams($programmeId: ID!, $first: Int, $after: String) {\n    programmeTeams(programmeId: $programmeId, first: $first, after: $after) {\n      nodes {\n        ...RestProgrammeTeam\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query ProgrammeTeams($programmeId: ID!, $first: Int, $after: String) {\n    programmeTeams(programmeId: $programmeId, first: $first, after: $after) {\n      nodes {\n        ...RestProgrammeTeam\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PostAnnouncement($programmeId: ID!, $input: AnnouncementInput!) {\n    postAnnouncement(programmeId: $programmeId, input: $input) {\n      id\n      programmeId\n      title\n      body\n      audience\n      recipientCount\n      createdAt\n    }\n  }\n',
): (typeof documents)['\n  mutation PostAnnouncement($programmeId: ID!, $input: AnnouncementInput!) {\n    postAnnouncement(programmeId: $programmeId, input: $input) {\n      id\n      programmeId\n      title\n      body\n      audience\n      recipientCount\n      createdAt\n    }\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
