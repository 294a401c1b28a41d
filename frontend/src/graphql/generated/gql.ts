/* eslint-disable */
import * as types from './graphql';
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
  '\n  fragment BrainstormShownFields on Brainstorm {\n    id\n    phase\n    messages {\n      id\n      message\n      sender\n      timestamp\n      type\n      phase\n    }\n    draft {\n      title\n      description\n      category\n      difficulty\n      tags\n    }\n    insights\n    awaitingConfirmation\n  }\n': typeof types.BrainstormShownFieldsFragmentDoc;
  '\n  mutation StartBrainstorm($input: StartBrainstormInput) {\n    startBrainstorm(input: $input) {\n      ...BrainstormShownFields\n    }\n  }\n': typeof types.StartBrainstormDocument;
  '\n  mutation SendBrainstormMessage($input: SendBrainstormMessageInput!) {\n    sendBrainstormMessage(input: $input) {\n      ...BrainstormShownFields\n    }\n  }\n': typeof types.SendBrainstormMessageDocument;
  '\n  mutation BrainstormBackToRefinement($input: BrainstormBackToRefinementInput!) {\n    brainstormBackToRefinement(input: $input) {\n      ...BrainstormShownFields\n    }\n  }\n': typeof types.BrainstormBackToRefinementDocument;
  '\n  query MyCredentials {\n    myCredentials {\n      id\n      kind\n      key\n      name\n      description\n      earnedAt\n      revoked\n      fileName\n    }\n  }\n': typeof types.MyCredentialsDocument;
  '\n  query MySessions {\n    mySessions {\n      id\n      current\n      browser\n      network\n      createdAt\n      lastSeenAt\n    }\n  }\n': typeof types.MySessionsDocument;
  '\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n': typeof types.ChangePasswordDocument;
  '\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n': typeof types.EndSessionDocument;
  '\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n': typeof types.EndOtherSessionsDocument;
  '\n  mutation DeleteMyAccount($input: DeleteAccountInput!) {\n    deleteMyAccount(input: $input)\n  }\n': typeof types.DeleteMyAccountDocument;
  '\n  query AchievementCatalogue {\n    achievements {\n      id\n      key\n    }\n  }\n': typeof types.AchievementCatalogueDocument;
  '\n  query ChallengePage($id: ID!) {\n    challenge(id: $id) {\n      id\n      title\n      description\n      category\n      difficulty\n      status\n      tags\n      createdBy\n      createdAt\n      updatedAt\n      editedAt\n      canEdit\n      hidden\n      hiddenReason\n      validatedInsights\n      author {\n        id\n        firstName\n        lastName\n        profileImageUrl\n      }\n      teamCount\n      teams(first: 50) {\n        nodes {\n          id\n          name\n          status\n          progress\n          memberCount\n          maxMembers\n          projects {\n            id\n            title\n          }\n        }\n        totalCount\n      }\n    }\n  }\n': typeof types.ChallengePageDocument;
  '\n  mutation UpdateChallenge($id: ID!, $input: UpdateChallengeInput!) {\n    updateChallenge(id: $id, input: $input) {\n      id\n      title\n      description\n      category\n      difficulty\n      status\n      tags\n      updatedAt\n      editedAt\n    }\n  }\n': typeof types.UpdateChallengeDocument;
  '\n  fragment ChallengeFields on Challenge {\n    id\n    title\n    description\n    category\n    difficulty\n    status\n    tags\n    createdBy\n    createdAt\n    updatedAt\n    teamCount\n  }\n': typeof types.ChallengeFieldsFragmentDoc;
  '\n  query Challenges($first: Int, $after: String, $search: String, $category: String, $createdBy: ID) {\n    challenges(first: $first, after: $after, search: $search, category: $category, createdBy: $createdBy) {\n      nodes {\n        ...ChallengeFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n': typeof types.ChallengesDocument;
  '\n  query MyTeamChallenges {\n    myTeams(first: 20) {\n      nodes {\n        id\n        challenge {\n          ...ChallengeFields\n        }\n      }\n    }\n  }\n': typeof types.MyTeamChallengesDocument;
  '\n  query ChallengeChoices {\n    challenges(first: 100) {\n      nodes {\n        id\n        title\n      }\n    }\n  }\n': typeof types.ChallengeChoicesDocument;
  '\n  mutation CreateChallenge($input: CreateChallengeInput!) {\n    createChallenge(input: $input) {\n      id\n      title\n    }\n  }\n': typeof types.CreateChallengeDocument;
  '\n  query Resources($first: Int!) {\n    resources(first: $first) {\n      nodes {\n        id\n        title\n        type\n        url\n        provider\n        difficulty\n        duration\n      }\n    }\n  }\n': typeof types.ResourcesDocument;
  '\n  query FeaturedProjects($first: Int!) {\n    featuredProjects(first: $first) {\n      id\n      title\n      likes\n      teamId\n      team {\n        id\n        name\n      }\n    }\n  }\n': typeof types.FeaturedProjectsDocument;
  '\n  query CreatedChallengeCount($me: ID!) {\n    challenges(createdBy: $me, first: 1) {\n      totalCount\n    }\n  }\n': typeof types.CreatedChallengeCountDocument;
  '\n  query MyProjectCount {\n    projects(mine: true, first: 1) {\n      totalCount\n    }\n  }\n': typeof types.MyProjectCountDocument;
  '\n  query DashboardProgramme {\n    myProgrammes {\n      current\n      member\n      organiser\n      programme {\n        id\n        name\n        nameDe\n        timeZone\n        currentPhase\n        submissionsOpen\n        submissionDeadline\n        nextDeadline {\n          kind\n          phase\n          at\n        }\n      }\n    }\n  }\n': typeof types.DashboardProgrammeDocument;
  '\n  query DashboardProgrammeTeams {\n    myTeams(first: 25) {\n      nodes {\n        id\n        name\n        programmeId\n        progress\n        milestones {\n          key\n          done\n        }\n      }\n    }\n  }\n': typeof types.DashboardProgrammeTeamsDocument;
  '\n  query PinnedAnnouncements {\n    pinnedAnnouncements {\n      id\n      programmeId\n      title\n      body\n      createdAt\n    }\n  }\n': typeof types.PinnedAnnouncementsDocument;
  '\n  mutation DismissAnnouncement($id: ID!) {\n    dismissAnnouncement(id: $id)\n  }\n': typeof types.DismissAnnouncementDocument;
  '\n  fragment DiscussionCommentFields on Comment {\n    id\n    subjectType\n    subjectId\n    parentId\n    body\n    deleted\n    authorId\n    createdAt\n    updatedAt\n    editedAt\n    canEdit\n    canDelete\n    hidden\n    hiddenReason\n    author {\n      id\n      firstName\n      lastName\n      profileImageUrl\n    }\n  }\n': typeof types.DiscussionCommentFieldsFragmentDoc;
  '\n  query Discussion(\n    $subjectType: String!\n    $subjectId: ID!\n    $first: Int\n    $after: String\n    $isChallenge: Boolean!\n    $isProject: Boolean!\n  ) {\n    comments(subjectType: $subjectType, subjectId: $subjectId, first: $first, after: $after) {\n      nodes {\n        ...DiscussionCommentFields\n        replies {\n          ...DiscussionCommentFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n    challenge(id: $subjectId) @include(if: $isChallenge) {\n      id\n      commentCount\n    }\n    project(id: $subjectId) @include(if: $isProject) {\n      id\n      commentCount\n    }\n  }\n': typeof types.DiscussionDocument;
  '\n  mutation AddComment($input: AddCommentInput!) {\n    addComment(input: $input) {\n      ...DiscussionCommentFields\n    }\n  }\n': typeof types.AddCommentDocument;
  '\n  mutation EditComment($id: ID!, $input: EditCommentInput!) {\n    editComment(id: $id, input: $input) {\n      ...DiscussionCommentFields\n    }\n  }\n': typeof types.EditCommentDocument;
  '\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id) {\n      ...DiscussionCommentFields\n    }\n  }\n': typeof types.DeleteCommentDocument;
  '\n  fragment SessionUserFields on User {\n    id\n    email\n    firstName\n    lastName\n    profileImageUrl\n    role\n    skills\n    interests\n    bio\n    experience\n    yearsExperience\n    currentRole\n    company\n    isStaff\n    language\n  }\n': typeof types.SessionUserFieldsFragmentDoc;
  '\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n': typeof types.MeDocument;
  '\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SessionUserFields\n    }\n  }\n': typeof types.LoginDocument;
  '\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...SessionUserFields\n    }\n  }\n': typeof types.RegisterDocument;
  '\n  mutation UpdateProfile($input: ProfileUpdateInput!) {\n    updateProfile(input: $input) {\n      ...SessionUserFields\n    }\n  }\n': typeof types.UpdateProfileDocument;
  '\n  query RecommendedUsers($first: Int!) {\n    recommendedUsers(first: $first) {\n      nodes {\n        id\n        firstName\n        lastName\n        role\n        experience\n        profileImageUrl\n        sharedSkills\n        sharedInterests\n      }\n    }\n  }\n': typeof types.RecommendedUsersDocument;
  '\n  query MyAchievements($first: Int!) {\n    myAchievements(first: $first) {\n      nodes {\n        id\n        title\n        description\n        icon\n        points\n        earnedAt\n      }\n      totalCount\n    }\n  }\n': typeof types.MyAchievementsDocument;
  '\n  mutation SetLanguage($language: String!) {\n    setLanguage(language: $language) {\n      id\n      language\n    }\n  }\n': typeof types.SetLanguageDocument;
  '\n  query MyInvitations($first: Int!) {\n    myInvitations(first: $first) {\n      nodes {\n        id\n        status\n        createdAt\n        expiresAt\n        team {\n          id\n          name\n        }\n        inviter {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n      }\n      totalCount\n    }\n  }\n': typeof types.MyInvitationsDocument;
  '\n  mutation AcceptTeamInvitation($id: ID!) {\n    acceptTeamInvitation(id: $id) {\n      id\n      name\n    }\n  }\n': typeof types.AcceptTeamInvitationDocument;
  '\n  mutation DeclineTeamInvitation($id: ID!) {\n    declineTeamInvitation(id: $id) {\n      id\n      status\n    }\n  }\n': typeof types.DeclineTeamInvitationDocument;
  '\n  query UpcomingMeetings($first: Int!) {\n    myMeetings(first: $first) {\n      nodes {\n        id\n        title\n        scheduledAt\n        duration\n        meetingUrl\n        status\n        team {\n          id\n          name\n        }\n      }\n    }\n  }\n': typeof types.UpcomingMeetingsDocument;
  '\n  query TeamMentorFreeSlots($mentorId: ID!, $teamId: ID!) {\n    mentorFreeSlots(mentorId: $mentorId, teamId: $teamId) {\n      startsAt\n      endsAt\n    }\n  }\n': typeof types.TeamMentorFreeSlotsDocument;
  '\n  mutation ScheduleTeamMeeting($teamId: ID!, $input: ScheduleMeetingInput!) {\n    scheduleMeeting(teamId: $teamId, input: $input) {\n      id\n      scheduledAt\n      updatedAt\n    }\n  }\n': typeof types.ScheduleTeamMeetingDocument;
  '\n  mutation UpdateTeamMeeting($meetingId: ID!, $input: UpdateMeetingInput!) {\n    updateMeeting(meetingId: $meetingId, input: $input) {\n      id\n      scheduledAt\n      duration\n      notes\n      updatedAt\n    }\n  }\n': typeof types.UpdateTeamMeetingDocument;
  '\n  mutation CancelTeamMeeting($meetingId: ID!) {\n    cancelMeeting(meetingId: $meetingId) {\n      id\n      status\n      updatedAt\n    }\n  }\n': typeof types.CancelTeamMeetingDocument;
  '\n  query MentorDashboardTeams {\n    myMentoredTeams {\n      id\n      name\n      status\n      progress\n      memberCount\n      milestones {\n        key\n        done\n      }\n      meetings {\n        id\n        title\n        scheduledAt\n        duration\n        status\n      }\n    }\n  }\n': typeof types.MentorDashboardTeamsDocument;
  '\n  query MentorDashboardRequests($first: Int) {\n    incomingMentoringRequests(first: $first, pendingOnly: true) {\n      nodes {\n        id\n        team {\n          id\n          name\n        }\n        requester {\n          id\n          firstName\n          lastName\n        }\n        message\n        status\n        createdAt\n      }\n      totalCount\n    }\n  }\n': typeof types.MentorDashboardRequestsDocument;
  '\n  fragment MentorAvailabilityFields on MentorAvailability {\n    slots {\n      day\n      start\n      end\n    }\n    timeZone\n    maxTeams\n    notAvailableUntil\n    languages\n    updatedAt\n  }\n': typeof types.MentorAvailabilityFieldsFragmentDoc;
  '\n  fragment MentorCardFields on User {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    role\n    currentRole\n    company\n    skills\n    interests\n    mentorAvailability {\n      ...MentorAvailabilityFields\n    }\n  }\n': typeof types.MentorCardFieldsFragmentDoc;
  '\n  query Mentors($first: Int, $after: String, $search: String, $expertise: String, $language: String) {\n    mentors(first: $first, after: $after, search: $search, expertise: $expertise, language: $language) {\n      nodes {\n        ...MentorCardFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n': typeof types.MentorsDocument;
  '\n  query MentoringTeamChoices {\n    myTeams(first: 50) {\n      nodes {\n        id\n        name\n        mentorIds\n      }\n    }\n  }\n': typeof types.MentoringTeamChoicesDocument;
  '\n  mutation RequestMentoring($teamId: ID!, $input: MentoringRequestInput!) {\n    requestMentoring(teamId: $teamId, input: $input) {\n      id\n      teamId\n      mentorId\n      status\n      topics\n      createdAt\n      expiresAt\n    }\n  }\n': typeof types.RequestMentoringDocument;
  '\n  query IncomingMentoringRequests($first: Int, $after: String) {\n    incomingMentoringRequests(first: $first, after: $after, pendingOnly: true) {\n      nodes {\n        id\n        teamId\n        team {\n          id\n          name\n        }\n        requester {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n        message\n        topics\n        status\n        createdAt\n        expiresAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n': typeof types.IncomingMentoringRequestsDocument;
  '\n  mutation AnswerMentoringRequest($requestId: ID!, $input: MentoringAnswerInput!) {\n    answerMentoringRequest(requestId: $requestId, input: $input) {\n      id\n      status\n      note\n      answeredAt\n    }\n  }\n': typeof types.AnswerMentoringRequestDocument;
  '\n  query MyMentoredTeams {\n    myMentoredTeams {\n      id\n      name\n      status\n      progress\n      memberCount\n      meetings {\n        id\n        title\n        scheduledAt\n        duration\n        status\n      }\n    }\n  }\n': typeof types.MyMentoredTeamsDocument;
  '\n  query ProjectsAwaitingMyFeedback($first: Int, $after: String) {\n    projectsAwaitingMyFeedback(first: $first, after: $after) {\n      nodes {\n        id\n        title\n        team {\n          id\n          name\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n': typeof types.ProjectsAwaitingMyFeedbackDocument;
  '\n  query MyMentorAvailability {\n    me {\n      id\n      mentorAvailability {\n        ...MentorAvailabilityFields\n      }\n    }\n  }\n': typeof types.MyMentorAvailabilityDocument;
  '\n  mutation SetMentorAvailability($input: MentorAvailabilityInput!) {\n    setMentorAvailability(input: $input) {\n      ...MentorAvailabilityFields\n    }\n  }\n': typeof types.SetMentorAvailabilityDocument;
  '\n  query MyMentorVerification {\n    me {\n      id\n      mentorVerified\n    }\n  }\n': typeof types.MyMentorVerificationDocument;
  '\n  query MyNotifications($first: Int, $after: String, $unread: Boolean) {\n    myNotifications(first: $first, after: $after, unread: $unread) {\n      nodes {\n        id\n        type\n        createdAt\n        read\n        data\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n': typeof types.MyNotificationsDocument;
  '\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n': typeof types.UnreadNotificationCountDocument;
  '\n  mutation MarkNotificationsRead($input: MarkNotificationsReadInput!) {\n    markNotificationsRead(input: $input)\n  }\n': typeof types.MarkNotificationsReadDocument;
  '\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n': typeof types.MarkAllNotificationsReadDocument;
  '\n  query NotificationPreferences {\n    notificationPreferences {\n      ...NotificationPreferencesFields\n    }\n  }\n': typeof types.NotificationPreferencesDocument;
  '\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      ...NotificationPreferencesFields\n    }\n  }\n': typeof types.UpdateNotificationPreferencesDocument;
  '\n  fragment NotificationPreferencesFields on NotificationPreferences {\n    teamJoins {\n      inApp\n      email\n    }\n    invitations {\n      inApp\n      email\n    }\n    likes {\n      inApp\n      email\n    }\n    badges {\n      inApp\n      email\n    }\n    newChallenges {\n      inApp\n      email\n    }\n    chatMentions {\n      inApp\n      email\n    }\n    programmes {\n      inApp\n      email\n    }\n    newChallengesDelivery\n  }\n': typeof types.NotificationPreferencesFieldsFragmentDoc;
  '\n  query AccountFeatures {\n    accountFeatures {\n      passwordReset\n    }\n  }\n': typeof types.AccountFeaturesDocument;
  '\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input)\n  }\n': typeof types.RequestPasswordResetDocument;
  '\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n': typeof types.ResetPasswordDocument;
  '\n  query PersonPage($id: ID!) {\n    user(id: $id) {\n      id\n      firstName\n      lastName\n      profileImageUrl\n      role\n      skills\n      interests\n      bio\n      currentRole\n      company\n      mentorVerified\n      mentorAvailability {\n        ...MentorAvailabilityFields\n      }\n      achievements {\n        id\n        key\n        title\n        description\n      }\n      programmeBadges {\n        id\n        kind\n        name\n        description\n      }\n      teams {\n        id\n        name\n        status\n      }\n      projects {\n        id\n        title\n      }\n    }\n    challenges(createdBy: $id, first: 50) {\n      nodes {\n        id\n        title\n        status\n      }\n      totalCount\n    }\n  }\n': typeof types.PersonPageDocument;
  '\n  query MyProgrammes {\n    myProgrammes {\n      current\n      member\n      organiser\n      programme {\n        id\n        name\n        nameDe\n        currentPhase\n        submissionsOpen\n      }\n    }\n  }\n': typeof types.MyProgrammesDocument;
  '\n  query ProjectPage($id: ID!) {\n    project(id: $id) {\n      id\n      title\n      description\n      teamId\n      challengeId\n      status\n      repositoryUrl\n      demoUrl\n      imageUrl\n      likes\n      likedByMe\n      views\n      tags\n      createdBy\n      createdAt\n      updatedAt\n      editedAt\n      canEdit\n      hidden\n      hiddenReason\n      canGiveFeedback\n      feedback {\n        id\n        mentorId\n        mentor {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n        notes\n        scores {\n          problem\n          solution\n          prototype\n          presentation\n        }\n        createdAt\n        updatedAt\n      }\n      team {\n        id\n        name\n        challenge {\n          id\n          title\n        }\n        members {\n          userId\n          role\n          user {\n            id\n            firstName\n            lastName\n            profileImageUrl\n          }\n        }\n      }\n    }\n  }\n': typeof types.ProjectPageDocument;
  '\n  mutation UpdateProject($id: ID!, $input: UpdateProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      id\n      title\n      description\n      repositoryUrl\n      demoUrl\n      imageUrl\n      updatedAt\n      editedAt\n    }\n  }\n': typeof types.UpdateProjectDocument;
  '\n  mutation RemoveProject($id: ID!) {\n    removeProject(id: $id)\n  }\n': typeof types.RemoveProjectDocument;
  '\n  mutation GiveProjectFeedback($projectId: ID!, $input: ProjectFeedbackInput!) {\n    giveProjectFeedback(projectId: $projectId, input: $input) {\n      id\n      notes\n      updatedAt\n    }\n  }\n': typeof types.GiveProjectFeedbackDocument;
  '\n  fragment ResourceFields on Resource {\n    id\n    title\n    description\n    type\n    url\n    provider\n    difficulty\n    tags\n    duration\n    createdAt\n    hidden\n    hiddenReason\n  }\n': typeof types.ResourceFieldsFragmentDoc;
  '\n  query LearningResources($first: Int, $after: String, $search: String, $type: String, $level: String) {\n    resources(first: $first, after: $after, search: $search, type: $type, level: $level) {\n      nodes {\n        ...ResourceFields\n        updatedAt\n        editedAt\n        canEdit\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n': typeof types.LearningResourcesDocument;
  '\n  mutation CreateResource($input: CreateResourceInput!) {\n    createResource(input: $input) {\n      id\n    }\n  }\n': typeof types.CreateResourceDocument;
  '\n  mutation UpdateResource($id: ID!, $input: UpdateResourceInput!) {\n    updateResource(id: $id, input: $input) {\n      ...ResourceFields\n      updatedAt\n      editedAt\n      canEdit\n    }\n  }\n': typeof types.UpdateResourceDocument;
  '\n  mutation RemoveResource($id: ID!) {\n    removeResource(id: $id)\n  }\n': typeof types.RemoveResourceDocument;
  '\n  fragment ProjectFields on Project {\n    id\n    title\n    description\n    teamId\n    team {\n      id\n      name\n      members {\n        ...TeamMemberFields\n      }\n    }\n    challengeId\n    status\n    repositoryUrl\n    demoUrl\n    imageUrl\n    likes\n    likedByMe\n    views\n    tags\n    createdBy\n    createdAt\n    updatedAt\n  }\n': typeof types.ProjectFieldsFragmentDoc;
  '\n  query Projects($first: Int, $after: String, $search: String, $topic: String, $sort: String) {\n    projects(first: $first, after: $after, search: $search, topic: $topic, sort: $sort) {\n      nodes {\n        ...ProjectFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n': typeof types.ProjectsDocument;
  '\n  query ShowcaseFeaturedProjects($first: Int!) {\n    featuredProjects(first: $first) {\n      ...ProjectFields\n    }\n  }\n': typeof types.ShowcaseFeaturedProjectsDocument;
  '\n  query ShowcaseStats {\n    showcaseStats {\n      projects\n      totalLikes\n      views\n    }\n  }\n': typeof types.ShowcaseStatsDocument;
  '\n  query ProgrammeTeamCount {\n    teams(first: 1) {\n      totalCount\n    }\n  }\n': typeof types.ProgrammeTeamCountDocument;
  '\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      id\n    }\n  }\n': typeof types.CreateProjectDocument;
  '\n  mutation LikeProject($id: ID!) {\n    likeProject(id: $id) {\n      __typename\n      id\n      likes\n      likedByMe\n    }\n  }\n': typeof types.LikeProjectDocument;
  '\n  mutation RecordProjectView($id: ID!) {\n    recordProjectView(id: $id) {\n      id\n      views\n    }\n  }\n': typeof types.RecordProjectViewDocument;
  '\n  query TeamPage($id: ID!) {\n    team(id: $id) {\n      id\n      name\n      description\n      challengeId\n      leaderId\n      maxMembers\n      status\n      memberCount\n      progress\n      milestones {\n        key\n        done\n      }\n      isMember\n      canManage\n      openSeats\n      createdAt\n      updatedAt\n      editedAt\n      hidden\n      hiddenReason\n      members {\n        userId\n        role\n        joinedAt\n        user {\n          id\n          firstName\n          lastName\n          profileImageUrl\n          skills\n        }\n      }\n      invitations {\n        id\n        invitedUserId\n        invitedUser {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n        status\n        createdAt\n        expiresAt\n        answeredAt\n      }\n      challenge {\n        id\n        title\n        status\n      }\n      projects {\n        id\n        title\n      }\n      meetings {\n        ...TeamPageMeetingFields\n      }\n      pastMeetings {\n        ...TeamPageMeetingFields\n        notes\n      }\n      mentorIds\n      mentors {\n        id\n        firstName\n        lastName\n        profileImageUrl\n      }\n      mentoringRequests {\n        id\n        mentorId\n        mentor {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n        topics\n        status\n        createdAt\n        expiresAt\n      }\n    }\n  }\n': typeof types.TeamPageDocument;
  '\n  fragment TeamPageMeetingFields on Meeting {\n    id\n    title\n    description\n    scheduledAt\n    duration\n    meetingUrl\n    status\n    mentorId\n    mentor {\n      id\n      firstName\n      lastName\n      profileImageUrl\n    }\n    updatedAt\n  }\n': typeof types.TeamPageMeetingFieldsFragmentDoc;
  '\n  mutation UpdateTeam($id: ID!, $input: UpdateTeamInput!) {\n    updateTeam(id: $id, input: $input) {\n      id\n      updatedAt\n    }\n  }\n': typeof types.UpdateTeamDocument;
  '\n  mutation LeaveTeam($teamId: ID!) {\n    leaveTeam(teamId: $teamId) {\n      id\n      updatedAt\n    }\n  }\n': typeof types.LeaveTeamDocument;
  '\n  mutation RemoveTeamMember($teamId: ID!, $userId: ID!) {\n    removeTeamMember(teamId: $teamId, userId: $userId) {\n      id\n      updatedAt\n    }\n  }\n': typeof types.RemoveTeamMemberDocument;
  '\n  mutation TransferTeamLead($teamId: ID!, $userId: ID!) {\n    transferTeamLead(teamId: $teamId, userId: $userId) {\n      id\n      updatedAt\n    }\n  }\n': typeof types.TransferTeamLeadDocument;
  '\n  mutation WithdrawTeamInvitation($id: ID!) {\n    withdrawTeamInvitation(id: $id) {\n      id\n      status\n    }\n  }\n': typeof types.WithdrawTeamInvitationDocument;
  '\n  mutation JoinTeamFromPage($teamId: ID!) {\n    joinTeam(teamId: $teamId) {\n      id\n      updatedAt\n    }\n  }\n': typeof types.JoinTeamFromPageDocument;
  '\n  mutation WithdrawTeamMentoringRequest($requestId: ID!) {\n    withdrawMentoringRequest(requestId: $requestId) {\n      id\n      status\n    }\n  }\n': typeof types.WithdrawTeamMentoringRequestDocument;
  '\n  mutation EndTeamMentoring($teamId: ID!, $mentorId: ID!) {\n    endMentoring(teamId: $teamId, mentorId: $mentorId) {\n      id\n      mentorIds\n    }\n  }\n': typeof types.EndTeamMentoringDocument;
  '\n  fragment TeamMemberFields on TeamMember {\n    userId\n    role\n    joinedAt\n    user {\n      id\n      firstName\n      lastName\n      profileImageUrl\n    }\n  }\n': typeof types.TeamMemberFieldsFragmentDoc;
  '\n  fragment TeamFields on Team {\n    id\n    name\n    description\n    challengeId\n    challenge {\n      id\n      title\n    }\n    leaderId\n    maxMembers\n    status\n    memberCount\n    progress\n    members {\n      ...TeamMemberFields\n    }\n    isMember\n    mentors {\n      id\n      firstName\n      lastName\n      profileImageUrl\n    }\n    createdAt\n    updatedAt\n  }\n': typeof types.TeamFieldsFragmentDoc;
  '\n  query Teams($first: Int, $after: String, $search: String, $status: String) {\n    teams(first: $first, after: $after, search: $search, status: $status) {\n      nodes {\n        ...TeamFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n': typeof types.TeamsDocument;
  '\n  query MyTeams {\n    myTeams(first: 20) {\n      nodes {\n        ...TeamFields\n      }\n    }\n  }\n': typeof types.MyTeamsDocument;
  '\n  mutation CreateTeam($input: CreateTeamInput!) {\n    createTeam(input: $input) {\n      ...TeamFields\n    }\n  }\n': typeof types.CreateTeamDocument;
  '\n  mutation JoinTeam($teamId: ID!) {\n    joinTeam(teamId: $teamId) {\n      ...TeamFields\n    }\n  }\n': typeof types.JoinTeamDocument;
  '\n  query PeopleToInvite($search: String!) {\n    people(search: $search) {\n      id\n      firstName\n      lastName\n      profileImageUrl\n      role\n    }\n  }\n': typeof types.PeopleToInviteDocument;
  '\n  mutation InviteToTeam($input: TeamInvitationInput!) {\n    inviteToTeam(input: $input) {\n      id\n      status\n      teamId\n      invitedUserId\n    }\n  }\n': typeof types.InviteToTeamDocument;
  '\n  mutation GenerateIslaResponse($input: IslaResponseInput!) {\n    generateIslaResponse(input: $input) {\n      message\n      nextPhase\n      provider\n    }\n  }\n': typeof types.GenerateIslaResponseDocument;
  '\n  fragment JudgingFields on Judging {\n    programmeId\n    rubric {\n      key\n      name\n      nameDe\n      weight\n    }\n    awards {\n      key\n      name\n      nameDe\n      kind\n      criterion\n    }\n    judgesPerProject\n    assignedAt\n    publishedAt\n    judgeIds\n    judges {\n      id\n      firstName\n      lastName\n      profileImageUrl\n    }\n    projects {\n      projectId\n      projectTitle\n      teamId\n      teamName\n      judgeIds\n      flagged\n    }\n  }\n': typeof types.JudgingFieldsFragmentDoc;
  '\n  query ProgrammeJudging($programmeId: ID!) {\n    programmeJudging(programmeId: $programmeId) {\n      ...JudgingFields\n    }\n  }\n': typeof types.ProgrammeJudgingDocument;
  '\n  query JudgeCandidates($programmeId: ID!) {\n    programmeMembers(programmeId: $programmeId, first: 50) {\n      nodes {\n        userId\n        isMentor\n        user {\n          id\n          firstName\n          lastName\n        }\n      }\n      totalCount\n    }\n  }\n': typeof types.JudgeCandidatesDocument;
  '\n  mutation AddProgrammeJudge($programmeId: ID!, $userId: ID!) {\n    addProgrammeJudge(programmeId: $programmeId, userId: $userId) {\n      ...JudgingFields\n    }\n  }\n': typeof types.AddProgrammeJudgeDocument;
  '\n  mutation AssignJudging($programmeId: ID!, $judgesPerProject: Int) {\n    assignJudging(programmeId: $programmeId, judgesPerProject: $judgesPerProject) {\n      ...JudgingFields\n    }\n  }\n': typeof types.AssignJudgingDocument;
  '\n  mutation MoveJudgingAssignment($programmeId: ID!, $input: MoveJudgingAssignmentInput!) {\n    moveJudgingAssignment(programmeId: $programmeId, input: $input) {\n      ...JudgingFields\n    }\n  }\n': typeof types.MoveJudgingAssignmentDocument;
  '\n  mutation SetJudgingRubric($programmeId: ID!, $criteria: [JudgingCriterionInput!]!) {\n    setJudgingRubric(programmeId: $programmeId, criteria: $criteria) {\n      ...JudgingFields\n    }\n  }\n': typeof types.SetJudgingRubricDocument;
  '\n  mutation SetProgrammeAwards($programmeId: ID!, $awards: [ProgrammeAwardInput!]!) {\n    setProgrammeAwards(programmeId: $programmeId, awards: $awards) {\n      ...JudgingFields\n    }\n  }\n': typeof types.SetProgrammeAwardsDocument;
  '\n  query MyJudgingQueue {\n    myJudgingQueue {\n      programmeId\n      programmeName\n      judgingEndsAt\n      projectId\n      projectTitle\n      teamName\n      assignedAt\n      scoredAt\n      project {\n        id\n        description\n        demoUrl\n      }\n      rubric {\n        key\n        name\n        nameDe\n        weight\n      }\n    }\n  }\n': typeof types.MyJudgingQueueDocument;
  '\n  query MyScore($projectId: ID!) {\n    myScore(projectId: $projectId) {\n      projectId\n      criteria {\n        key\n        value\n      }\n      comment\n      updatedAt\n    }\n  }\n': typeof types.MyScoreDocument;
  '\n  mutation ScoreProject($projectId: ID!, $criteria: [CriterionScoreInput!]!, $comment: String) {\n    scoreProject(projectId: $projectId, criteria: $criteria, comment: $comment) {\n      projectId\n      criteria {\n        key\n        value\n      }\n      comment\n      updatedAt\n    }\n  }\n': typeof types.ScoreProjectDocument;
  '\n  fragment AwardFields on ProgrammeAward {\n    key\n    name\n    nameDe\n    kind\n    criterion\n    winner {\n      projectId\n      projectTitle\n      teamId\n      teamName\n    }\n  }\n': typeof types.AwardFieldsFragmentDoc;
  '\n  fragment ResultsFields on ProgrammeResults {\n    programmeId\n    publishedAt\n    ranking {\n      rank\n      projectId\n      projectTitle\n      teamId\n      teamName\n      normalised\n      raw\n      spread\n      judgeCount\n      underJudged\n      votes\n    }\n    awards {\n      ...AwardFields\n    }\n  }\n': typeof types.ResultsFieldsFragmentDoc;
  '\n  query ResultsProgramme($id: ID!) {\n    programme(id: $id) {\n      id\n      name\n      nameDe\n      timeZone\n      resultsAt\n      viewerIsOrganiser\n    }\n  }\n': typeof types.ResultsProgrammeDocument;
  '\n  query ProgrammeResults($programmeId: ID!) {\n    programmeResults(programmeId: $programmeId) {\n      ...ResultsFields\n    }\n  }\n': typeof types.ProgrammeResultsDocument;
  '\n  mutation PublishResults($programmeId: ID!, $early: Boolean) {\n    publishResults(programmeId: $programmeId, early: $early) {\n      ...ResultsFields\n    }\n  }\n': typeof types.PublishResultsDocument;
  '\n  query ProgrammeAwards($programmeId: ID!) {\n    programmeAwards(programmeId: $programmeId) {\n      ...AwardFields\n    }\n  }\n': typeof types.ProgrammeAwardsDocument;
  '\n  query ProgrammeVotes($programmeId: ID!) {\n    programmeVotes(programmeId: $programmeId) {\n      projectId\n      votes\n    }\n  }\n': typeof types.ProgrammeVotesDocument;
  '\n  query ProjectProgramme($id: ID!) {\n    project(id: $id) {\n      id\n      programmeId\n    }\n  }\n': typeof types.ProjectProgrammeDocument;
  '\n  query VoteWindow($programmeId: ID!) {\n    programme(id: $programmeId) {\n      id\n      submissionDeadline\n      phases {\n        key\n        startsAt\n        endsAt\n      }\n    }\n  }\n': typeof types.VoteWindowDocument;
  '\n  query MyVote($programmeId: ID!) {\n    myVote(programmeId: $programmeId)\n  }\n': typeof types.MyVoteDocument;
  '\n  mutation VoteForProject($programmeId: ID!, $projectId: ID!) {\n    voteForProject(programmeId: $programmeId, projectId: $projectId)\n  }\n': typeof types.VoteForProjectDocument;
  '\n  fragment ProgrammeDetailsFields on Programme {\n    id\n    name\n    description\n    nameDe\n    descriptionDe\n    timeZone\n    phases {\n      key\n      startsAt\n      endsAt\n    }\n    submissionDeadline\n    judgingEndsAt\n    resultsAt\n    createdAt\n    updatedAt\n    currentPhase\n    submissionsOpen\n    nextDeadline {\n      kind\n      phase\n      at\n    }\n    joinCode\n    viewerIsOrganiser\n    memberCount\n  }\n': typeof types.ProgrammeDetailsFieldsFragmentDoc;
  '\n  query StaffProgrammes($first: Int, $after: String) {\n    programmes(first: $first, after: $after) {\n      nodes {\n        id\n        name\n        nameDe\n        currentPhase\n        memberCount\n        joinCode\n        createdAt\n        organisers {\n          id\n          firstName\n          lastName\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n': typeof types.StaffProgrammesDocument;
  '\n  query ProgrammeDetails($id: ID!) {\n    programme(id: $id) {\n      ...ProgrammeDetailsFields\n    }\n  }\n': typeof types.ProgrammeDetailsDocument;
  '\n  query ProgrammeCohortMembers($programmeId: ID!, $filter: String, $first: Int, $after: String) {\n    programmeMembers(programmeId: $programmeId, filter: $filter, first: $first, after: $after) {\n      nodes {\n        userId\n        joinedAt\n        isMentor\n        lastActiveOn\n        startedBrainstorm\n        user {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n        team {\n          id\n          name\n          projectId\n          projectTitle\n          progress\n          milestones {\n            key\n            done\n          }\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n': typeof types.ProgrammeCohortMembersDocument;
  '\n  query ProgrammeCohortTeams($programmeId: ID!, $first: Int, $after: String) {\n    programmeTeams(programmeId: $programmeId, first: $first, after: $after) {\n      nodes {\n        id\n        name\n        progress\n        projectId\n        projectTitle\n        milestones {\n          key\n          done\n        }\n        members {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n        mentors {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n': typeof types.ProgrammeCohortTeamsDocument;
  '\n  query ProgrammeAnnouncements($programmeId: ID!, $first: Int, $after: String) {\n    programmeAnnouncements(programmeId: $programmeId, first: $first, after: $after) {\n      nodes {\n        id\n        title\n        body\n        audience\n        recipientCount\n        createdAt\n        author {\n          id\n          firstName\n          lastName\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n': typeof types.ProgrammeAnnouncementsDocument;
  '\n  mutation CreateProgramme($input: CreateProgrammeInput!) {\n    createProgramme(input: $input) {\n      id\n      name\n      nameDe\n      joinCode\n    }\n  }\n': typeof types.CreateProgrammeDocument;
  '\n  mutation UpdateProgramme($id: ID!, $input: UpdateProgrammeInput!) {\n    updateProgramme(id: $id, input: $input) {\n      ...ProgrammeDetailsFields\n    }\n  }\n': typeof types.UpdateProgrammeDocument;
  '\n  mutation AddProgrammeOrganiser($programmeId: ID!, $userId: ID!) {\n    addProgrammeOrganiser(programmeId: $programmeId, userId: $userId) {\n      id\n      organisers {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n': typeof types.AddProgrammeOrganiserDocument;
  '\n  query OrganiserCandidates($search: String!) {\n    people(search: $search) {\n      id\n      firstName\n      lastName\n      profileImageUrl\n      role\n    }\n  }\n': typeof types.OrganiserCandidatesDocument;
  '\n  mutation JoinProgramme($code: String!) {\n    joinProgramme(code: $code) {\n      id\n      name\n      nameDe\n    }\n  }\n': typeof types.JoinProgrammeDocument;
  '\n  mutation ChooseProgramme($programmeId: ID!) {\n    chooseProgramme(programmeId: $programmeId) {\n      id\n      name\n      nameDe\n    }\n  }\n': typeof types.ChooseProgrammeDocument;
  '\n  mutation PostAnnouncement($programmeId: ID!, $input: AnnouncementInput!) {\n    postAnnouncement(programmeId: $programmeId, input: $input) {\n      id\n      recipientCount\n    }\n  }\n': typeof types.PostAnnouncementDocument;
  '\n  fragment TeamChatMessageFields on TeamMessage {\n    id\n    teamId\n    authorId\n    author {\n      id\n      firstName\n      lastName\n      profileImageUrl\n    }\n    body\n    createdAt\n    editedAt\n    deleted\n    hidden\n    hiddenReason\n    canEdit\n  }\n': typeof types.TeamChatMessageFieldsFragmentDoc;
  '\n  query TeamChatMessages($teamId: ID!, $first: Int, $after: String) {\n    teamMessages(teamId: $teamId, first: $first, after: $after) {\n      nodes {\n        ...TeamChatMessageFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n': typeof types.TeamChatMessagesDocument;
  '\n  query MyTeamChatUnread {\n    myTeamChatUnread {\n      teamId\n      unread\n    }\n  }\n': typeof types.MyTeamChatUnreadDocument;
  '\n  mutation PostTeamChatMessage($teamId: ID!, $input: TeamMessageInput!) {\n    postTeamMessage(teamId: $teamId, input: $input) {\n      ...TeamChatMessageFields\n    }\n  }\n': typeof types.PostTeamChatMessageDocument;
  '\n  mutation EditTeamChatMessage($id: ID!, $teamId: ID!, $input: TeamMessageInput!) {\n    editTeamMessage(id: $id, teamId: $teamId, input: $input) {\n      ...TeamChatMessageFields\n    }\n  }\n': typeof types.EditTeamChatMessageDocument;
  '\n  mutation DeleteTeamChatMessage($id: ID!, $teamId: ID!) {\n    deleteTeamMessage(id: $id, teamId: $teamId) {\n      ...TeamChatMessageFields\n    }\n  }\n': typeof types.DeleteTeamChatMessageDocument;
  '\n  mutation MarkTeamChatReadNow($teamId: ID!) {\n    markTeamChatRead(teamId: $teamId) {\n      teamId\n      unread\n    }\n  }\n': typeof types.MarkTeamChatReadNowDocument;
  '\n  mutation SetTeamChatMessageHidden($id: ID!, $hidden: Boolean!, $reason: String) {\n    setTeamMessageHidden(id: $id, hidden: $hidden, reason: $reason) {\n      ...TeamChatMessageFields\n    }\n  }\n': typeof types.SetTeamChatMessageHiddenDocument;
};
const documents: Documents = {
  '\n  fragment BrainstormShownFields on Brainstorm {\n    id\n    phase\n    messages {\n      id\n      message\n      sender\n      timestamp\n      type\n      phase\n    }\n    draft {\n      title\n      description\n      category\n      difficulty\n      tags\n    }\n    insights\n    awaitingConfirmation\n  }\n':
    types.BrainstormShownFieldsFragmentDoc,
  '\n  mutation StartBrainstorm($input: StartBrainstormInput) {\n    startBrainstorm(input: $input) {\n      ...BrainstormShownFields\n    }\n  }\n':
    types.StartBrainstormDocument,
  '\n  mutation SendBrainstormMessage($input: SendBrainstormMessageInput!) {\n    sendBrainstormMessage(input: $input) {\n      ...BrainstormShownFields\n    }\n  }\n':
    types.SendBrainstormMessageDocument,
  '\n  mutation BrainstormBackToRefinement($input: BrainstormBackToRefinementInput!) {\n    brainstormBackToRefinement(input: $input) {\n      ...BrainstormShownFields\n    }\n  }\n':
    types.BrainstormBackToRefinementDocument,
  '\n  query MyCredentials {\n    myCredentials {\n      id\n      kind\n      key\n      name\n      description\n      earnedAt\n      revoked\n      fileName\n    }\n  }\n':
    types.MyCredentialsDocument,
  '\n  query MySessions {\n    mySessions {\n      id\n      current\n      browser\n      network\n      createdAt\n      lastSeenAt\n    }\n  }\n':
    types.MySessionsDocument,
  '\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n':
    types.ChangePasswordDocument,
  '\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n': types.EndSessionDocument,
  '\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n': types.EndOtherSessionsDocument,
  '\n  mutation DeleteMyAccount($input: DeleteAccountInput!) {\n    deleteMyAccount(input: $input)\n  }\n':
    types.DeleteMyAccountDocument,
  '\n  query AchievementCatalogue {\n    achievements {\n      id\n      key\n    }\n  }\n':
    types.AchievementCatalogueDocument,
  '\n  query ChallengePage($id: ID!) {\n    challenge(id: $id) {\n      id\n      title\n      description\n      category\n      difficulty\n      status\n      tags\n      createdBy\n      createdAt\n      updatedAt\n      editedAt\n      canEdit\n      hidden\n      hiddenReason\n      validatedInsights\n      author {\n        id\n        firstName\n        lastName\n        profileImageUrl\n      }\n      teamCount\n      teams(first: 50) {\n        nodes {\n          id\n          name\n          status\n          progress\n          memberCount\n          maxMembers\n          projects {\n            id\n            title\n          }\n        }\n        totalCount\n      }\n    }\n  }\n':
    types.ChallengePageDocument,
  '\n  mutation UpdateChallenge($id: ID!, $input: UpdateChallengeInput!) {\n    updateChallenge(id: $id, input: $input) {\n      id\n      title\n      description\n      category\n      difficulty\n      status\n      tags\n      updatedAt\n      editedAt\n    }\n  }\n':
    types.UpdateChallengeDocument,
  '\n  fragment ChallengeFields on Challenge {\n    id\n    title\n    description\n    category\n    difficulty\n    status\n    tags\n    createdBy\n    createdAt\n    updatedAt\n    teamCount\n  }\n':
    types.ChallengeFieldsFragmentDoc,
  '\n  query Challenges($first: Int, $after: String, $search: String, $category: String, $createdBy: ID) {\n    challenges(first: $first, after: $after, search: $search, category: $category, createdBy: $createdBy) {\n      nodes {\n        ...ChallengeFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n':
    types.ChallengesDocument,
  '\n  query MyTeamChallenges {\n    myTeams(first: 20) {\n      nodes {\n        id\n        challenge {\n          ...ChallengeFields\n        }\n      }\n    }\n  }\n':
    types.MyTeamChallengesDocument,
  '\n  query ChallengeChoices {\n    challenges(first: 100) {\n      nodes {\n        id\n        title\n      }\n    }\n  }\n':
    types.ChallengeChoicesDocument,
  '\n  mutation CreateChallenge($input: CreateChallengeInput!) {\n    createChallenge(input: $input) {\n      id\n      title\n    }\n  }\n':
    types.CreateChallengeDocument,
  '\n  query Resources($first: Int!) {\n    resources(first: $first) {\n      nodes {\n        id\n        title\n        type\n        url\n        provider\n        difficulty\n        duration\n      }\n    }\n  }\n':
    types.ResourcesDocument,
  '\n  query FeaturedProjects($first: Int!) {\n    featuredProjects(first: $first) {\n      id\n      title\n      likes\n      teamId\n      team {\n        id\n        name\n      }\n    }\n  }\n':
    types.FeaturedProjectsDocument,
  '\n  query CreatedChallengeCount($me: ID!) {\n    challenges(createdBy: $me, first: 1) {\n      totalCount\n    }\n  }\n':
    types.CreatedChallengeCountDocument,
  '\n  query MyProjectCount {\n    projects(mine: true, first: 1) {\n      totalCount\n    }\n  }\n':
    types.MyProjectCountDocument,
  '\n  query DashboardProgramme {\n    myProgrammes {\n      current\n      member\n      organiser\n      programme {\n        id\n        name\n        nameDe\n        timeZone\n        currentPhase\n        submissionsOpen\n        submissionDeadline\n        nextDeadline {\n          kind\n          phase\n          at\n        }\n      }\n    }\n  }\n':
    types.DashboardProgrammeDocument,
  '\n  query DashboardProgrammeTeams {\n    myTeams(first: 25) {\n      nodes {\n        id\n        name\n        programmeId\n        progress\n        milestones {\n          key\n          done\n        }\n      }\n    }\n  }\n':
    types.DashboardProgrammeTeamsDocument,
  '\n  query PinnedAnnouncements {\n    pinnedAnnouncements {\n      id\n      programmeId\n      title\n      body\n      createdAt\n    }\n  }\n':
    types.PinnedAnnouncementsDocument,
  '\n  mutation DismissAnnouncement($id: ID!) {\n    dismissAnnouncement(id: $id)\n  }\n':
    types.DismissAnnouncementDocument,
  '\n  fragment DiscussionCommentFields on Comment {\n    id\n    subjectType\n    subjectId\n    parentId\n    body\n    deleted\n    authorId\n    createdAt\n    updatedAt\n    editedAt\n    canEdit\n    canDelete\n    hidden\n    hiddenReason\n    author {\n      id\n      firstName\n      lastName\n      profileImageUrl\n    }\n  }\n':
    types.DiscussionCommentFieldsFragmentDoc,
  '\n  query Discussion(\n    $subjectType: String!\n    $subjectId: ID!\n    $first: Int\n    $after: String\n    $isChallenge: Boolean!\n    $isProject: Boolean!\n  ) {\n    comments(subjectType: $subjectType, subjectId: $subjectId, first: $first, after: $after) {\n      nodes {\n        ...DiscussionCommentFields\n        replies {\n          ...DiscussionCommentFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n    challenge(id: $subjectId) @include(if: $isChallenge) {\n      id\n      commentCount\n    }\n    project(id: $subjectId) @include(if: $isProject) {\n      id\n      commentCount\n    }\n  }\n':
    types.DiscussionDocument,
  '\n  mutation AddComment($input: AddCommentInput!) {\n    addComment(input: $input) {\n      ...DiscussionCommentFields\n    }\n  }\n':
    types.AddCommentDocument,
  '\n  mutation EditComment($id: ID!, $input: EditCommentInput!) {\n    editComment(id: $id, input: $input) {\n      ...DiscussionCommentFields\n    }\n  }\n':
    types.EditCommentDocument,
  '\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id) {\n      ...DiscussionCommentFields\n    }\n  }\n':
    types.DeleteCommentDocument,
  '\n  fragment SessionUserFields on User {\n    id\n    email\n    firstName\n    lastName\n    profileImageUrl\n    role\n    skills\n    interests\n    bio\n    experience\n    yearsExperience\n    currentRole\n    company\n    isStaff\n    language\n  }\n':
    types.SessionUserFieldsFragmentDoc,
  '\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n': types.MeDocument,
  '\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SessionUserFields\n    }\n  }\n':
    types.LoginDocument,
  '\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...SessionUserFields\n    }\n  }\n':
    types.RegisterDocument,
  '\n  mutation UpdateProfile($input: ProfileUpdateInput!) {\n    updateProfile(input: $input) {\n      ...SessionUserFields\n    }\n  }\n':
    types.UpdateProfileDocument,
  '\n  query RecommendedUsers($first: Int!) {\n    recommendedUsers(first: $first) {\n      nodes {\n        id\n        firstName\n        lastName\n        role\n        experience\n        profileImageUrl\n        sharedSkills\n        sharedInterests\n      }\n    }\n  }\n':
    types.RecommendedUsersDocument,
  '\n  query MyAchievements($first: Int!) {\n    myAchievements(first: $first) {\n      nodes {\n        id\n        title\n        description\n        icon\n        points\n        earnedAt\n      }\n      totalCount\n    }\n  }\n':
    types.MyAchievementsDocument,
  '\n  mutation SetLanguage($language: String!) {\n    setLanguage(language: $language) {\n      id\n      language\n    }\n  }\n':
    types.SetLanguageDocument,
  '\n  query MyInvitations($first: Int!) {\n    myInvitations(first: $first) {\n      nodes {\n        id\n        status\n        createdAt\n        expiresAt\n        team {\n          id\n          name\n        }\n        inviter {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n      }\n      totalCount\n    }\n  }\n':
    types.MyInvitationsDocument,
  '\n  mutation AcceptTeamInvitation($id: ID!) {\n    acceptTeamInvitation(id: $id) {\n      id\n      name\n    }\n  }\n':
    types.AcceptTeamInvitationDocument,
  '\n  mutation DeclineTeamInvitation($id: ID!) {\n    declineTeamInvitation(id: $id) {\n      id\n      status\n    }\n  }\n':
    types.DeclineTeamInvitationDocument,
  '\n  query UpcomingMeetings($first: Int!) {\n    myMeetings(first: $first) {\n      nodes {\n        id\n        title\n        scheduledAt\n        duration\n        meetingUrl\n        status\n        team {\n          id\n          name\n        }\n      }\n    }\n  }\n':
    types.UpcomingMeetingsDocument,
  '\n  query TeamMentorFreeSlots($mentorId: ID!, $teamId: ID!) {\n    mentorFreeSlots(mentorId: $mentorId, teamId: $teamId) {\n      startsAt\n      endsAt\n    }\n  }\n':
    types.TeamMentorFreeSlotsDocument,
  '\n  mutation ScheduleTeamMeeting($teamId: ID!, $input: ScheduleMeetingInput!) {\n    scheduleMeeting(teamId: $teamId, input: $input) {\n      id\n      scheduledAt\n      updatedAt\n    }\n  }\n':
    types.ScheduleTeamMeetingDocument,
  '\n  mutation UpdateTeamMeeting($meetingId: ID!, $input: UpdateMeetingInput!) {\n    updateMeeting(meetingId: $meetingId, input: $input) {\n      id\n      scheduledAt\n      duration\n      notes\n      updatedAt\n    }\n  }\n':
    types.UpdateTeamMeetingDocument,
  '\n  mutation CancelTeamMeeting($meetingId: ID!) {\n    cancelMeeting(meetingId: $meetingId) {\n      id\n      status\n      updatedAt\n    }\n  }\n':
    types.CancelTeamMeetingDocument,
  '\n  query MentorDashboardTeams {\n    myMentoredTeams {\n      id\n      name\n      status\n      progress\n      memberCount\n      milestones {\n        key\n        done\n      }\n      meetings {\n        id\n        title\n        scheduledAt\n        duration\n        status\n      }\n    }\n  }\n':
    types.MentorDashboardTeamsDocument,
  '\n  query MentorDashboardRequests($first: Int) {\n    incomingMentoringRequests(first: $first, pendingOnly: true) {\n      nodes {\n        id\n        team {\n          id\n          name\n        }\n        requester {\n          id\n          firstName\n          lastName\n        }\n        message\n        status\n        createdAt\n      }\n      totalCount\n    }\n  }\n':
    types.MentorDashboardRequestsDocument,
  '\n  fragment MentorAvailabilityFields on MentorAvailability {\n    slots {\n      day\n      start\n      end\n    }\n    timeZone\n    maxTeams\n    notAvailableUntil\n    languages\n    updatedAt\n  }\n':
    types.MentorAvailabilityFieldsFragmentDoc,
  '\n  fragment MentorCardFields on User {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    role\n    currentRole\n    company\n    skills\n    interests\n    mentorAvailability {\n      ...MentorAvailabilityFields\n    }\n  }\n':
    types.MentorCardFieldsFragmentDoc,
  '\n  query Mentors($first: Int, $after: String, $search: String, $expertise: String, $language: String) {\n    mentors(first: $first, after: $after, search: $search, expertise: $expertise, language: $language) {\n      nodes {\n        ...MentorCardFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n':
    types.MentorsDocument,
  '\n  query MentoringTeamChoices {\n    myTeams(first: 50) {\n      nodes {\n        id\n        name\n        mentorIds\n      }\n    }\n  }\n':
    types.MentoringTeamChoicesDocument,
  '\n  mutation RequestMentoring($teamId: ID!, $input: MentoringRequestInput!) {\n    requestMentoring(teamId: $teamId, input: $input) {\n      id\n      teamId\n      mentorId\n      status\n      topics\n      createdAt\n      expiresAt\n    }\n  }\n':
    types.RequestMentoringDocument,
  '\n  query IncomingMentoringRequests($first: Int, $after: String) {\n    incomingMentoringRequests(first: $first, after: $after, pendingOnly: true) {\n      nodes {\n        id\n        teamId\n        team {\n          id\n          name\n        }\n        requester {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n        message\n        topics\n        status\n        createdAt\n        expiresAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n':
    types.IncomingMentoringRequestsDocument,
  '\n  mutation AnswerMentoringRequest($requestId: ID!, $input: MentoringAnswerInput!) {\n    answerMentoringRequest(requestId: $requestId, input: $input) {\n      id\n      status\n      note\n      answeredAt\n    }\n  }\n':
    types.AnswerMentoringRequestDocument,
  '\n  query MyMentoredTeams {\n    myMentoredTeams {\n      id\n      name\n      status\n      progress\n      memberCount\n      meetings {\n        id\n        title\n        scheduledAt\n        duration\n        status\n      }\n    }\n  }\n':
    types.MyMentoredTeamsDocument,
  '\n  query ProjectsAwaitingMyFeedback($first: Int, $after: String) {\n    projectsAwaitingMyFeedback(first: $first, after: $after) {\n      nodes {\n        id\n        title\n        team {\n          id\n          name\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n':
    types.ProjectsAwaitingMyFeedbackDocument,
  '\n  query MyMentorAvailability {\n    me {\n      id\n      mentorAvailability {\n        ...MentorAvailabilityFields\n      }\n    }\n  }\n':
    types.MyMentorAvailabilityDocument,
  '\n  mutation SetMentorAvailability($input: MentorAvailabilityInput!) {\n    setMentorAvailability(input: $input) {\n      ...MentorAvailabilityFields\n    }\n  }\n':
    types.SetMentorAvailabilityDocument,
  '\n  query MyMentorVerification {\n    me {\n      id\n      mentorVerified\n    }\n  }\n':
    types.MyMentorVerificationDocument,
  '\n  query MyNotifications($first: Int, $after: String, $unread: Boolean) {\n    myNotifications(first: $first, after: $after, unread: $unread) {\n      nodes {\n        id\n        type\n        createdAt\n        read\n        data\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n':
    types.MyNotificationsDocument,
  '\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n':
    types.UnreadNotificationCountDocument,
  '\n  mutation MarkNotificationsRead($input: MarkNotificationsReadInput!) {\n    markNotificationsRead(input: $input)\n  }\n':
    types.MarkNotificationsReadDocument,
  '\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n':
    types.MarkAllNotificationsReadDocument,
  '\n  query NotificationPreferences {\n    notificationPreferences {\n      ...NotificationPreferencesFields\n    }\n  }\n':
    types.NotificationPreferencesDocument,
  '\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      ...NotificationPreferencesFields\n    }\n  }\n':
    types.UpdateNotificationPreferencesDocument,
  '\n  fragment NotificationPreferencesFields on NotificationPreferences {\n    teamJoins {\n      inApp\n      email\n    }\n    invitations {\n      inApp\n      email\n    }\n    likes {\n      inApp\n      email\n    }\n    badges {\n      inApp\n      email\n    }\n    newChallenges {\n      inApp\n      email\n    }\n    chatMentions {\n      inApp\n      email\n    }\n    programmes {\n      inApp\n      email\n    }\n    newChallengesDelivery\n  }\n':
    types.NotificationPreferencesFieldsFragmentDoc,
  '\n  query AccountFeatures {\n    accountFeatures {\n      passwordReset\n    }\n  }\n':
    types.AccountFeaturesDocument,
  '\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input)\n  }\n':
    types.RequestPasswordResetDocument,
  '\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n':
    types.ResetPasswordDocument,
  '\n  query PersonPage($id: ID!) {\n    user(id: $id) {\n      id\n      firstName\n      lastName\n      profileImageUrl\n      role\n      skills\n      interests\n      bio\n      currentRole\n      company\n      mentorVerified\n      mentorAvailability {\n        ...MentorAvailabilityFields\n      }\n      achievements {\n        id\n        key\n        title\n        description\n      }\n      programmeBadges {\n        id\n        kind\n        name\n        description\n      }\n      teams {\n        id\n        name\n        status\n      }\n      projects {\n        id\n        title\n      }\n    }\n    challenges(createdBy: $id, first: 50) {\n      nodes {\n        id\n        title\n        status\n      }\n      totalCount\n    }\n  }\n':
    types.PersonPageDocument,
  '\n  query MyProgrammes {\n    myProgrammes {\n      current\n      member\n      organiser\n      programme {\n        id\n        name\n        nameDe\n        currentPhase\n        submissionsOpen\n      }\n    }\n  }\n':
    types.MyProgrammesDocument,
  '\n  query ProjectPage($id: ID!) {\n    project(id: $id) {\n      id\n      title\n      description\n      teamId\n      challengeId\n      status\n      repositoryUrl\n      demoUrl\n      imageUrl\n      likes\n      likedByMe\n      views\n      tags\n      createdBy\n      createdAt\n      updatedAt\n      editedAt\n      canEdit\n      hidden\n      hiddenReason\n      canGiveFeedback\n      feedback {\n        id\n        mentorId\n        mentor {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n        notes\n        scores {\n          problem\n          solution\n          prototype\n          presentation\n        }\n        createdAt\n        updatedAt\n      }\n      team {\n        id\n        name\n        challenge {\n          id\n          title\n        }\n        members {\n          userId\n          role\n          user {\n            id\n            firstName\n            lastName\n            profileImageUrl\n          }\n        }\n      }\n    }\n  }\n':
    types.ProjectPageDocument,
  '\n  mutation UpdateProject($id: ID!, $input: UpdateProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      id\n      title\n      description\n      repositoryUrl\n      demoUrl\n      imageUrl\n      updatedAt\n      editedAt\n    }\n  }\n':
    types.UpdateProjectDocument,
  '\n  mutation RemoveProject($id: ID!) {\n    removeProject(id: $id)\n  }\n': types.RemoveProjectDocument,
  '\n  mutation GiveProjectFeedback($projectId: ID!, $input: ProjectFeedbackInput!) {\n    giveProjectFeedback(projectId: $projectId, input: $input) {\n      id\n      notes\n      updatedAt\n    }\n  }\n':
    types.GiveProjectFeedbackDocument,
  '\n  fragment ResourceFields on Resource {\n    id\n    title\n    description\n    type\n    url\n    provider\n    difficulty\n    tags\n    duration\n    createdAt\n    hidden\n    hiddenReason\n  }\n':
    types.ResourceFieldsFragmentDoc,
  '\n  query LearningResources($first: Int, $after: String, $search: String, $type: String, $level: String) {\n    resources(first: $first, after: $after, search: $search, type: $type, level: $level) {\n      nodes {\n        ...ResourceFields\n        updatedAt\n        editedAt\n        canEdit\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n':
    types.LearningResourcesDocument,
  '\n  mutation CreateResource($input: CreateResourceInput!) {\n    createResource(input: $input) {\n      id\n    }\n  }\n':
    types.CreateResourceDocument,
  '\n  mutation UpdateResource($id: ID!, $input: UpdateResourceInput!) {\n    updateResource(id: $id, input: $input) {\n      ...ResourceFields\n      updatedAt\n      editedAt\n      canEdit\n    }\n  }\n':
    types.UpdateResourceDocument,
  '\n  mutation RemoveResource($id: ID!) {\n    removeResource(id: $id)\n  }\n': types.RemoveResourceDocument,
  '\n  fragment ProjectFields on Project {\n    id\n    title\n    description\n    teamId\n    team {\n      id\n      name\n      members {\n        ...TeamMemberFields\n      }\n    }\n    challengeId\n    status\n    repositoryUrl\n    demoUrl\n    imageUrl\n    likes\n    likedByMe\n    views\n    tags\n    createdBy\n    createdAt\n    updatedAt\n  }\n':
    types.ProjectFieldsFragmentDoc,
  '\n  query Projects($first: Int, $after: String, $search: String, $topic: String, $sort: String) {\n    projects(first: $first, after: $after, search: $search, topic: $topic, sort: $sort) {\n      nodes {\n        ...ProjectFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n':
    types.ProjectsDocument,
  '\n  query ShowcaseFeaturedProjects($first: Int!) {\n    featuredProjects(first: $first) {\n      ...ProjectFields\n    }\n  }\n':
    types.ShowcaseFeaturedProjectsDocument,
  '\n  query ShowcaseStats {\n    showcaseStats {\n      projects\n      totalLikes\n      views\n    }\n  }\n':
    types.ShowcaseStatsDocument,
  '\n  query ProgrammeTeamCount {\n    teams(first: 1) {\n      totalCount\n    }\n  }\n':
    types.ProgrammeTeamCountDocument,
  '\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      id\n    }\n  }\n':
    types.CreateProjectDocument,
  '\n  mutation LikeProject($id: ID!) {\n    likeProject(id: $id) {\n      __typename\n      id\n      likes\n      likedByMe\n    }\n  }\n':
    types.LikeProjectDocument,
  '\n  mutation RecordProjectView($id: ID!) {\n    recordProjectView(id: $id) {\n      id\n      views\n    }\n  }\n':
    types.RecordProjectViewDocument,
  '\n  query TeamPage($id: ID!) {\n    team(id: $id) {\n      id\n      name\n      description\n      challengeId\n      leaderId\n      maxMembers\n      status\n      memberCount\n      progress\n      milestones {\n        key\n        done\n      }\n      isMember\n      canManage\n      openSeats\n      createdAt\n      updatedAt\n      editedAt\n      hidden\n      hiddenReason\n      members {\n        userId\n        role\n        joinedAt\n        user {\n          id\n          firstName\n          lastName\n          profileImageUrl\n          skills\n        }\n      }\n      invitations {\n        id\n        invitedUserId\n        invitedUser {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n        status\n        createdAt\n        expiresAt\n        answeredAt\n      }\n      challenge {\n        id\n        title\n        status\n      }\n      projects {\n        id\n        title\n      }\n      meetings {\n        ...TeamPageMeetingFields\n      }\n      pastMeetings {\n        ...TeamPageMeetingFields\n        notes\n      }\n      mentorIds\n      mentors {\n        id\n        firstName\n        lastName\n        profileImageUrl\n      }\n      mentoringRequests {\n        id\n        mentorId\n        mentor {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n        topics\n        status\n        createdAt\n        expiresAt\n      }\n    }\n  }\n':
    types.TeamPageDocument,
  '\n  fragment TeamPageMeetingFields on Meeting {\n    id\n    title\n    description\n    scheduledAt\n    duration\n    meetingUrl\n    status\n    mentorId\n    mentor {\n      id\n      firstName\n      lastName\n      profileImageUrl\n    }\n    updatedAt\n  }\n':
    types.TeamPageMeetingFieldsFragmentDoc,
  '\n  mutation UpdateTeam($id: ID!, $input: UpdateTeamInput!) {\n    updateTeam(id: $id, input: $input) {\n      id\n      updatedAt\n    }\n  }\n':
    types.UpdateTeamDocument,
  '\n  mutation LeaveTeam($teamId: ID!) {\n    leaveTeam(teamId: $teamId) {\n      id\n      updatedAt\n    }\n  }\n':
    types.LeaveTeamDocument,
  '\n  mutation RemoveTeamMember($teamId: ID!, $userId: ID!) {\n    removeTeamMember(teamId: $teamId, userId: $userId) {\n      id\n      updatedAt\n    }\n  }\n':
    types.RemoveTeamMemberDocument,
  '\n  mutation TransferTeamLead($teamId: ID!, $userId: ID!) {\n    transferTeamLead(teamId: $teamId, userId: $userId) {\n      id\n      updatedAt\n    }\n  }\n':
    types.TransferTeamLeadDocument,
  '\n  mutation WithdrawTeamInvitation($id: ID!) {\n    withdrawTeamInvitation(id: $id) {\n      id\n      status\n    }\n  }\n':
    types.WithdrawTeamInvitationDocument,
  '\n  mutation JoinTeamFromPage($teamId: ID!) {\n    joinTeam(teamId: $teamId) {\n      id\n      updatedAt\n    }\n  }\n':
    types.JoinTeamFromPageDocument,
  '\n  mutation WithdrawTeamMentoringRequest($requestId: ID!) {\n    withdrawMentoringRequest(requestId: $requestId) {\n      id\n      status\n    }\n  }\n':
    types.WithdrawTeamMentoringRequestDocument,
  '\n  mutation EndTeamMentoring($teamId: ID!, $mentorId: ID!) {\n    endMentoring(teamId: $teamId, mentorId: $mentorId) {\n      id\n      mentorIds\n    }\n  }\n':
    types.EndTeamMentoringDocument,
  '\n  fragment TeamMemberFields on TeamMember {\n    userId\n    role\n    joinedAt\n    user {\n      id\n      firstName\n      lastName\n      profileImageUrl\n    }\n  }\n':
    types.TeamMemberFieldsFragmentDoc,
  '\n  fragment TeamFields on Team {\n    id\n    name\n    description\n    challengeId\n    challenge {\n      id\n      title\n    }\n    leaderId\n    maxMembers\n    status\n    memberCount\n    progress\n    members {\n      ...TeamMemberFields\n    }\n    isMember\n    mentors {\n      id\n      firstName\n      lastName\n      profileImageUrl\n    }\n    createdAt\n    updatedAt\n  }\n':
    types.TeamFieldsFragmentDoc,
  '\n  query Teams($first: Int, $after: String, $search: String, $status: String) {\n    teams(first: $first, after: $after, search: $search, status: $status) {\n      nodes {\n        ...TeamFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n':
    types.TeamsDocument,
  '\n  query MyTeams {\n    myTeams(first: 20) {\n      nodes {\n        ...TeamFields\n      }\n    }\n  }\n':
    types.MyTeamsDocument,
  '\n  mutation CreateTeam($input: CreateTeamInput!) {\n    createTeam(input: $input) {\n      ...TeamFields\n    }\n  }\n':
    types.CreateTeamDocument,
  '\n  mutation JoinTeam($teamId: ID!) {\n    joinTeam(teamId: $teamId) {\n      ...TeamFields\n    }\n  }\n':
    types.JoinTeamDocument,
  '\n  query PeopleToInvite($search: String!) {\n    people(search: $search) {\n      id\n      firstName\n      lastName\n      profileImageUrl\n      role\n    }\n  }\n':
    types.PeopleToInviteDocument,
  '\n  mutation InviteToTeam($input: TeamInvitationInput!) {\n    inviteToTeam(input: $input) {\n      id\n      status\n      teamId\n      invitedUserId\n    }\n  }\n':
    types.InviteToTeamDocument,
  '\n  mutation GenerateIslaResponse($input: IslaResponseInput!) {\n    generateIslaResponse(input: $input) {\n      message\n      nextPhase\n      provider\n    }\n  }\n':
    types.GenerateIslaResponseDocument,
  '\n  fragment JudgingFields on Judging {\n    programmeId\n    rubric {\n      key\n      name\n      nameDe\n      weight\n    }\n    awards {\n      key\n      name\n      nameDe\n      kind\n      criterion\n    }\n    judgesPerProject\n    assignedAt\n    publishedAt\n    judgeIds\n    judges {\n      id\n      firstName\n      lastName\n      profileImageUrl\n    }\n    projects {\n      projectId\n      projectTitle\n      teamId\n      teamName\n      judgeIds\n      flagged\n    }\n  }\n':
    types.JudgingFieldsFragmentDoc,
  '\n  query ProgrammeJudging($programmeId: ID!) {\n    programmeJudging(programmeId: $programmeId) {\n      ...JudgingFields\n    }\n  }\n':
    types.ProgrammeJudgingDocument,
  '\n  query JudgeCandidates($programmeId: ID!) {\n    programmeMembers(programmeId: $programmeId, first: 50) {\n      nodes {\n        userId\n        isMentor\n        user {\n          id\n          firstName\n          lastName\n        }\n      }\n      totalCount\n    }\n  }\n':
    types.JudgeCandidatesDocument,
  '\n  mutation AddProgrammeJudge($programmeId: ID!, $userId: ID!) {\n    addProgrammeJudge(programmeId: $programmeId, userId: $userId) {\n      ...JudgingFields\n    }\n  }\n':
    types.AddProgrammeJudgeDocument,
  '\n  mutation AssignJudging($programmeId: ID!, $judgesPerProject: Int) {\n    assignJudging(programmeId: $programmeId, judgesPerProject: $judgesPerProject) {\n      ...JudgingFields\n    }\n  }\n':
    types.AssignJudgingDocument,
  '\n  mutation MoveJudgingAssignment($programmeId: ID!, $input: MoveJudgingAssignmentInput!) {\n    moveJudgingAssignment(programmeId: $programmeId, input: $input) {\n      ...JudgingFields\n    }\n  }\n':
    types.MoveJudgingAssignmentDocument,
  '\n  mutation SetJudgingRubric($programmeId: ID!, $criteria: [JudgingCriterionInput!]!) {\n    setJudgingRubric(programmeId: $programmeId, criteria: $criteria) {\n      ...JudgingFields\n    }\n  }\n':
    types.SetJudgingRubricDocument,
  '\n  mutation SetProgrammeAwards($programmeId: ID!, $awards: [ProgrammeAwardInput!]!) {\n    setProgrammeAwards(programmeId: $programmeId, awards: $awards) {\n      ...JudgingFields\n    }\n  }\n':
    types.SetProgrammeAwardsDocument,
  '\n  query MyJudgingQueue {\n    myJudgingQueue {\n      programmeId\n      programmeName\n      judgingEndsAt\n      projectId\n      projectTitle\n      teamName\n      assignedAt\n      scoredAt\n      project {\n        id\n        description\n        demoUrl\n      }\n      rubric {\n        key\n        name\n        nameDe\n        weight\n      }\n    }\n  }\n':
    types.MyJudgingQueueDocument,
  '\n  query MyScore($projectId: ID!) {\n    myScore(projectId: $projectId) {\n      projectId\n      criteria {\n        key\n        value\n      }\n      comment\n      updatedAt\n    }\n  }\n':
    types.MyScoreDocument,
  '\n  mutation ScoreProject($projectId: ID!, $criteria: [CriterionScoreInput!]!, $comment: String) {\n    scoreProject(projectId: $projectId, criteria: $criteria, comment: $comment) {\n      projectId\n      criteria {\n        key\n        value\n      }\n      comment\n      updatedAt\n    }\n  }\n':
    types.ScoreProjectDocument,
  '\n  fragment AwardFields on ProgrammeAward {\n    key\n    name\n    nameDe\n    kind\n    criterion\n    winner {\n      projectId\n      projectTitle\n      teamId\n      teamName\n    }\n  }\n':
    types.AwardFieldsFragmentDoc,
  '\n  fragment ResultsFields on ProgrammeResults {\n    programmeId\n    publishedAt\n    ranking {\n      rank\n      projectId\n      projectTitle\n      teamId\n      teamName\n      normalised\n      raw\n      spread\n      judgeCount\n      underJudged\n      votes\n    }\n    awards {\n      ...AwardFields\n    }\n  }\n':
    types.ResultsFieldsFragmentDoc,
  '\n  query ResultsProgramme($id: ID!) {\n    programme(id: $id) {\n      id\n      name\n      nameDe\n      timeZone\n      resultsAt\n      viewerIsOrganiser\n    }\n  }\n':
    types.ResultsProgrammeDocument,
  '\n  query ProgrammeResults($programmeId: ID!) {\n    programmeResults(programmeId: $programmeId) {\n      ...ResultsFields\n    }\n  }\n':
    types.ProgrammeResultsDocument,
  '\n  mutation PublishResults($programmeId: ID!, $early: Boolean) {\n    publishResults(programmeId: $programmeId, early: $early) {\n      ...ResultsFields\n    }\n  }\n':
    types.PublishResultsDocument,
  '\n  query ProgrammeAwards($programmeId: ID!) {\n    programmeAwards(programmeId: $programmeId) {\n      ...AwardFields\n    }\n  }\n':
    types.ProgrammeAwardsDocument,
  '\n  query ProgrammeVotes($programmeId: ID!) {\n    programmeVotes(programmeId: $programmeId) {\n      projectId\n      votes\n    }\n  }\n':
    types.ProgrammeVotesDocument,
  '\n  query ProjectProgramme($id: ID!) {\n    project(id: $id) {\n      id\n      programmeId\n    }\n  }\n':
    types.ProjectProgrammeDocument,
  '\n  query VoteWindow($programmeId: ID!) {\n    programme(id: $programmeId) {\n      id\n      submissionDeadline\n      phases {\n        key\n        startsAt\n        endsAt\n      }\n    }\n  }\n':
    types.VoteWindowDocument,
  '\n  query MyVote($programmeId: ID!) {\n    myVote(programmeId: $programmeId)\n  }\n': types.MyVoteDocument,
  '\n  mutation VoteForProject($programmeId: ID!, $projectId: ID!) {\n    voteForProject(programmeId: $programmeId, projectId: $projectId)\n  }\n':
    types.VoteForProjectDocument,
  '\n  fragment ProgrammeDetailsFields on Programme {\n    id\n    name\n    description\n    nameDe\n    descriptionDe\n    timeZone\n    phases {\n      key\n      startsAt\n      endsAt\n    }\n    submissionDeadline\n    judgingEndsAt\n    resultsAt\n    createdAt\n    updatedAt\n    currentPhase\n    submissionsOpen\n    nextDeadline {\n      kind\n      phase\n      at\n    }\n    joinCode\n    viewerIsOrganiser\n    memberCount\n  }\n':
    types.ProgrammeDetailsFieldsFragmentDoc,
  '\n  query StaffProgrammes($first: Int, $after: String) {\n    programmes(first: $first, after: $after) {\n      nodes {\n        id\n        name\n        nameDe\n        currentPhase\n        memberCount\n        joinCode\n        createdAt\n        organisers {\n          id\n          firstName\n          lastName\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n':
    types.StaffProgrammesDocument,
  '\n  query ProgrammeDetails($id: ID!) {\n    programme(id: $id) {\n      ...ProgrammeDetailsFields\n    }\n  }\n':
    types.ProgrammeDetailsDocument,
  '\n  query ProgrammeCohortMembers($programmeId: ID!, $filter: String, $first: Int, $after: String) {\n    programmeMembers(programmeId: $programmeId, filter: $filter, first: $first, after: $after) {\n      nodes {\n        userId\n        joinedAt\n        isMentor\n        lastActiveOn\n        startedBrainstorm\n        user {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n        team {\n          id\n          name\n          projectId\n          projectTitle\n          progress\n          milestones {\n            key\n            done\n          }\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n':
    types.ProgrammeCohortMembersDocument,
  '\n  query ProgrammeCohortTeams($programmeId: ID!, $first: Int, $after: String) {\n    programmeTeams(programmeId: $programmeId, first: $first, after: $after) {\n      nodes {\n        id\n        name\n        progress\n        projectId\n        projectTitle\n        milestones {\n          key\n          done\n        }\n        members {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n        mentors {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n':
    types.ProgrammeCohortTeamsDocument,
  '\n  query ProgrammeAnnouncements($programmeId: ID!, $first: Int, $after: String) {\n    programmeAnnouncements(programmeId: $programmeId, first: $first, after: $after) {\n      nodes {\n        id\n        title\n        body\n        audience\n        recipientCount\n        createdAt\n        author {\n          id\n          firstName\n          lastName\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n':
    types.ProgrammeAnnouncementsDocument,
  '\n  mutation CreateProgramme($input: CreateProgrammeInput!) {\n    createProgramme(input: $input) {\n      id\n      name\n      nameDe\n      joinCode\n    }\n  }\n':
    types.CreateProgrammeDocument,
  '\n  mutation UpdateProgramme($id: ID!, $input: UpdateProgrammeInput!) {\n    updateProgramme(id: $id, input: $input) {\n      ...ProgrammeDetailsFields\n    }\n  }\n':
    types.UpdateProgrammeDocument,
  '\n  mutation AddProgrammeOrganiser($programmeId: ID!, $userId: ID!) {\n    addProgrammeOrganiser(programmeId: $programmeId, userId: $userId) {\n      id\n      organisers {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n':
    types.AddProgrammeOrganiserDocument,
  '\n  query OrganiserCandidates($search: String!) {\n    people(search: $search) {\n      id\n      firstName\n      lastName\n      profileImageUrl\n      role\n    }\n  }\n':
    types.OrganiserCandidatesDocument,
  '\n  mutation JoinProgramme($code: String!) {\n    joinProgramme(code: $code) {\n      id\n      name\n      nameDe\n    }\n  }\n':
    types.JoinProgrammeDocument,
  '\n  mutation ChooseProgramme($programmeId: ID!) {\n    chooseProgramme(programmeId: $programmeId) {\n      id\n      name\n      nameDe\n    }\n  }\n':
    types.ChooseProgrammeDocument,
  '\n  mutation PostAnnouncement($programmeId: ID!, $input: AnnouncementInput!) {\n    postAnnouncement(programmeId: $programmeId, input: $input) {\n      id\n      recipientCount\n    }\n  }\n':
    types.PostAnnouncementDocument,
  '\n  fragment TeamChatMessageFields on TeamMessage {\n    id\n    teamId\n    authorId\n    author {\n      id\n      firstName\n      lastName\n      profileImageUrl\n    }\n    body\n    createdAt\n    editedAt\n    deleted\n    hidden\n    hiddenReason\n    canEdit\n  }\n':
    types.TeamChatMessageFieldsFragmentDoc,
  '\n  query TeamChatMessages($teamId: ID!, $first: Int, $after: String) {\n    teamMessages(teamId: $teamId, first: $first, after: $after) {\n      nodes {\n        ...TeamChatMessageFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n':
    types.TeamChatMessagesDocument,
  '\n  query MyTeamChatUnread {\n    myTeamChatUnread {\n      teamId\n      unread\n    }\n  }\n':
    types.MyTeamChatUnreadDocument,
  '\n  mutation PostTeamChatMessage($teamId: ID!, $input: TeamMessageInput!) {\n    postTeamMessage(teamId: $teamId, input: $input) {\n      ...TeamChatMessageFields\n    }\n  }\n':
    types.PostTeamChatMessageDocument,
  '\n  mutation EditTeamChatMessage($id: ID!, $teamId: ID!, $input: TeamMessageInput!) {\n    editTeamMessage(id: $id, teamId: $teamId, input: $input) {\n      ...TeamChatMessageFields\n    }\n  }\n':
    types.EditTeamChatMessageDocument,
  '\n  mutation DeleteTeamChatMessage($id: ID!, $teamId: ID!) {\n    deleteTeamMessage(id: $id, teamId: $teamId) {\n      ...TeamChatMessageFields\n    }\n  }\n':
    types.DeleteTeamChatMessageDocument,
  '\n  mutation MarkTeamChatReadNow($teamId: ID!) {\n    markTeamChatRead(teamId: $teamId) {\n      teamId\n      unread\n    }\n  }\n':
    types.MarkTeamChatReadNowDocument,
  '\n  mutation SetTeamChatMessageHidden($id: ID!, $hidden: Boolean!, $reason: String) {\n    setTeamMessageHidden(id: $id, hidden: $hidden, reason: $reason) {\n      ...TeamChatMessageFields\n    }\n  }\n':
    types.SetTeamChatMessageHiddenDocument,
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
  source: '\n  fragment BrainstormShownFields on Brainstorm {\n    id\n    phase\n    messages {\n      id\n      message\n      sender\n      timestamp\n      type\n      phase\n    }\n    draft {\n      title\n      description\n      category\n      difficulty\n      tags\n    }\n    insights\n    awaitingConfirmation\n  }\n',
): (typeof documents)['\n  fragment BrainstormShownFields on Brainstorm {\n    id\n    phase\n    messages {\n      id\n      message\n      sender\n      timestamp\n      type\n      phase\n    }\n    draft {\n      title\n      description\n      category\n      difficulty\n      tags\n    }\n    insights\n    awaitingConfirmation\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StartBrainstorm($input: StartBrainstormInput) {\n    startBrainstorm(input: $input) {\n      ...BrainstormShownFields\n    }\n  }\n',
): (typeof documents)['\n  mutation StartBrainstorm($input: StartBrainstormInput) {\n    startBrainstorm(input: $input) {\n      ...BrainstormShownFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SendBrainstormMessage($input: SendBrainstormMessageInput!) {\n    sendBrainstormMessage(input: $input) {\n      ...BrainstormShownFields\n    }\n  }\n',
): (typeof documents)['\n  mutation SendBrainstormMessage($input: SendBrainstormMessageInput!) {\n    sendBrainstormMessage(input: $input) {\n      ...BrainstormShownFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation BrainstormBackToRefinement($input: BrainstormBackToRefinementInput!) {\n    brainstormBackToRefinement(input: $input) {\n      ...BrainstormShownFields\n    }\n  }\n',
): (typeof documents)['\n  mutation BrainstormBackToRefinement($input: BrainstormBackToRefinementInput!) {\n    brainstormBackToRefinement(input: $input) {\n      ...BrainstormShownFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyCredentials {\n    myCredentials {\n      id\n      kind\n      key\n      name\n      description\n      earnedAt\n      revoked\n      fileName\n    }\n  }\n',
): (typeof documents)['\n  query MyCredentials {\n    myCredentials {\n      id\n      kind\n      key\n      name\n      description\n      earnedAt\n      revoked\n      fileName\n    }\n  }\n'];
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
  source: '\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n',
): (typeof documents)['\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n'];
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
  source: '\n  query AchievementCatalogue {\n    achievements {\n      id\n      key\n    }\n  }\n',
): (typeof documents)['\n  query AchievementCatalogue {\n    achievements {\n      id\n      key\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ChallengePage($id: ID!) {\n    challenge(id: $id) {\n      id\n      title\n      description\n      category\n      difficulty\n      status\n      tags\n      createdBy\n      createdAt\n      updatedAt\n      editedAt\n      canEdit\n      hidden\n      hiddenReason\n      validatedInsights\n      author {\n        id\n        firstName\n        lastName\n        profileImageUrl\n      }\n      teamCount\n      teams(first: 50) {\n        nodes {\n          id\n          name\n          status\n          progress\n          memberCount\n          maxMembers\n          projects {\n            id\n            title\n          }\n        }\n        totalCount\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ChallengePage($id: ID!) {\n    challenge(id: $id) {\n      id\n      title\n      description\n      category\n      difficulty\n      status\n      tags\n      createdBy\n      createdAt\n      updatedAt\n      editedAt\n      canEdit\n      hidden\n      hiddenReason\n      validatedInsights\n      author {\n        id\n        firstName\n        lastName\n        profileImageUrl\n      }\n      teamCount\n      teams(first: 50) {\n        nodes {\n          id\n          name\n          status\n          progress\n          memberCount\n          maxMembers\n          projects {\n            id\n            title\n          }\n        }\n        totalCount\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateChallenge($id: ID!, $input: UpdateChallengeInput!) {\n    updateChallenge(id: $id, input: $input) {\n      id\n      title\n      description\n      category\n      difficulty\n      status\n      tags\n      updatedAt\n      editedAt\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateChallenge($id: ID!, $input: UpdateChallengeInput!) {\n    updateChallenge(id: $id, input: $input) {\n      id\n      title\n      description\n      category\n      difficulty\n      status\n      tags\n      updatedAt\n      editedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ChallengeFields on Challenge {\n    id\n    title\n    description\n    category\n    difficulty\n    status\n    tags\n    createdBy\n    createdAt\n    updatedAt\n    teamCount\n  }\n',
): (typeof documents)['\n  fragment ChallengeFields on Challenge {\n    id\n    title\n    description\n    category\n    difficulty\n    status\n    tags\n    createdBy\n    createdAt\n    updatedAt\n    teamCount\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Challenges($first: Int, $after: String, $search: String, $category: String, $createdBy: ID) {\n    challenges(first: $first, after: $after, search: $search, category: $category, createdBy: $createdBy) {\n      nodes {\n        ...ChallengeFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query Challenges($first: Int, $after: String, $search: String, $category: String, $createdBy: ID) {\n    challenges(first: $first, after: $after, search: $search, category: $category, createdBy: $createdBy) {\n      nodes {\n        ...ChallengeFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyTeamChallenges {\n    myTeams(first: 20) {\n      nodes {\n        id\n        challenge {\n          ...ChallengeFields\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MyTeamChallenges {\n    myTeams(first: 20) {\n      nodes {\n        id\n        challenge {\n          ...ChallengeFields\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ChallengeChoices {\n    challenges(first: 100) {\n      nodes {\n        id\n        title\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ChallengeChoices {\n    challenges(first: 100) {\n      nodes {\n        id\n        title\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateChallenge($input: CreateChallengeInput!) {\n    createChallenge(input: $input) {\n      id\n      title\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateChallenge($input: CreateChallengeInput!) {\n    createChallenge(input: $input) {\n      id\n      title\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Resources($first: Int!) {\n    resources(first: $first) {\n      nodes {\n        id\n        title\n        type\n        url\n        provider\n        difficulty\n        duration\n      }\n    }\n  }\n',
): (typeof documents)['\n  query Resources($first: Int!) {\n    resources(first: $first) {\n      nodes {\n        id\n        title\n        type\n        url\n        provider\n        difficulty\n        duration\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FeaturedProjects($first: Int!) {\n    featuredProjects(first: $first) {\n      id\n      title\n      likes\n      teamId\n      team {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query FeaturedProjects($first: Int!) {\n    featuredProjects(first: $first) {\n      id\n      title\n      likes\n      teamId\n      team {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CreatedChallengeCount($me: ID!) {\n    challenges(createdBy: $me, first: 1) {\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query CreatedChallengeCount($me: ID!) {\n    challenges(createdBy: $me, first: 1) {\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyProjectCount {\n    projects(mine: true, first: 1) {\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query MyProjectCount {\n    projects(mine: true, first: 1) {\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DashboardProgramme {\n    myProgrammes {\n      current\n      member\n      organiser\n      programme {\n        id\n        name\n        nameDe\n        timeZone\n        currentPhase\n        submissionsOpen\n        submissionDeadline\n        nextDeadline {\n          kind\n          phase\n          at\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query DashboardProgramme {\n    myProgrammes {\n      current\n      member\n      organiser\n      programme {\n        id\n        name\n        nameDe\n        timeZone\n        currentPhase\n        submissionsOpen\n        submissionDeadline\n        nextDeadline {\n          kind\n          phase\n          at\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DashboardProgrammeTeams {\n    myTeams(first: 25) {\n      nodes {\n        id\n        name\n        programmeId\n        progress\n        milestones {\n          key\n          done\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query DashboardProgrammeTeams {\n    myTeams(first: 25) {\n      nodes {\n        id\n        name\n        programmeId\n        progress\n        milestones {\n          key\n          done\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PinnedAnnouncements {\n    pinnedAnnouncements {\n      id\n      programmeId\n      title\n      body\n      createdAt\n    }\n  }\n',
): (typeof documents)['\n  query PinnedAnnouncements {\n    pinnedAnnouncements {\n      id\n      programmeId\n      title\n      body\n      createdAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DismissAnnouncement($id: ID!) {\n    dismissAnnouncement(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DismissAnnouncement($id: ID!) {\n    dismissAnnouncement(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment DiscussionCommentFields on Comment {\n    id\n    subjectType\n    subjectId\n    parentId\n    body\n    deleted\n    authorId\n    createdAt\n    updatedAt\n    editedAt\n    canEdit\n    canDelete\n    hidden\n    hiddenReason\n    author {\n      id\n      firstName\n      lastName\n      profileImageUrl\n    }\n  }\n',
): (typeof documents)['\n  fragment DiscussionCommentFields on Comment {\n    id\n    subjectType\n    subjectId\n    parentId\n    body\n    deleted\n    authorId\n    createdAt\n    updatedAt\n    editedAt\n    canEdit\n    canDelete\n    hidden\n    hiddenReason\n    author {\n      id\n      firstName\n      lastName\n      profileImageUrl\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Discussion(\n    $subjectType: String!\n    $subjectId: ID!\n    $first: Int\n    $after: String\n    $isChallenge: Boolean!\n    $isProject: Boolean!\n  ) {\n    comments(subjectType: $subjectType, subjectId: $subjectId, first: $first, after: $after) {\n      nodes {\n        ...DiscussionCommentFields\n        replies {\n          ...DiscussionCommentFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n    challenge(id: $subjectId) @include(if: $isChallenge) {\n      id\n      commentCount\n    }\n    project(id: $subjectId) @include(if: $isProject) {\n      id\n      commentCount\n    }\n  }\n',
): (typeof documents)['\n  query Discussion(\n    $subjectType: String!\n    $subjectId: ID!\n    $first: Int\n    $after: String\n    $isChallenge: Boolean!\n    $isProject: Boolean!\n  ) {\n    comments(subjectType: $subjectType, subjectId: $subjectId, first: $first, after: $after) {\n      nodes {\n        ...DiscussionCommentFields\n        replies {\n          ...DiscussionCommentFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n    challenge(id: $subjectId) @include(if: $isChallenge) {\n      id\n      commentCount\n    }\n    project(id: $subjectId) @include(if: $isProject) {\n      id\n      commentCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddComment($input: AddCommentInput!) {\n    addComment(input: $input) {\n      ...DiscussionCommentFields\n    }\n  }\n',
): (typeof documents)['\n  mutation AddComment($input: AddCommentInput!) {\n    addComment(input: $input) {\n      ...DiscussionCommentFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation EditComment($id: ID!, $input: EditCommentInput!) {\n    editComment(id: $id, input: $input) {\n      ...DiscussionCommentFields\n    }\n  }\n',
): (typeof documents)['\n  mutation EditComment($id: ID!, $input: EditCommentInput!) {\n    editComment(id: $id, input: $input) {\n      ...DiscussionCommentFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id) {\n      ...DiscussionCommentFields\n    }\n  }\n',
): (typeof documents)['\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id) {\n      ...DiscussionCommentFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment SessionUserFields on User {\n    id\n    email\n    firstName\n    lastName\n    profileImageUrl\n    role\n    skills\n    interests\n    bio\n    experience\n    yearsExperience\n    currentRole\n    company\n    isStaff\n    language\n  }\n',
): (typeof documents)['\n  fragment SessionUserFields on User {\n    id\n    email\n    firstName\n    lastName\n    profileImageUrl\n    role\n    skills\n    interests\n    bio\n    experience\n    yearsExperience\n    currentRole\n    company\n    isStaff\n    language\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n',
): (typeof documents)['\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SessionUserFields\n    }\n  }\n',
): (typeof documents)['\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SessionUserFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...SessionUserFields\n    }\n  }\n',
): (typeof documents)['\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...SessionUserFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateProfile($input: ProfileUpdateInput!) {\n    updateProfile(input: $input) {\n      ...SessionUserFields\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateProfile($input: ProfileUpdateInput!) {\n    updateProfile(input: $input) {\n      ...SessionUserFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RecommendedUsers($first: Int!) {\n    recommendedUsers(first: $first) {\n      nodes {\n        id\n        firstName\n        lastName\n        role\n        experience\n        profileImageUrl\n        sharedSkills\n        sharedInterests\n      }\n    }\n  }\n',
): (typeof documents)['\n  query RecommendedUsers($first: Int!) {\n    recommendedUsers(first: $first) {\n      nodes {\n        id\n        firstName\n        lastName\n        role\n        experience\n        profileImageUrl\n        sharedSkills\n        sharedInterests\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyAchievements($first: Int!) {\n    myAchievements(first: $first) {\n      nodes {\n        id\n        title\n        description\n        icon\n        points\n        earnedAt\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query MyAchievements($first: Int!) {\n    myAchievements(first: $first) {\n      nodes {\n        id\n        title\n        description\n        icon\n        points\n        earnedAt\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetLanguage($language: String!) {\n    setLanguage(language: $language) {\n      id\n      language\n    }\n  }\n',
): (typeof documents)['\n  mutation SetLanguage($language: String!) {\n    setLanguage(language: $language) {\n      id\n      language\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyInvitations($first: Int!) {\n    myInvitations(first: $first) {\n      nodes {\n        id\n        status\n        createdAt\n        expiresAt\n        team {\n          id\n          name\n        }\n        inviter {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query MyInvitations($first: Int!) {\n    myInvitations(first: $first) {\n      nodes {\n        id\n        status\n        createdAt\n        expiresAt\n        team {\n          id\n          name\n        }\n        inviter {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AcceptTeamInvitation($id: ID!) {\n    acceptTeamInvitation(id: $id) {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  mutation AcceptTeamInvitation($id: ID!) {\n    acceptTeamInvitation(id: $id) {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeclineTeamInvitation($id: ID!) {\n    declineTeamInvitation(id: $id) {\n      id\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation DeclineTeamInvitation($id: ID!) {\n    declineTeamInvitation(id: $id) {\n      id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query UpcomingMeetings($first: Int!) {\n    myMeetings(first: $first) {\n      nodes {\n        id\n        title\n        scheduledAt\n        duration\n        meetingUrl\n        status\n        team {\n          id\n          name\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query UpcomingMeetings($first: Int!) {\n    myMeetings(first: $first) {\n      nodes {\n        id\n        title\n        scheduledAt\n        duration\n        meetingUrl\n        status\n        team {\n          id\n          name\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TeamMentorFreeSlots($mentorId: ID!, $teamId: ID!) {\n    mentorFreeSlots(mentorId: $mentorId, teamId: $teamId) {\n      startsAt\n      endsAt\n    }\n  }\n',
): (typeof documents)['\n  query TeamMentorFreeSlots($mentorId: ID!, $teamId: ID!) {\n    mentorFreeSlots(mentorId: $mentorId, teamId: $teamId) {\n      startsAt\n      endsAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ScheduleTeamMeeting($teamId: ID!, $input: ScheduleMeetingInput!) {\n    scheduleMeeting(teamId: $teamId, input: $input) {\n      id\n      scheduledAt\n      updatedAt\n    }\n  }\n',
): (typeof documents)['\n  mutation ScheduleTeamMeeting($teamId: ID!, $input: ScheduleMeetingInput!) {\n    scheduleMeeting(teamId: $teamId, input: $input) {\n      id\n      scheduledAt\n      updatedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateTeamMeeting($meetingId: ID!, $input: UpdateMeetingInput!) {\n    updateMeeting(meetingId: $meetingId, input: $input) {\n      id\n      scheduledAt\n      duration\n      notes\n      updatedAt\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateTeamMeeting($meetingId: ID!, $input: UpdateMeetingInput!) {\n    updateMeeting(meetingId: $meetingId, input: $input) {\n      id\n      scheduledAt\n      duration\n      notes\n      updatedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CancelTeamMeeting($meetingId: ID!) {\n    cancelMeeting(meetingId: $meetingId) {\n      id\n      status\n      updatedAt\n    }\n  }\n',
): (typeof documents)['\n  mutation CancelTeamMeeting($meetingId: ID!) {\n    cancelMeeting(meetingId: $meetingId) {\n      id\n      status\n      updatedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MentorDashboardTeams {\n    myMentoredTeams {\n      id\n      name\n      status\n      progress\n      memberCount\n      milestones {\n        key\n        done\n      }\n      meetings {\n        id\n        title\n        scheduledAt\n        duration\n        status\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MentorDashboardTeams {\n    myMentoredTeams {\n      id\n      name\n      status\n      progress\n      memberCount\n      milestones {\n        key\n        done\n      }\n      meetings {\n        id\n        title\n        scheduledAt\n        duration\n        status\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MentorDashboardRequests($first: Int) {\n    incomingMentoringRequests(first: $first, pendingOnly: true) {\n      nodes {\n        id\n        team {\n          id\n          name\n        }\n        requester {\n          id\n          firstName\n          lastName\n        }\n        message\n        status\n        createdAt\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query MentorDashboardRequests($first: Int) {\n    incomingMentoringRequests(first: $first, pendingOnly: true) {\n      nodes {\n        id\n        team {\n          id\n          name\n        }\n        requester {\n          id\n          firstName\n          lastName\n        }\n        message\n        status\n        createdAt\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment MentorAvailabilityFields on MentorAvailability {\n    slots {\n      day\n      start\n      end\n    }\n    timeZone\n    maxTeams\n    notAvailableUntil\n    languages\n    updatedAt\n  }\n',
): (typeof documents)['\n  fragment MentorAvailabilityFields on MentorAvailability {\n    slots {\n      day\n      start\n      end\n    }\n    timeZone\n    maxTeams\n    notAvailableUntil\n    languages\n    updatedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment MentorCardFields on User {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    role\n    currentRole\n    company\n    skills\n    interests\n    mentorAvailability {\n      ...MentorAvailabilityFields\n    }\n  }\n',
): (typeof documents)['\n  fragment MentorCardFields on User {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    role\n    currentRole\n    company\n    skills\n    interests\n    mentorAvailability {\n      ...MentorAvailabilityFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Mentors($first: Int, $after: String, $search: String, $expertise: String, $language: String) {\n    mentors(first: $first, after: $after, search: $search, expertise: $expertise, language: $language) {\n      nodes {\n        ...MentorCardFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query Mentors($first: Int, $after: String, $search: String, $expertise: String, $language: String) {\n    mentors(first: $first, after: $after, search: $search, expertise: $expertise, language: $language) {\n      nodes {\n        ...MentorCardFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MentoringTeamChoices {\n    myTeams(first: 50) {\n      nodes {\n        id\n        name\n        mentorIds\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MentoringTeamChoices {\n    myTeams(first: 50) {\n      nodes {\n        id\n        name\n        mentorIds\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RequestMentoring($teamId: ID!, $input: MentoringRequestInput!) {\n    requestMentoring(teamId: $teamId, input: $input) {\n      id\n      teamId\n      mentorId\n      status\n      topics\n      createdAt\n      expiresAt\n    }\n  }\n',
): (typeof documents)['\n  mutation RequestMentoring($teamId: ID!, $input: MentoringRequestInput!) {\n    requestMentoring(teamId: $teamId, input: $input) {\n      id\n      teamId\n      mentorId\n      status\n      topics\n      createdAt\n      expiresAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query IncomingMentoringRequests($first: Int, $after: String) {\n    incomingMentoringRequests(first: $first, after: $after, pendingOnly: true) {\n      nodes {\n        id\n        teamId\n        team {\n          id\n          name\n        }\n        requester {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n        message\n        topics\n        status\n        createdAt\n        expiresAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query IncomingMentoringRequests($first: Int, $after: String) {\n    incomingMentoringRequests(first: $first, after: $after, pendingOnly: true) {\n      nodes {\n        id\n        teamId\n        team {\n          id\n          name\n        }\n        requester {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n        message\n        topics\n        status\n        createdAt\n        expiresAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AnswerMentoringRequest($requestId: ID!, $input: MentoringAnswerInput!) {\n    answerMentoringRequest(requestId: $requestId, input: $input) {\n      id\n      status\n      note\n      answeredAt\n    }\n  }\n',
): (typeof documents)['\n  mutation AnswerMentoringRequest($requestId: ID!, $input: MentoringAnswerInput!) {\n    answerMentoringRequest(requestId: $requestId, input: $input) {\n      id\n      status\n      note\n      answeredAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyMentoredTeams {\n    myMentoredTeams {\n      id\n      name\n      status\n      progress\n      memberCount\n      meetings {\n        id\n        title\n        scheduledAt\n        duration\n        status\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MyMentoredTeams {\n    myMentoredTeams {\n      id\n      name\n      status\n      progress\n      memberCount\n      meetings {\n        id\n        title\n        scheduledAt\n        duration\n        status\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProjectsAwaitingMyFeedback($first: Int, $after: String) {\n    projectsAwaitingMyFeedback(first: $first, after: $after) {\n      nodes {\n        id\n        title\n        team {\n          id\n          name\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query ProjectsAwaitingMyFeedback($first: Int, $after: String) {\n    projectsAwaitingMyFeedback(first: $first, after: $after) {\n      nodes {\n        id\n        title\n        team {\n          id\n          name\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyMentorAvailability {\n    me {\n      id\n      mentorAvailability {\n        ...MentorAvailabilityFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MyMentorAvailability {\n    me {\n      id\n      mentorAvailability {\n        ...MentorAvailabilityFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetMentorAvailability($input: MentorAvailabilityInput!) {\n    setMentorAvailability(input: $input) {\n      ...MentorAvailabilityFields\n    }\n  }\n',
): (typeof documents)['\n  mutation SetMentorAvailability($input: MentorAvailabilityInput!) {\n    setMentorAvailability(input: $input) {\n      ...MentorAvailabilityFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyMentorVerification {\n    me {\n      id\n      mentorVerified\n    }\n  }\n',
): (typeof documents)['\n  query MyMentorVerification {\n    me {\n      id\n      mentorVerified\n    }\n  }\n'];
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
  source: '\n  query NotificationPreferences {\n    notificationPreferences {\n      ...NotificationPreferencesFields\n    }\n  }\n',
): (typeof documents)['\n  query NotificationPreferences {\n    notificationPreferences {\n      ...NotificationPreferencesFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      ...NotificationPreferencesFields\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      ...NotificationPreferencesFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment NotificationPreferencesFields on NotificationPreferences {\n    teamJoins {\n      inApp\n      email\n    }\n    invitations {\n      inApp\n      email\n    }\n    likes {\n      inApp\n      email\n    }\n    badges {\n      inApp\n      email\n    }\n    newChallenges {\n      inApp\n      email\n    }\n    chatMentions {\n      inApp\n      email\n    }\n    programmes {\n      inApp\n      email\n    }\n    newChallengesDelivery\n  }\n',
): (typeof documents)['\n  fragment NotificationPreferencesFields on NotificationPreferences {\n    teamJoins {\n      inApp\n      email\n    }\n    invitations {\n      inApp\n      email\n    }\n    likes {\n      inApp\n      email\n    }\n    badges {\n      inApp\n      email\n    }\n    newChallenges {\n      inApp\n      email\n    }\n    chatMentions {\n      inApp\n      email\n    }\n    programmes {\n      inApp\n      email\n    }\n    newChallengesDelivery\n  }\n'];
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
  source: '\n  query PersonPage($id: ID!) {\n    user(id: $id) {\n      id\n      firstName\n      lastName\n      profileImageUrl\n      role\n      skills\n      interests\n      bio\n      currentRole\n      company\n      mentorVerified\n      mentorAvailability {\n        ...MentorAvailabilityFields\n      }\n      achievements {\n        id\n        key\n        title\n        description\n      }\n      programmeBadges {\n        id\n        kind\n        name\n        description\n      }\n      teams {\n        id\n        name\n        status\n      }\n      projects {\n        id\n        title\n      }\n    }\n    challenges(createdBy: $id, first: 50) {\n      nodes {\n        id\n        title\n        status\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query PersonPage($id: ID!) {\n    user(id: $id) {\n      id\n      firstName\n      lastName\n      profileImageUrl\n      role\n      skills\n      interests\n      bio\n      currentRole\n      company\n      mentorVerified\n      mentorAvailability {\n        ...MentorAvailabilityFields\n      }\n      achievements {\n        id\n        key\n        title\n        description\n      }\n      programmeBadges {\n        id\n        kind\n        name\n        description\n      }\n      teams {\n        id\n        name\n        status\n      }\n      projects {\n        id\n        title\n      }\n    }\n    challenges(createdBy: $id, first: 50) {\n      nodes {\n        id\n        title\n        status\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyProgrammes {\n    myProgrammes {\n      current\n      member\n      organiser\n      programme {\n        id\n        name\n        nameDe\n        currentPhase\n        submissionsOpen\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MyProgrammes {\n    myProgrammes {\n      current\n      member\n      organiser\n      programme {\n        id\n        name\n        nameDe\n        currentPhase\n        submissionsOpen\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProjectPage($id: ID!) {\n    project(id: $id) {\n      id\n      title\n      description\n      teamId\n      challengeId\n      status\n      repositoryUrl\n      demoUrl\n      imageUrl\n      likes\n      likedByMe\n      views\n      tags\n      createdBy\n      createdAt\n      updatedAt\n      editedAt\n      canEdit\n      hidden\n      hiddenReason\n      canGiveFeedback\n      feedback {\n        id\n        mentorId\n        mentor {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n        notes\n        scores {\n          problem\n          solution\n          prototype\n          presentation\n        }\n        createdAt\n        updatedAt\n      }\n      team {\n        id\n        name\n        challenge {\n          id\n          title\n        }\n        members {\n          userId\n          role\n          user {\n            id\n            firstName\n            lastName\n            profileImageUrl\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ProjectPage($id: ID!) {\n    project(id: $id) {\n      id\n      title\n      description\n      teamId\n      challengeId\n      status\n      repositoryUrl\n      demoUrl\n      imageUrl\n      likes\n      likedByMe\n      views\n      tags\n      createdBy\n      createdAt\n      updatedAt\n      editedAt\n      canEdit\n      hidden\n      hiddenReason\n      canGiveFeedback\n      feedback {\n        id\n        mentorId\n        mentor {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n        notes\n        scores {\n          problem\n          solution\n          prototype\n          presentation\n        }\n        createdAt\n        updatedAt\n      }\n      team {\n        id\n        name\n        challenge {\n          id\n          title\n        }\n        members {\n          userId\n          role\n          user {\n            id\n            firstName\n            lastName\n            profileImageUrl\n          }\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateProject($id: ID!, $input: UpdateProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      id\n      title\n      description\n      repositoryUrl\n      demoUrl\n      imageUrl\n      updatedAt\n      editedAt\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateProject($id: ID!, $input: UpdateProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      id\n      title\n      description\n      repositoryUrl\n      demoUrl\n      imageUrl\n      updatedAt\n      editedAt\n    }\n  }\n'];
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
  source: '\n  mutation GiveProjectFeedback($projectId: ID!, $input: ProjectFeedbackInput!) {\n    giveProjectFeedback(projectId: $projectId, input: $input) {\n      id\n      notes\n      updatedAt\n    }\n  }\n',
): (typeof documents)['\n  mutation GiveProjectFeedback($projectId: ID!, $input: ProjectFeedbackInput!) {\n    giveProjectFeedback(projectId: $projectId, input: $input) {\n      id\n      notes\n      updatedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ResourceFields on Resource {\n    id\n    title\n    description\n    type\n    url\n    provider\n    difficulty\n    tags\n    duration\n    createdAt\n    hidden\n    hiddenReason\n  }\n',
): (typeof documents)['\n  fragment ResourceFields on Resource {\n    id\n    title\n    description\n    type\n    url\n    provider\n    difficulty\n    tags\n    duration\n    createdAt\n    hidden\n    hiddenReason\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query LearningResources($first: Int, $after: String, $search: String, $type: String, $level: String) {\n    resources(first: $first, after: $after, search: $search, type: $type, level: $level) {\n      nodes {\n        ...ResourceFields\n        updatedAt\n        editedAt\n        canEdit\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query LearningResources($first: Int, $after: String, $search: String, $type: String, $level: String) {\n    resources(first: $first, after: $after, search: $search, type: $type, level: $level) {\n      nodes {\n        ...ResourceFields\n        updatedAt\n        editedAt\n        canEdit\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateResource($input: CreateResourceInput!) {\n    createResource(input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateResource($input: CreateResourceInput!) {\n    createResource(input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateResource($id: ID!, $input: UpdateResourceInput!) {\n    updateResource(id: $id, input: $input) {\n      ...ResourceFields\n      updatedAt\n      editedAt\n      canEdit\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateResource($id: ID!, $input: UpdateResourceInput!) {\n    updateResource(id: $id, input: $input) {\n      ...ResourceFields\n      updatedAt\n      editedAt\n      canEdit\n    }\n  }\n'];
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
  source: '\n  fragment ProjectFields on Project {\n    id\n    title\n    description\n    teamId\n    team {\n      id\n      name\n      members {\n        ...TeamMemberFields\n      }\n    }\n    challengeId\n    status\n    repositoryUrl\n    demoUrl\n    imageUrl\n    likes\n    likedByMe\n    views\n    tags\n    createdBy\n    createdAt\n    updatedAt\n  }\n',
): (typeof documents)['\n  fragment ProjectFields on Project {\n    id\n    title\n    description\n    teamId\n    team {\n      id\n      name\n      members {\n        ...TeamMemberFields\n      }\n    }\n    challengeId\n    status\n    repositoryUrl\n    demoUrl\n    imageUrl\n    likes\n    likedByMe\n    views\n    tags\n    createdBy\n    createdAt\n    updatedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Projects($first: Int, $after: String, $search: String, $topic: String, $sort: String) {\n    projects(first: $first, after: $after, search: $search, topic: $topic, sort: $sort) {\n      nodes {\n        ...ProjectFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query Projects($first: Int, $after: String, $search: String, $topic: String, $sort: String) {\n    projects(first: $first, after: $after, search: $search, topic: $topic, sort: $sort) {\n      nodes {\n        ...ProjectFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ShowcaseFeaturedProjects($first: Int!) {\n    featuredProjects(first: $first) {\n      ...ProjectFields\n    }\n  }\n',
): (typeof documents)['\n  query ShowcaseFeaturedProjects($first: Int!) {\n    featuredProjects(first: $first) {\n      ...ProjectFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ShowcaseStats {\n    showcaseStats {\n      projects\n      totalLikes\n      views\n    }\n  }\n',
): (typeof documents)['\n  query ShowcaseStats {\n    showcaseStats {\n      projects\n      totalLikes\n      views\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProgrammeTeamCount {\n    teams(first: 1) {\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query ProgrammeTeamCount {\n    teams(first: 1) {\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation LikeProject($id: ID!) {\n    likeProject(id: $id) {\n      __typename\n      id\n      likes\n      likedByMe\n    }\n  }\n',
): (typeof documents)['\n  mutation LikeProject($id: ID!) {\n    likeProject(id: $id) {\n      __typename\n      id\n      likes\n      likedByMe\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RecordProjectView($id: ID!) {\n    recordProjectView(id: $id) {\n      id\n      views\n    }\n  }\n',
): (typeof documents)['\n  mutation RecordProjectView($id: ID!) {\n    recordProjectView(id: $id) {\n      id\n      views\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TeamPage($id: ID!) {\n    team(id: $id) {\n      id\n      name\n      description\n      challengeId\n      leaderId\n      maxMembers\n      status\n      memberCount\n      progress\n      milestones {\n        key\n        done\n      }\n      isMember\n      canManage\n      openSeats\n      createdAt\n      updatedAt\n      editedAt\n      hidden\n      hiddenReason\n      members {\n        userId\n        role\n        joinedAt\n        user {\n          id\n          firstName\n          lastName\n          profileImageUrl\n          skills\n        }\n      }\n      invitations {\n        id\n        invitedUserId\n        invitedUser {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n        status\n        createdAt\n        expiresAt\n        answeredAt\n      }\n      challenge {\n        id\n        title\n        status\n      }\n      projects {\n        id\n        title\n      }\n      meetings {\n        ...TeamPageMeetingFields\n      }\n      pastMeetings {\n        ...TeamPageMeetingFields\n        notes\n      }\n      mentorIds\n      mentors {\n        id\n        firstName\n        lastName\n        profileImageUrl\n      }\n      mentoringRequests {\n        id\n        mentorId\n        mentor {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n        topics\n        status\n        createdAt\n        expiresAt\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TeamPage($id: ID!) {\n    team(id: $id) {\n      id\n      name\n      description\n      challengeId\n      leaderId\n      maxMembers\n      status\n      memberCount\n      progress\n      milestones {\n        key\n        done\n      }\n      isMember\n      canManage\n      openSeats\n      createdAt\n      updatedAt\n      editedAt\n      hidden\n      hiddenReason\n      members {\n        userId\n        role\n        joinedAt\n        user {\n          id\n          firstName\n          lastName\n          profileImageUrl\n          skills\n        }\n      }\n      invitations {\n        id\n        invitedUserId\n        invitedUser {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n        status\n        createdAt\n        expiresAt\n        answeredAt\n      }\n      challenge {\n        id\n        title\n        status\n      }\n      projects {\n        id\n        title\n      }\n      meetings {\n        ...TeamPageMeetingFields\n      }\n      pastMeetings {\n        ...TeamPageMeetingFields\n        notes\n      }\n      mentorIds\n      mentors {\n        id\n        firstName\n        lastName\n        profileImageUrl\n      }\n      mentoringRequests {\n        id\n        mentorId\n        mentor {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n        topics\n        status\n        createdAt\n        expiresAt\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TeamPageMeetingFields on Meeting {\n    id\n    title\n    description\n    scheduledAt\n    duration\n    meetingUrl\n    status\n    mentorId\n    mentor {\n      id\n      firstName\n      lastName\n      profileImageUrl\n    }\n    updatedAt\n  }\n',
): (typeof documents)['\n  fragment TeamPageMeetingFields on Meeting {\n    id\n    title\n    description\n    scheduledAt\n    duration\n    meetingUrl\n    status\n    mentorId\n    mentor {\n      id\n      firstName\n      lastName\n      profileImageUrl\n    }\n    updatedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateTeam($id: ID!, $input: UpdateTeamInput!) {\n    updateTeam(id: $id, input: $input) {\n      id\n      updatedAt\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateTeam($id: ID!, $input: UpdateTeamInput!) {\n    updateTeam(id: $id, input: $input) {\n      id\n      updatedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation LeaveTeam($teamId: ID!) {\n    leaveTeam(teamId: $teamId) {\n      id\n      updatedAt\n    }\n  }\n',
): (typeof documents)['\n  mutation LeaveTeam($teamId: ID!) {\n    leaveTeam(teamId: $teamId) {\n      id\n      updatedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveTeamMember($teamId: ID!, $userId: ID!) {\n    removeTeamMember(teamId: $teamId, userId: $userId) {\n      id\n      updatedAt\n    }\n  }\n',
): (typeof documents)['\n  mutation RemoveTeamMember($teamId: ID!, $userId: ID!) {\n    removeTeamMember(teamId: $teamId, userId: $userId) {\n      id\n      updatedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TransferTeamLead($teamId: ID!, $userId: ID!) {\n    transferTeamLead(teamId: $teamId, userId: $userId) {\n      id\n      updatedAt\n    }\n  }\n',
): (typeof documents)['\n  mutation TransferTeamLead($teamId: ID!, $userId: ID!) {\n    transferTeamLead(teamId: $teamId, userId: $userId) {\n      id\n      updatedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation WithdrawTeamInvitation($id: ID!) {\n    withdrawTeamInvitation(id: $id) {\n      id\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation WithdrawTeamInvitation($id: ID!) {\n    withdrawTeamInvitation(id: $id) {\n      id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation JoinTeamFromPage($teamId: ID!) {\n    joinTeam(teamId: $teamId) {\n      id\n      updatedAt\n    }\n  }\n',
): (typeof documents)['\n  mutation JoinTeamFromPage($teamId: ID!) {\n    joinTeam(teamId: $teamId) {\n      id\n      updatedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation WithdrawTeamMentoringRequest($requestId: ID!) {\n    withdrawMentoringRequest(requestId: $requestId) {\n      id\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation WithdrawTeamMentoringRequest($requestId: ID!) {\n    withdrawMentoringRequest(requestId: $requestId) {\n      id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation EndTeamMentoring($teamId: ID!, $mentorId: ID!) {\n    endMentoring(teamId: $teamId, mentorId: $mentorId) {\n      id\n      mentorIds\n    }\n  }\n',
): (typeof documents)['\n  mutation EndTeamMentoring($teamId: ID!, $mentorId: ID!) {\n    endMentoring(teamId: $teamId, mentorId: $mentorId) {\n      id\n      mentorIds\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TeamMemberFields on TeamMember {\n    userId\n    role\n    joinedAt\n    user {\n      id\n      firstName\n      lastName\n      profileImageUrl\n    }\n  }\n',
): (typeof documents)['\n  fragment TeamMemberFields on TeamMember {\n    userId\n    role\n    joinedAt\n    user {\n      id\n      firstName\n      lastName\n      profileImageUrl\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TeamFields on Team {\n    id\n    name\n    description\n    challengeId\n    challenge {\n      id\n      title\n    }\n    leaderId\n    maxMembers\n    status\n    memberCount\n    progress\n    members {\n      ...TeamMemberFields\n    }\n    isMember\n    mentors {\n      id\n      firstName\n      lastName\n      profileImageUrl\n    }\n    createdAt\n    updatedAt\n  }\n',
): (typeof documents)['\n  fragment TeamFields on Team {\n    id\n    name\n    description\n    challengeId\n    challenge {\n      id\n      title\n    }\n    leaderId\n    maxMembers\n    status\n    memberCount\n    progress\n    members {\n      ...TeamMemberFields\n    }\n    isMember\n    mentors {\n      id\n      firstName\n      lastName\n      profileImageUrl\n    }\n    createdAt\n    updatedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Teams($first: Int, $after: String, $search: String, $status: String) {\n    teams(first: $first, after: $after, search: $search, status: $status) {\n      nodes {\n        ...TeamFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query Teams($first: Int, $after: String, $search: String, $status: String) {\n    teams(first: $first, after: $after, search: $search, status: $status) {\n      nodes {\n        ...TeamFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyTeams {\n    myTeams(first: 20) {\n      nodes {\n        ...TeamFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MyTeams {\n    myTeams(first: 20) {\n      nodes {\n        ...TeamFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateTeam($input: CreateTeamInput!) {\n    createTeam(input: $input) {\n      ...TeamFields\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateTeam($input: CreateTeamInput!) {\n    createTeam(input: $input) {\n      ...TeamFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation JoinTeam($teamId: ID!) {\n    joinTeam(teamId: $teamId) {\n      ...TeamFields\n    }\n  }\n',
): (typeof documents)['\n  mutation JoinTeam($teamId: ID!) {\n    joinTeam(teamId: $teamId) {\n      ...TeamFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PeopleToInvite($search: String!) {\n    people(search: $search) {\n      id\n      firstName\n      lastName\n      profileImageUrl\n      role\n    }\n  }\n',
): (typeof documents)['\n  query PeopleToInvite($search: String!) {\n    people(search: $search) {\n      id\n      firstName\n      lastName\n      profileImageUrl\n      role\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation InviteToTeam($input: TeamInvitationInput!) {\n    inviteToTeam(input: $input) {\n      id\n      status\n      teamId\n      invitedUserId\n    }\n  }\n',
): (typeof documents)['\n  mutation InviteToTeam($input: TeamInvitationInput!) {\n    inviteToTeam(input: $input) {\n      id\n      status\n      teamId\n      invitedUserId\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation GenerateIslaResponse($input: IslaResponseInput!) {\n    generateIslaResponse(input: $input) {\n      message\n      nextPhase\n      provider\n    }\n  }\n',
): (typeof documents)['\n  mutation GenerateIslaResponse($input: IslaResponseInput!) {\n    generateIslaResponse(input: $input) {\n      message\n      nextPhase\n      provider\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment JudgingFields on Judging {\n    programmeId\n    rubric {\n      key\n      name\n      nameDe\n      weight\n    }\n    awards {\n      key\n      name\n      nameDe\n      kind\n      criterion\n    }\n    judgesPerProject\n    assignedAt\n    publishedAt\n    judgeIds\n    judges {\n      id\n      firstName\n      lastName\n      profileImageUrl\n    }\n    projects {\n      projectId\n      projectTitle\n      teamId\n      teamName\n      judgeIds\n      flagged\n    }\n  }\n',
): (typeof documents)['\n  fragment JudgingFields on Judging {\n    programmeId\n    rubric {\n      key\n      name\n      nameDe\n      weight\n    }\n    awards {\n      key\n      name\n      nameDe\n      kind\n      criterion\n    }\n    judgesPerProject\n    assignedAt\n    publishedAt\n    judgeIds\n    judges {\n      id\n      firstName\n      lastName\n      profileImageUrl\n    }\n    projects {\n      projectId\n      projectTitle\n      teamId\n      teamName\n      judgeIds\n      flagged\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProgrammeJudging($programmeId: ID!) {\n    programmeJudging(programmeId: $programmeId) {\n      ...JudgingFields\n    }\n  }\n',
): (typeof documents)['\n  query ProgrammeJudging($programmeId: ID!) {\n    programmeJudging(programmeId: $programmeId) {\n      ...JudgingFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query JudgeCandidates($programmeId: ID!) {\n    programmeMembers(programmeId: $programmeId, first: 50) {\n      nodes {\n        userId\n        isMentor\n        user {\n          id\n          firstName\n          lastName\n        }\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query JudgeCandidates($programmeId: ID!) {\n    programmeMembers(programmeId: $programmeId, first: 50) {\n      nodes {\n        userId\n        isMentor\n        user {\n          id\n          firstName\n          lastName\n        }\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddProgrammeJudge($programmeId: ID!, $userId: ID!) {\n    addProgrammeJudge(programmeId: $programmeId, userId: $userId) {\n      ...JudgingFields\n    }\n  }\n',
): (typeof documents)['\n  mutation AddProgrammeJudge($programmeId: ID!, $userId: ID!) {\n    addProgrammeJudge(programmeId: $programmeId, userId: $userId) {\n      ...JudgingFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AssignJudging($programmeId: ID!, $judgesPerProject: Int) {\n    assignJudging(programmeId: $programmeId, judgesPerProject: $judgesPerProject) {\n      ...JudgingFields\n    }\n  }\n',
): (typeof documents)['\n  mutation AssignJudging($programmeId: ID!, $judgesPerProject: Int) {\n    assignJudging(programmeId: $programmeId, judgesPerProject: $judgesPerProject) {\n      ...JudgingFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MoveJudgingAssignment($programmeId: ID!, $input: MoveJudgingAssignmentInput!) {\n    moveJudgingAssignment(programmeId: $programmeId, input: $input) {\n      ...JudgingFields\n    }\n  }\n',
): (typeof documents)['\n  mutation MoveJudgingAssignment($programmeId: ID!, $input: MoveJudgingAssignmentInput!) {\n    moveJudgingAssignment(programmeId: $programmeId, input: $input) {\n      ...JudgingFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetJudgingRubric($programmeId: ID!, $criteria: [JudgingCriterionInput!]!) {\n    setJudgingRubric(programmeId: $programmeId, criteria: $criteria) {\n      ...JudgingFields\n    }\n  }\n',
): (typeof documents)['\n  mutation SetJudgingRubric($programmeId: ID!, $criteria: [JudgingCriterionInput!]!) {\n    setJudgingRubric(programmeId: $programmeId, criteria: $criteria) {\n      ...JudgingFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetProgrammeAwards($programmeId: ID!, $awards: [ProgrammeAwardInput!]!) {\n    setProgrammeAwards(programmeId: $programmeId, awards: $awards) {\n      ...JudgingFields\n    }\n  }\n',
): (typeof documents)['\n  mutation SetProgrammeAwards($programmeId: ID!, $awards: [ProgrammeAwardInput!]!) {\n    setProgrammeAwards(programmeId: $programmeId, awards: $awards) {\n      ...JudgingFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyJudgingQueue {\n    myJudgingQueue {\n      programmeId\n      programmeName\n      judgingEndsAt\n      projectId\n      projectTitle\n      teamName\n      assignedAt\n      scoredAt\n      project {\n        id\n        description\n        demoUrl\n      }\n      rubric {\n        key\n        name\n        nameDe\n        weight\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MyJudgingQueue {\n    myJudgingQueue {\n      programmeId\n      programmeName\n      judgingEndsAt\n      projectId\n      projectTitle\n      teamName\n      assignedAt\n      scoredAt\n      project {\n        id\n        description\n        demoUrl\n      }\n      rubric {\n        key\n        name\n        nameDe\n        weight\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyScore($projectId: ID!) {\n    myScore(projectId: $projectId) {\n      projectId\n      criteria {\n        key\n        value\n      }\n      comment\n      updatedAt\n    }\n  }\n',
): (typeof documents)['\n  query MyScore($projectId: ID!) {\n    myScore(projectId: $projectId) {\n      projectId\n      criteria {\n        key\n        value\n      }\n      comment\n      updatedAt\n    }\n  }\n'];
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
  source: '\n  fragment AwardFields on ProgrammeAward {\n    key\n    name\n    nameDe\n    kind\n    criterion\n    winner {\n      projectId\n      projectTitle\n      teamId\n      teamName\n    }\n  }\n',
): (typeof documents)['\n  fragment AwardFields on ProgrammeAward {\n    key\n    name\n    nameDe\n    kind\n    criterion\n    winner {\n      projectId\n      projectTitle\n      teamId\n      teamName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ResultsFields on ProgrammeResults {\n    programmeId\n    publishedAt\n    ranking {\n      rank\n      projectId\n      projectTitle\n      teamId\n      teamName\n      normalised\n      raw\n      spread\n      judgeCount\n      underJudged\n      votes\n    }\n    awards {\n      ...AwardFields\n    }\n  }\n',
): (typeof documents)['\n  fragment ResultsFields on ProgrammeResults {\n    programmeId\n    publishedAt\n    ranking {\n      rank\n      projectId\n      projectTitle\n      teamId\n      teamName\n      normalised\n      raw\n      spread\n      judgeCount\n      underJudged\n      votes\n    }\n    awards {\n      ...AwardFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ResultsProgramme($id: ID!) {\n    programme(id: $id) {\n      id\n      name\n      nameDe\n      timeZone\n      resultsAt\n      viewerIsOrganiser\n    }\n  }\n',
): (typeof documents)['\n  query ResultsProgramme($id: ID!) {\n    programme(id: $id) {\n      id\n      name\n      nameDe\n      timeZone\n      resultsAt\n      viewerIsOrganiser\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProgrammeResults($programmeId: ID!) {\n    programmeResults(programmeId: $programmeId) {\n      ...ResultsFields\n    }\n  }\n',
): (typeof documents)['\n  query ProgrammeResults($programmeId: ID!) {\n    programmeResults(programmeId: $programmeId) {\n      ...ResultsFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PublishResults($programmeId: ID!, $early: Boolean) {\n    publishResults(programmeId: $programmeId, early: $early) {\n      ...ResultsFields\n    }\n  }\n',
): (typeof documents)['\n  mutation PublishResults($programmeId: ID!, $early: Boolean) {\n    publishResults(programmeId: $programmeId, early: $early) {\n      ...ResultsFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProgrammeAwards($programmeId: ID!) {\n    programmeAwards(programmeId: $programmeId) {\n      ...AwardFields\n    }\n  }\n',
): (typeof documents)['\n  query ProgrammeAwards($programmeId: ID!) {\n    programmeAwards(programmeId: $programmeId) {\n      ...AwardFields\n    }\n  }\n'];
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
  source: '\n  query ProjectProgramme($id: ID!) {\n    project(id: $id) {\n      id\n      programmeId\n    }\n  }\n',
): (typeof documents)['\n  query ProjectProgramme($id: ID!) {\n    project(id: $id) {\n      id\n      programmeId\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query VoteWindow($programmeId: ID!) {\n    programme(id: $programmeId) {\n      id\n      submissionDeadline\n      phases {\n        key\n        startsAt\n        endsAt\n      }\n    }\n  }\n',
): (typeof documents)['\n  query VoteWindow($programmeId: ID!) {\n    programme(id: $programmeId) {\n      id\n      submissionDeadline\n      phases {\n        key\n        startsAt\n        endsAt\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyVote($programmeId: ID!) {\n    myVote(programmeId: $programmeId)\n  }\n',
): (typeof documents)['\n  query MyVote($programmeId: ID!) {\n    myVote(programmeId: $programmeId)\n  }\n'];
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
  source: '\n  fragment ProgrammeDetailsFields on Programme {\n    id\n    name\n    description\n    nameDe\n    descriptionDe\n    timeZone\n    phases {\n      key\n      startsAt\n      endsAt\n    }\n    submissionDeadline\n    judgingEndsAt\n    resultsAt\n    createdAt\n    updatedAt\n    currentPhase\n    submissionsOpen\n    nextDeadline {\n      kind\n      phase\n      at\n    }\n    joinCode\n    viewerIsOrganiser\n    memberCount\n  }\n',
): (typeof documents)['\n  fragment ProgrammeDetailsFields on Programme {\n    id\n    name\n    description\n    nameDe\n    descriptionDe\n    timeZone\n    phases {\n      key\n      startsAt\n      endsAt\n    }\n    submissionDeadline\n    judgingEndsAt\n    resultsAt\n    createdAt\n    updatedAt\n    currentPhase\n    submissionsOpen\n    nextDeadline {\n      kind\n      phase\n      at\n    }\n    joinCode\n    viewerIsOrganiser\n    memberCount\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StaffProgrammes($first: Int, $after: String) {\n    programmes(first: $first, after: $after) {\n      nodes {\n        id\n        name\n        nameDe\n        currentPhase\n        memberCount\n        joinCode\n        createdAt\n        organisers {\n          id\n          firstName\n          lastName\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query StaffProgrammes($first: Int, $after: String) {\n    programmes(first: $first, after: $after) {\n      nodes {\n        id\n        name\n        nameDe\n        currentPhase\n        memberCount\n        joinCode\n        createdAt\n        organisers {\n          id\n          firstName\n          lastName\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProgrammeDetails($id: ID!) {\n    programme(id: $id) {\n      ...ProgrammeDetailsFields\n    }\n  }\n',
): (typeof documents)['\n  query ProgrammeDetails($id: ID!) {\n    programme(id: $id) {\n      ...ProgrammeDetailsFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProgrammeCohortMembers($programmeId: ID!, $filter: String, $first: Int, $after: String) {\n    programmeMembers(programmeId: $programmeId, filter: $filter, first: $first, after: $after) {\n      nodes {\n        userId\n        joinedAt\n        isMentor\n        lastActiveOn\n        startedBrainstorm\n        user {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n        team {\n          id\n          name\n          projectId\n          projectTitle\n          progress\n          milestones {\n            key\n            done\n          }\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query ProgrammeCohortMembers($programmeId: ID!, $filter: String, $first: Int, $after: String) {\n    programmeMembers(programmeId: $programmeId, filter: $filter, first: $first, after: $after) {\n      nodes {\n        userId\n        joinedAt\n        isMentor\n        lastActiveOn\n        startedBrainstorm\n        user {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n        team {\n          id\n          name\n          projectId\n          projectTitle\n          progress\n          milestones {\n            key\n            done\n          }\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProgrammeCohortTeams($programmeId: ID!, $first: Int, $after: String) {\n    programmeTeams(programmeId: $programmeId, first: $first, after: $after) {\n      nodes {\n        id\n        name\n        progress\n        projectId\n        projectTitle\n        milestones {\n          key\n          done\n        }\n        members {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n        mentors {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query ProgrammeCohortTeams($programmeId: ID!, $first: Int, $after: String) {\n    programmeTeams(programmeId: $programmeId, first: $first, after: $after) {\n      nodes {\n        id\n        name\n        progress\n        projectId\n        projectTitle\n        milestones {\n          key\n          done\n        }\n        members {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n        mentors {\n          id\n          firstName\n          lastName\n          profileImageUrl\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProgrammeAnnouncements($programmeId: ID!, $first: Int, $after: String) {\n    programmeAnnouncements(programmeId: $programmeId, first: $first, after: $after) {\n      nodes {\n        id\n        title\n        body\n        audience\n        recipientCount\n        createdAt\n        author {\n          id\n          firstName\n          lastName\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query ProgrammeAnnouncements($programmeId: ID!, $first: Int, $after: String) {\n    programmeAnnouncements(programmeId: $programmeId, first: $first, after: $after) {\n      nodes {\n        id\n        title\n        body\n        audience\n        recipientCount\n        createdAt\n        author {\n          id\n          firstName\n          lastName\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateProgramme($input: CreateProgrammeInput!) {\n    createProgramme(input: $input) {\n      id\n      name\n      nameDe\n      joinCode\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateProgramme($input: CreateProgrammeInput!) {\n    createProgramme(input: $input) {\n      id\n      name\n      nameDe\n      joinCode\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateProgramme($id: ID!, $input: UpdateProgrammeInput!) {\n    updateProgramme(id: $id, input: $input) {\n      ...ProgrammeDetailsFields\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateProgramme($id: ID!, $input: UpdateProgrammeInput!) {\n    updateProgramme(id: $id, input: $input) {\n      ...ProgrammeDetailsFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddProgrammeOrganiser($programmeId: ID!, $userId: ID!) {\n    addProgrammeOrganiser(programmeId: $programmeId, userId: $userId) {\n      id\n      organisers {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation AddProgrammeOrganiser($programmeId: ID!, $userId: ID!) {\n    addProgrammeOrganiser(programmeId: $programmeId, userId: $userId) {\n      id\n      organisers {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OrganiserCandidates($search: String!) {\n    people(search: $search) {\n      id\n      firstName\n      lastName\n      profileImageUrl\n      role\n    }\n  }\n',
): (typeof documents)['\n  query OrganiserCandidates($search: String!) {\n    people(search: $search) {\n      id\n      firstName\n      lastName\n      profileImageUrl\n      role\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation JoinProgramme($code: String!) {\n    joinProgramme(code: $code) {\n      id\n      name\n      nameDe\n    }\n  }\n',
): (typeof documents)['\n  mutation JoinProgramme($code: String!) {\n    joinProgramme(code: $code) {\n      id\n      name\n      nameDe\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ChooseProgramme($programmeId: ID!) {\n    chooseProgramme(programmeId: $programmeId) {\n      id\n      name\n      nameDe\n    }\n  }\n',
): (typeof documents)['\n  mutation ChooseProgramme($programmeId: ID!) {\n    chooseProgramme(programmeId: $programmeId) {\n      id\n      name\n      nameDe\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PostAnnouncement($programmeId: ID!, $input: AnnouncementInput!) {\n    postAnnouncement(programmeId: $programmeId, input: $input) {\n      id\n      recipientCount\n    }\n  }\n',
): (typeof documents)['\n  mutation PostAnnouncement($programmeId: ID!, $input: AnnouncementInput!) {\n    postAnnouncement(programmeId: $programmeId, input: $input) {\n      id\n      recipientCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TeamChatMessageFields on TeamMessage {\n    id\n    teamId\n    authorId\n    author {\n      id\n      firstName\n      lastName\n      profileImageUrl\n    }\n    body\n    createdAt\n    editedAt\n    deleted\n    hidden\n    hiddenReason\n    canEdit\n  }\n',
): (typeof documents)['\n  fragment TeamChatMessageFields on TeamMessage {\n    id\n    teamId\n    authorId\n    author {\n      id\n      firstName\n      lastName\n      profileImageUrl\n    }\n    body\n    createdAt\n    editedAt\n    deleted\n    hidden\n    hiddenReason\n    canEdit\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TeamChatMessages($teamId: ID!, $first: Int, $after: String) {\n    teamMessages(teamId: $teamId, first: $first, after: $after) {\n      nodes {\n        ...TeamChatMessageFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n',
): (typeof documents)['\n  query TeamChatMessages($teamId: ID!, $first: Int, $after: String) {\n    teamMessages(teamId: $teamId, first: $first, after: $after) {\n      nodes {\n        ...TeamChatMessageFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyTeamChatUnread {\n    myTeamChatUnread {\n      teamId\n      unread\n    }\n  }\n',
): (typeof documents)['\n  query MyTeamChatUnread {\n    myTeamChatUnread {\n      teamId\n      unread\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PostTeamChatMessage($teamId: ID!, $input: TeamMessageInput!) {\n    postTeamMessage(teamId: $teamId, input: $input) {\n      ...TeamChatMessageFields\n    }\n  }\n',
): (typeof documents)['\n  mutation PostTeamChatMessage($teamId: ID!, $input: TeamMessageInput!) {\n    postTeamMessage(teamId: $teamId, input: $input) {\n      ...TeamChatMessageFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation EditTeamChatMessage($id: ID!, $teamId: ID!, $input: TeamMessageInput!) {\n    editTeamMessage(id: $id, teamId: $teamId, input: $input) {\n      ...TeamChatMessageFields\n    }\n  }\n',
): (typeof documents)['\n  mutation EditTeamChatMessage($id: ID!, $teamId: ID!, $input: TeamMessageInput!) {\n    editTeamMessage(id: $id, teamId: $teamId, input: $input) {\n      ...TeamChatMessageFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteTeamChatMessage($id: ID!, $teamId: ID!) {\n    deleteTeamMessage(id: $id, teamId: $teamId) {\n      ...TeamChatMessageFields\n    }\n  }\n',
): (typeof documents)['\n  mutation DeleteTeamChatMessage($id: ID!, $teamId: ID!) {\n    deleteTeamMessage(id: $id, teamId: $teamId) {\n      ...TeamChatMessageFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MarkTeamChatReadNow($teamId: ID!) {\n    markTeamChatRead(teamId: $teamId) {\n      teamId\n      unread\n    }\n  }\n',
): (typeof documents)['\n  mutation MarkTeamChatReadNow($teamId: ID!) {\n    markTeamChatRead(teamId: $teamId) {\n      teamId\n      unread\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetTeamChatMessageHidden($id: ID!, $hidden: Boolean!, $reason: String) {\n    setTeamMessageHidden(id: $id, hidden: $hidden, reason: $reason) {\n      ...TeamChatMessageFields\n    }\n  }\n',
): (typeof documents)['\n  mutation SetTeamChatMessageHidden($id: ID!, $hidden: Boolean!, $reason: String) {\n    setTeamMessageHidden(id: $id, hidden: $hidden, reason: $reason) {\n      ...TeamChatMessageFields\n    }\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
