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
    isStaff
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
    programmeId
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
    programmeId
    maxMembers
    status
    memberCount
    progress
    milestones {
      key
      done
    }
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
    expiresAt
    answeredAt
  }
`);

/** An invitation as the invited person's list shows it: with the team and who sent it. */
export const restReceivedInvitationFragment = graphql(`
  fragment RestReceivedInvitation on TeamInvitation {
    ...RestTeamInvitation
    team {
      id
      name
    }
    inviter {
      ...RestPerson
    }
  }
`);

/** A team as its page shows it: the list's fields, the seats, the caller's rights and (for its leader) invitations. */
export const restTeamDetailFragment = graphql(`
  fragment RestTeamDetail on Team {
    ...RestTeam
    openSeats
    canManage
    editedAt
    hidden
    hiddenReason
    projects {
      id
      title
    }
    meetings {
      ...RestMeeting
    }
    mentors {
      ...RestPerson
    }
    invitations {
      ...RestTeamInvitation
    }
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
    mentorId
    notes
    createdAt
    updatedAt
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
    updatedAt
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
    programmeId
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

/** A project as its page shows it. */
export const restProjectDetailFragment = graphql(`
  fragment RestProjectDetail on Project {
    ...RestProject
    editedAt
    submissionsClosedAt
    canEdit
    hidden
    hiddenReason
  }
`);

/** A resource with its author's rights, as an edit answers it. */
export const restResourceDetailFragment = graphql(`
  fragment RestResourceDetail on Resource {
    ...RestResource
    editedAt
    canEdit
    hidden
    hiddenReason
  }
`);

/** A person as their page shows them (docs/product.md §11.1): what §6 lets the caller see. */
export const restPersonPageFragment = graphql(`
  fragment RestPersonPage on User {
    id
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
    mentorVerified
    createdAt
    achievements {
      ...RestAchievement
    }
    teams {
      id
      name
      status
    }
    projects {
      id
      title
    }
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

// ---- notification inbox (docs/product.md "Notification inbox") ----

export const myNotifications = graphql(`
  query MyNotifications($first: Int, $after: String, $unread: Boolean) {
    myNotifications(first: $first, after: $after, unread: $unread) {
      nodes {
        id
        type
        createdAt
        read
        data
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
    }
  }
`);

export const unreadNotificationCount = graphql(`
  query UnreadNotificationCount {
    unreadNotificationCount
  }
`);

export const markNotificationsRead = graphql(`
  mutation MarkNotificationsRead($input: MarkNotificationsReadInput!) {
    markNotificationsRead(input: $input)
  }
`);

export const markAllNotificationsRead = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead
  }
`);

export const notificationPreferences = graphql(`
  query NotificationPreferences {
    notificationPreferences {
      ...RestNotificationPreferences
    }
  }
`);

export const updateNotificationPreferences = graphql(`
  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {
    updateNotificationPreferences(input: $input) {
      ...RestNotificationPreferences
    }
  }
`);

export const restNotificationPreferencesFragment = graphql(`
  fragment RestNotificationPreferences on NotificationPreferences {
    teamJoins {
      inApp
      email
    }
    invitations {
      inApp
      email
    }
    likes {
      inApp
      email
    }
    badges {
      inApp
      email
    }
    newChallenges {
      inApp
      email
    }
    chatMentions {
      inApp
      email
    }
    programmes {
      inApp
      email
    }
    newChallengesDelivery
  }
`);

// ---- account (docs/product.md §13) ----

export const changePassword = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);

export const mySessions = graphql(`
  query MySessions {
    mySessions {
      id
      current
      browser
      network
      createdAt
      lastSeenAt
    }
  }
`);

export const endSession = graphql(`
  mutation EndSession($id: ID!) {
    endSession(id: $id)
  }
`);

export const endOtherSessions = graphql(`
  mutation EndOtherSessions {
    endOtherSessions
  }
`);

// ---- Erasure (docs/product.md §15) ----

export const deleteMyAccount = graphql(`
  mutation DeleteMyAccount($input: DeleteAccountInput!) {
    deleteMyAccount(input: $input)
  }
`);

// ---- Forgotten password (docs/product.md §13) ----

export const requestPasswordReset = graphql(`
  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input)
  }
`);

export const resetPassword = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);

export const accountFeatures = graphql(`
  query AccountFeatures {
    accountFeatures {
      passwordReset
    }
  }
`);

export const recommendedUsers = graphql(`
  query RecommendedUsers($first: Int, $after: String) {
    recommendedUsers(first: $first, after: $after) {
      nodes {
        ...RestRecommendedUser
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
    }
  }
`);

export const myAchievements = graphql(`
  query MyAchievements($first: Int, $after: String) {
    myAchievements(first: $first, after: $after) {
      nodes {
        ...RestAchievement
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
    }
  }
`);

// ---- challenges ----

export const challenges = graphql(`
  query Challenges($first: Int, $after: String, $search: String, $category: String, $programmeId: ID) {
    challenges(
      first: $first
      after: $after
      search: $search
      category: $category
      programmeId: $programmeId
    ) {
      nodes {
        ...RestChallenge
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
    }
  }
`);

/** A challenge as its page shows it: the list's fields and what only the page needs. */
export const restChallengeDetailFragment = graphql(`
  fragment RestChallengeDetail on Challenge {
    ...RestChallenge
    validatedInsights
    editedAt
    canEdit
    hidden
    hiddenReason
    teams(first: 20) {
      nodes {
        id
        name
        status
        memberCount
        maxMembers
        progress
        projects {
          id
          title
        }
      }
      totalCount
    }
  }
`);

export const challenge = graphql(`
  query Challenge($id: ID!) {
    challenge(id: $id) {
      ...RestChallengeDetail
    }
  }
`);

export const updateChallenge = graphql(`
  mutation UpdateChallenge($id: ID!, $input: UpdateChallengeInput!) {
    updateChallenge(id: $id, input: $input) {
      ...RestChallengeDetail
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
  query Teams($first: Int, $after: String, $search: String, $status: String, $programmeId: ID) {
    teams(first: $first, after: $after, search: $search, status: $status, programmeId: $programmeId) {
      nodes {
        ...RestTeam
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
    }
  }
`);

export const myTeams = graphql(`
  query MyTeams($first: Int, $after: String) {
    myTeams(first: $first, after: $after) {
      nodes {
        ...RestTeam
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
    }
  }
`);

export const team = graphql(`
  query Team($id: ID!) {
    team(id: $id) {
      ...RestTeamDetail
    }
  }
`);

export const updateTeam = graphql(`
  mutation UpdateTeam($id: ID!, $input: UpdateTeamInput!) {
    updateTeam(id: $id, input: $input) {
      ...RestTeamDetail
    }
  }
`);

export const leaveTeam = graphql(`
  mutation LeaveTeam($teamId: ID!) {
    leaveTeam(teamId: $teamId) {
      ...RestTeamDetail
    }
  }
`);

export const removeTeamMember = graphql(`
  mutation RemoveTeamMember($teamId: ID!, $userId: ID!) {
    removeTeamMember(teamId: $teamId, userId: $userId) {
      ...RestTeamDetail
    }
  }
`);

export const transferTeamLead = graphql(`
  mutation TransferTeamLead($teamId: ID!, $userId: ID!) {
    transferTeamLead(teamId: $teamId, userId: $userId) {
      ...RestTeamDetail
    }
  }
`);

export const myInvitations = graphql(`
  query MyInvitations($first: Int, $after: String) {
    myInvitations(first: $first, after: $after) {
      nodes {
        ...RestReceivedInvitation
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
    }
  }
`);

export const acceptTeamInvitation = graphql(`
  mutation AcceptTeamInvitation($id: ID!) {
    acceptTeamInvitation(id: $id) {
      ...RestTeamDetail
    }
  }
`);

export const declineTeamInvitation = graphql(`
  mutation DeclineTeamInvitation($id: ID!) {
    declineTeamInvitation(id: $id) {
      ...RestTeamInvitation
    }
  }
`);

export const withdrawTeamInvitation = graphql(`
  mutation WithdrawTeamInvitation($id: ID!) {
    withdrawTeamInvitation(id: $id) {
      ...RestTeamInvitation
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
  query MyMeetings($first: Int, $after: String) {
    myMeetings(first: $first, after: $after) {
      nodes {
        ...RestMeeting
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
    }
  }
`);

// ---- showcase ----

export const resources = graphql(`
  query Resources($first: Int, $after: String, $search: String, $type: String, $level: String) {
    resources(first: $first, after: $after, search: $search, type: $type, level: $level) {
      nodes {
        ...RestResource
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
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
  query Projects(
    $first: Int
    $after: String
    $search: String
    $topic: String
    $sort: String
    $programmeId: ID
  ) {
    projects(
      first: $first
      after: $after
      search: $search
      topic: $topic
      sort: $sort
      programmeId: $programmeId
    ) {
      nodes {
        ...RestProject
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
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

export const project = graphql(`
  query Project($id: ID!) {
    project(id: $id) {
      ...RestProjectDetail
    }
  }
`);

export const updateProject = graphql(`
  mutation UpdateProject($id: ID!, $input: UpdateProjectInput!) {
    updateProject(id: $id, input: $input) {
      ...RestProjectDetail
    }
  }
`);

export const removeProject = graphql(`
  mutation RemoveProject($id: ID!) {
    removeProject(id: $id)
  }
`);

export const updateResource = graphql(`
  mutation UpdateResource($id: ID!, $input: UpdateResourceInput!) {
    updateResource(id: $id, input: $input) {
      ...RestResourceDetail
    }
  }
`);

export const removeResource = graphql(`
  mutation RemoveResource($id: ID!) {
    removeResource(id: $id)
  }
`);

export const person = graphql(`
  query Person($id: ID!) {
    user(id: $id) {
      ...RestPersonPage
    }
    challenges(createdBy: $id, first: 50) {
      nodes {
        id
        title
        status
      }
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

// ---- team chat (docs/product.md §11.6) ----

/** A message in a team's chat as its viewer may see it. */
export const restTeamMessageFragment = graphql(`
  fragment RestTeamMessage on TeamMessage {
    id
    teamId
    authorId
    author {
      ...RestPerson
    }
    body
    createdAt
    editedAt
    deleted
    hidden
    hiddenReason
    canEdit
  }
`);

export const teamMessages = graphql(`
  query TeamMessages($teamId: ID!, $first: Int, $after: String) {
    teamMessages(teamId: $teamId, first: $first, after: $after) {
      nodes {
        ...RestTeamMessage
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
    }
  }
`);

export const postTeamMessage = graphql(`
  mutation PostTeamMessage($teamId: ID!, $input: TeamMessageInput!) {
    postTeamMessage(teamId: $teamId, input: $input) {
      ...RestTeamMessage
    }
  }
`);

export const editTeamMessage = graphql(`
  mutation EditTeamMessage($id: ID!, $teamId: ID!, $input: TeamMessageInput!) {
    editTeamMessage(id: $id, teamId: $teamId, input: $input) {
      ...RestTeamMessage
    }
  }
`);

export const deleteTeamMessage = graphql(`
  mutation DeleteTeamMessage($id: ID!, $teamId: ID!) {
    deleteTeamMessage(id: $id, teamId: $teamId) {
      ...RestTeamMessage
    }
  }
`);

export const markTeamChatRead = graphql(`
  mutation MarkTeamChatRead($teamId: ID!) {
    markTeamChatRead(teamId: $teamId) {
      teamId
      unread
    }
  }
`);

// ---- discussions ----

/** A comment as a discussion shows it (docs/product.md §11.4); `replies` only on top-level comments. */
export const restCommentFragment = graphql(`
  fragment RestComment on Comment {
    id
    subjectType
    subjectId
    parentId
    body
    deleted
    authorId
    author {
      ...RestPerson
    }
    createdAt
    updatedAt
    editedAt
    canEdit
    canDelete
    hidden
    hiddenReason
  }
`);

export const restThreadFragment = graphql(`
  fragment RestThread on Comment {
    ...RestComment
    replies {
      ...RestComment
    }
  }
`);

export const comments = graphql(`
  query Comments($subjectType: String!, $subjectId: ID!, $first: Int, $after: String) {
    comments(subjectType: $subjectType, subjectId: $subjectId, first: $first, after: $after) {
      nodes {
        ...RestThread
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
    }
  }
`);

export const addComment = graphql(`
  mutation AddComment($subjectType: String!, $subjectId: ID!, $body: String!, $parentId: ID) {
    addComment(
      input: { subjectType: $subjectType, subjectId: $subjectId, body: $body, parentId: $parentId }
    ) {
      ...RestComment
    }
  }
`);

export const editComment = graphql(`
  mutation EditComment($id: ID!, $input: EditCommentInput!) {
    editComment(id: $id, input: $input) {
      ...RestComment
    }
  }
`);

export const deleteComment = graphql(`
  mutation DeleteComment($id: ID!) {
    deleteComment(id: $id) {
      ...RestComment
    }
  }
`);

// Mentoring (docs/product.md §12).

export const restMentorAvailabilityFragment = graphql(`
  fragment RestMentorAvailability on MentorAvailability {
    slots {
      day
      start
      end
    }
    timeZone
    maxTeams
    notAvailableUntil
    languages
    updatedAt
  }
`);

/** A mentor as the directory lists them. */
export const restMentorFragment = graphql(`
  fragment RestMentor on User {
    id
    firstName
    lastName
    profileImageUrl
    skills
    interests
    bio
    experience
    yearsExperience
    currentRole
    company
    mentorAvailability {
      ...RestMentorAvailability
    }
  }
`);

export const mentors = graphql(`
  query Mentors($first: Int, $after: String, $search: String, $expertise: String, $language: String) {
    mentors(first: $first, after: $after, search: $search, expertise: $expertise, language: $language) {
      nodes {
        ...RestMentor
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`);

export const myAvailability = graphql(`
  query MyAvailability {
    me {
      id
      mentorAvailability {
        ...RestMentorAvailability
      }
    }
  }
`);

export const setMentorAvailability = graphql(`
  mutation SetMentorAvailability($input: MentorAvailabilityInput!) {
    setMentorAvailability(input: $input) {
      ...RestMentorAvailability
    }
  }
`);

export const restMentoringRequestFragment = graphql(`
  fragment RestMentoringRequest on MentoringRequest {
    id
    teamId
    team {
      id
      name
    }
    mentorId
    mentor {
      ...RestPerson
    }
    requestedBy
    requester {
      ...RestPerson
    }
    message
    topics
    status
    note
    createdAt
    answeredAt
    expiresAt
  }
`);

export const requestMentoring = graphql(`
  mutation RequestMentoring($teamId: ID!, $input: MentoringRequestInput!) {
    requestMentoring(teamId: $teamId, input: $input) {
      ...RestMentoringRequest
    }
  }
`);

export const incomingMentoringRequests = graphql(`
  query IncomingMentoringRequests($first: Int, $after: String, $pendingOnly: Boolean) {
    incomingMentoringRequests(first: $first, after: $after, pendingOnly: $pendingOnly) {
      nodes {
        ...RestMentoringRequest
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`);

export const answerMentoringRequest = graphql(`
  mutation AnswerMentoringRequest($requestId: ID!, $input: MentoringAnswerInput!) {
    answerMentoringRequest(requestId: $requestId, input: $input) {
      ...RestMentoringRequest
    }
  }
`);

export const withdrawMentoringRequest = graphql(`
  mutation WithdrawMentoringRequest($requestId: ID!) {
    withdrawMentoringRequest(requestId: $requestId) {
      ...RestMentoringRequest
    }
  }
`);

export const endMentoring = graphql(`
  mutation EndMentoring($teamId: ID!, $mentorId: ID!) {
    endMentoring(teamId: $teamId, mentorId: $mentorId) {
      ...RestTeamDetail
    }
  }
`);

export const myMentoredTeams = graphql(`
  query MyMentoredTeams {
    myMentoredTeams {
      ...RestTeam
    }
  }
`);

export const mentorFreeSlots = graphql(`
  query MentorFreeSlots($mentorId: ID!, $teamId: ID!) {
    mentorFreeSlots(mentorId: $mentorId, teamId: $teamId) {
      startsAt
      endsAt
    }
  }
`);

export const scheduleMeeting = graphql(`
  mutation ScheduleMeeting($teamId: ID!, $input: ScheduleMeetingInput!) {
    scheduleMeeting(teamId: $teamId, input: $input) {
      ...RestMeeting
    }
  }
`);

export const meeting = graphql(`
  query Meeting($id: ID!) {
    meeting(id: $id) {
      ...RestMeeting
    }
  }
`);

/** What a meeting's calendar file needs: the meeting, its team's name and its mentor's. */
export const meetingCalendar = graphql(`
  query MeetingCalendar($id: ID!) {
    meeting(id: $id) {
      ...RestMeeting
      team {
        id
        name
      }
      mentor {
        id
        firstName
        lastName
      }
    }
  }
`);

export const updateMeeting = graphql(`
  mutation UpdateMeeting($meetingId: ID!, $input: UpdateMeetingInput!) {
    updateMeeting(meetingId: $meetingId, input: $input) {
      ...RestMeeting
    }
  }
`);

export const cancelMeeting = graphql(`
  mutation CancelMeeting($meetingId: ID!) {
    cancelMeeting(meetingId: $meetingId) {
      ...RestMeeting
    }
  }
`);

export const restProjectFeedbackFragment = graphql(`
  fragment RestProjectFeedback on ProjectFeedback {
    id
    projectId
    mentorId
    mentor {
      ...RestPerson
    }
    notes
    scores {
      problem
      solution
      prototype
      presentation
    }
    createdAt
    updatedAt
  }
`);

export const projectFeedback = graphql(`
  query ProjectFeedback($id: ID!) {
    project(id: $id) {
      id
      feedback {
        ...RestProjectFeedback
      }
    }
  }
`);

export const giveProjectFeedback = graphql(`
  mutation GiveProjectFeedback($projectId: ID!, $input: ProjectFeedbackInput!) {
    giveProjectFeedback(projectId: $projectId, input: $input) {
      ...RestProjectFeedback
    }
  }
`);

/**
 * "Download my data" (docs/product.md §15): every service's part of the file, in one operation. Each field is
 * non-null, so a service that cannot answer fails the whole operation: never a file that looks complete but is not.
 */
export const myDataExport = graphql(`
  query MyDataExport {
    identityDataExport
    challengesDataExport
    teamsDataExport
    showcaseDataExport
    discussionsDataExport
    programmesDataExport
    brainstormDataExport
  }
`);

// ---- staff and reports (docs/product.md §14) ----

export const restReportFragment = graphql(`
  fragment RestReport on Report {
    id
    itemType
    itemId
    reason
    note
    status
    createdAt
  }
`);

/** An item of the staff queue: its open reports with their reporters, and the item as its service shows it. */
export const restReportedItemFragment = graphql(`
  fragment RestReportedItem on ReportedItem {
    itemType
    itemId
    reportCount
    latestAt
    reports {
      id
      reason
      note
      createdAt
      reporter {
        ...RestPerson
      }
    }
    challenge {
      id
      title
    }
    team {
      id
      name
    }
    project {
      id
      title
    }
    resource {
      id
      title
    }
    comment {
      id
      body
      subjectType
      subjectId
    }
    person {
      ...RestPerson
    }
  }
`);

export const restModerationActionFragment = graphql(`
  fragment RestModerationAction on ModerationAction {
    id
    action
    itemType
    itemId
    reason
    details
    createdAt
    actor {
      ...RestPerson
    }
    subject {
      ...RestPerson
    }
  }
`);

/** A person as staff see them after suspending or lifting: their card and moderation history. */
export const restModeratedUserFragment = graphql(`
  fragment RestModeratedUser on User {
    id
    firstName
    lastName
    profileImageUrl
    moderationHistory {
      hiddenCount
      suspensionCount
      reportCount
      suspendedUntil
      suspendedForGood
      suspensionReason
    }
  }
`);

export const reportContent = graphql(`
  mutation ReportContent($input: ReportInput!) {
    reportContent(input: $input) {
      ...RestReport
    }
  }
`);

export const moderationQueue = graphql(`
  query ModerationQueue($first: Int, $after: String) {
    moderationQueue(first: $first, after: $after) {
      nodes {
        ...RestReportedItem
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`);

export const moderationLog = graphql(`
  query ModerationLog($first: Int, $after: String) {
    moderationLog(first: $first, after: $after) {
      nodes {
        ...RestModerationAction
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`);

export const dismissReports = graphql(`
  mutation DismissReports($itemType: String!, $itemId: ID!, $reason: String) {
    dismissReports(itemType: $itemType, itemId: $itemId, reason: $reason)
  }
`);

export const suspendUser = graphql(`
  mutation SuspendUser($userId: ID!, $until: DateTime, $reason: String!) {
    suspendUser(userId: $userId, until: $until, reason: $reason) {
      ...RestModeratedUser
    }
  }
`);

export const liftSuspension = graphql(`
  mutation LiftSuspension($userId: ID!) {
    liftSuspension(userId: $userId) {
      ...RestModeratedUser
    }
  }
`);

// ---- Staff: mentors and cohort codes (docs/product.md §14) ----

/** A mentor waiting for staff to verify them. */
export const restUnverifiedMentorFragment = graphql(`
  fragment RestUnverifiedMentor on User {
    id
    firstName
    lastName
    profileImageUrl
    skills
    bio
    experience
    yearsExperience
    currentRole
    company
    mentorVerified
    createdAt
  }
`);

export const unverifiedMentors = graphql(`
  query UnverifiedMentors($first: Int, $after: String) {
    unverifiedMentors(first: $first, after: $after) {
      nodes {
        ...RestUnverifiedMentor
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`);

export const verifyMentor = graphql(`
  mutation VerifyMentor($userId: ID!, $verified: Boolean!) {
    verifyMentor(userId: $userId, verified: $verified) {
      ...RestUnverifiedMentor
    }
  }
`);

export const restCohortCodeFragment = graphql(`
  fragment RestCohortCode on CohortCode {
    id
    code
    name
    validUntil
    maxUses
    uses
    createdAt
  }
`);

export const cohortCodes = graphql(`
  query CohortCodes($first: Int, $after: String) {
    cohortCodes(first: $first, after: $after) {
      nodes {
        ...RestCohortCode
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`);

export const createCohortCode = graphql(`
  mutation CreateCohortCode($input: CreateCohortCodeInput!) {
    createCohortCode(input: $input) {
      ...RestCohortCode
    }
  }
`);

// ---- Staff: hide and restore (docs/product.md §14) ----

/**
 * Staff hide or restore one item: only the mutation of the service that owns its type runs (the variables name the
 * type; @include skips the others), so one REST row serves every type.
 */
export const setItemHidden = graphql(`
  mutation SetItemHidden(
    $id: ID!
    $hidden: Boolean!
    $reason: String
    $challenge: Boolean!
    $team: Boolean!
    $project: Boolean!
    $resource: Boolean!
    $comment: Boolean!
  ) {
    setChallengeHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $challenge) {
      id
      hidden
      hiddenReason
    }
    setTeamHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $team) {
      id
      hidden
      hiddenReason
    }
    setProjectHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $project) {
      id
      hidden
      hiddenReason
    }
    setResourceHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $resource) {
      id
      hidden
      hiddenReason
    }
    setCommentHidden(id: $id, hidden: $hidden, reason: $reason) @include(if: $comment) {
      id
      hidden
      hiddenReason
    }
  }
`);
