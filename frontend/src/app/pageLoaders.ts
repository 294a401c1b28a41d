/**
 * The loaders of pages seldom opened first, a module of its own that app/pages.ts loads on demand: the entry names
 * this one small chunk rather than every chunk each page needs (the landing page's initial JavaScript).
 */
export const loadManageProgrammePage = () => import('../programmes/ManageProgrammePage');
export const loadJudgingQueuePage = () => import('../judging/JudgingQueuePage');
export const loadResultsPage = () => import('../judging/ResultsPage');
export const loadStaffPage = () => import('../moderation/StaffPage');
export const loadTeamChatPage = () => import('../teams/chat/TeamChatPage');
export const loadMentorDashboardPage = () => import('../mentoring/MentorDashboardPage');
export const loadVerifyCredentialPage = () => import('../credentials/VerifyCredentialPage');
export const loadPersonPage = () => import('../people/PersonPage');
export const loadMentorsPage = () => import('../mentoring/MentorsPage');
export const loadNotificationsPage = () => import('../notifications/NotificationsPage');
