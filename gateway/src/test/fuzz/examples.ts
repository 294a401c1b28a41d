/**
 * Valid values of each mutation's input fields (keyed by the GraphQL root field, which REST rows run too), so
 * that a share of the generated inputs succeeds and is stored.
 */
import { fc } from '@fast-check/jest';
import { deferred } from './values.js';

/** Accounts and rows made before the run, filled in by the test's setup. */
export const fixtures = {
  /** Teams of other people the fuzzing user may join. */
  joinableTeams: [] as string[],
  /** Teams the fuzzing user belongs to (projects, invitations). */
  ownTeams: [] as string[],
  projects: [] as string[],
  challenges: [] as string[],
  /** Users the fuzzing user may invite. */
  otherUsers: [] as string[],
  /** The account the login fuzzing signs in to. */
  login: { email: '', password: '' },
};

const suffix = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 4, maxLength: 4 });
const named = (...texts: string[]) =>
  fc.tuple(fc.constantFrom(...texts), suffix).map(([t, s]) => `${t} ${s}`);
const oneOf = <T>(...values: T[]) => fc.constantFrom(...values);
const fixture = (pick: () => string[]) => deferred(() => fc.constantFrom(...pick()));

const description = oneOf(
  'Our river is full of plastic every spring.',
  'Children cross a busy road to reach school every morning.',
  'Eine Gruppe baut einen Kompost für die Schulküche.',
);

const moderationReason = oneOf('Spam links in the description', 'Beleidigende Sprache');
const hiddenOrNot = oneOf(true, false);

let emails = 0;
const freshEmail = fc
  .constant(null)
  .map(() => `fuzz-${process.pid}-${Date.now()}-${(emails += 1)}@example.com`);

const channels = fc.record({ inApp: fc.boolean(), email: fc.boolean() });

export const VALID: Record<string, Record<string, fc.Arbitrary<unknown>>> = {
  // The notification inbox (docs/product.md "Notification inbox").
  markNotificationsRead: { ids: fc.array(fc.uuid(), { minLength: 1, maxLength: 3 }) },
  updateNotificationPreferences: { likes: channels, newChallenges: channels, chatMentions: channels },
  register: {
    role: oneOf('student'),
    firstName: oneOf('Ada', 'Zoë', 'Jürgen', 'محمد'),
    lastName: oneOf('Lovelace', 'Ó Briain', 'Müller-Lüdenscheidt'),
    email: freshEmail,
    password: oneOf('correct-horse', 'pässwörd-123'),
    experience: oneOf('beginner', 'intermediate', 'advanced'),
    bio: oneOf('I like building small machines.', 'Ich baue gern kleine Roboter.'),
    skills: oneOf(['JavaScript'], ['Python', 'Design']),
    interests: oneOf([], ['Education']),
  },
  login: {
    email: deferred(() => fc.constant(fixtures.login.email)),
    password: deferred(() => fc.constant(fixtures.login.password)),
  },
  updateProfile: {
    role: oneOf('student', 'mentor', 'creator'),
    experience: oneOf('beginner', 'advanced'),
    bio: oneOf('I like building small machines.', ''),
    skills: oneOf(['JavaScript'], ['Python', 'Design']),
    interests: oneOf([], ['Health', 'Community']),
  },
  createChallenge: {
    title: named('Clean rivers', 'Safer crossings', 'Saubere Flüsse'),
    description,
    category: oneOf('technology', 'sustainability', 'education', 'community', 'health'),
    difficulty: oneOf('beginner', 'intermediate', 'advanced'),
    status: oneOf('active'),
    tags: oneOf([], ['water', 'plastic'], ['Wasser']),
    brainstormSession: oneOf(
      [
        { id: '1', message: 'What problem do you see?', sender: 'avatar', timestamp: '2026-01-01T10:00:00Z' },
        { id: '2', message: 'Plastic in the river', sender: 'user', timestamp: '2026-01-01T10:01:00Z' },
      ],
      [],
    ),
    validatedInsights: oneOf(['People care about the river'], []),
  },
  createTeam: {
    name: named('River keepers', 'Crossers', 'Flusshüter'),
    description,
    maxMembers: oneOf(2, 4, 6),
    status: oneOf('forming'),
    challengeId: fixture(() => fixtures.challenges),
  },
  joinTeam: { teamId: fixture(() => fixtures.joinableTeams) },
  // Team chat (docs/product.md §11.6): the fuzzing user writes in their own team's chat.
  teamMessages: { teamId: fixture(() => fixtures.ownTeams) },
  postTeamMessage: {
    teamId: fixture(() => fixtures.ownTeams),
    body: oneOf('Meeting at 5?', 'Siehe https://example.com/plan', '@Ada look at this'),
    readers: oneOf([], [{ id: '00000000-0000-4000-8000-000000000000', firstName: 'Ada', lastName: 'L' }]),
  },
  editTeamMessage: { body: oneOf('Meeting at 6!', 'Doch um sechs') },
  markTeamChatRead: { teamId: fixture(() => fixtures.ownTeams) },
  inviteToTeam: {
    userId: fixture(() => fixtures.otherUsers),
    teamId: fixture(() => fixtures.ownTeams),
  },
  createResource: {
    title: named('Docs', 'Intro to sensors', 'Einführung'),
    description,
    type: oneOf('video', 'article', 'book', 'course', 'tool'),
    url: oneOf('https://example.com/docs', 'http://example.org/a?b=c#d'),
    provider: oneOf('Example', 'Beispiel GmbH'),
    difficulty: oneOf('beginner', 'advanced'),
    duration: oneOf('1 hour', '3 Wochen'),
  },
  createProject: {
    title: named('Compost tracker', 'River sensor'),
    description,
    teamId: fixture(() => fixtures.ownTeams),
    status: oneOf('showcased'),
    repositoryUrl: oneOf('https://example.com/repo', ''),
    demoUrl: oneOf('https://example.com/demo'),
    imageUrl: oneOf('https://example.com/image.png'),
  },
  likeProject: { id: fixture(() => fixtures.projects) },
  recordProjectView: { id: fixture(() => fixtures.projects) },
  generateIslaResponse: {
    prompt: oneOf('I want to help my neighbours recycle more.', 'Wie fange ich an?'),
    conversationHistory: oneOf('', 'Isla: What do you care about?\nMe: Rivers'),
    phase: oneOf('ideation', 'validation', 'refinement', 'creation'),
    sessionCount: oneOf(0, 3),
    language: oneOf('en', 'de'),
  },
  validateChallengeIdea: {
    idea: oneOf('A sensor network that warns when the river is polluted.'),
    context: oneOf('', 'For our town'),
    language: oneOf('en', 'de'),
  },
  // Staff hide and restore (docs/product.md §14): the fuzzing user is no staff, so every one is refused (404).
  setChallengeHidden: {
    id: fixture(() => fixtures.challenges),
    hidden: hiddenOrNot,
    reason: moderationReason,
  },
  setTeamHidden: { id: fixture(() => fixtures.joinableTeams), hidden: hiddenOrNot, reason: moderationReason },
  setProjectHidden: { id: fixture(() => fixtures.projects), hidden: hiddenOrNot, reason: moderationReason },
  setResourceHidden: { hidden: hiddenOrNot, reason: moderationReason },
  setCommentHidden: { hidden: hiddenOrNot, reason: moderationReason },
  // Delete my account (docs/product.md §15): never the fuzzing user's password nor address, so that a run cannot
  // delete the account it runs as; every one is refused (400) and nothing is written.
  deleteMyAccount: {
    password: oneOf('not-the-password', 'falsches-passwort'),
    confirmation: oneOf('nobody@example.com', 'NIEMAND@example.com'),
  },
  // Reports (docs/product.md §14.1): items by random ids, so most are new reports and stored; a person by an id
  // nobody has is 404. The staff actions are refused to the fuzzing user, who is no staff (404, nothing written).
  reportContent: {
    itemType: oneOf('challenge', 'team', 'project', 'resource', 'comment', 'person'),
    itemId: fc.uuid({ version: 4 }),
    reason: oneOf('spam', 'harassment', 'inappropriate', 'personal_data', 'other'),
    note: oneOf('Looks like an advert', 'Beleidigend', ''),
  },
  dismissReports: {
    itemType: oneOf('challenge', 'person'),
    itemId: fixture(() => fixtures.challenges),
    reason: oneOf('Nothing wrong with it', 'Alles in Ordnung'),
  },
  suspendUser: {
    userId: fixture(() => fixtures.otherUsers),
    until: oneOf(null, '2099-01-01T00:00:00.000Z'),
    reason: oneOf('Insulting other students', 'Wiederholt Werbung'),
  },
  liftSuspension: { userId: fixture(() => fixtures.otherUsers) },
  synthesizeSpeech: {
    text: oneOf('Hello there!', 'Hallo, wie geht es dir?'),
    language: oneOf('en', 'de'),
  },
  // Forgotten password (docs/product.md §13): addresses no account has (a link would be written after the answer),
  // and tokens no link has.
  requestPasswordReset: {
    email: freshEmail.map((email) => email.replace('fuzz-', 'nobody-')),
  },
  resetPassword: {
    token: fc.string({ unit: fc.constantFrom(...'ABCxyz019-_'), minLength: 43, maxLength: 43 }),
    password: oneOf('correct-horse', 'pässwörd-123'),
  },
};
