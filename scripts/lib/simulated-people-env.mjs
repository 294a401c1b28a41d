// The limits that protect the platform from people also refuse the simulated people of bench, scale-check and
// faults: they all come from 127.0.0.1 and act far faster than anyone types. Each suite lifts these, in one place.

/** Per-address limits: every simulated person shares one address. */
export const SHARED_ADDRESS_ENV = {
  REGISTER_RATE_LIMIT_PER_IP: '100000',
  LOGIN_RATE_LIMIT_PER_IP: '100000',
  ISLA_QUOTA_IP_FACTOR: '10000',
};

/** Isla's per-person quotas (30 replies a minute and so on), at the most her config accepts. */
export const ISLA_QUOTAS_LIFTED_ENV = {
  ISLA_REPLIES_PER_MINUTE: '100000',
  ISLA_VALIDATIONS_PER_MINUTE: '100000',
  ISLA_SPEECH_PER_MINUTE: '100000',
};

/** Per-person creation limits an hour (10 challenges, 30 teams, …, 120 comments). */
export const CREATION_LIMITS_LIFTED_ENV = Object.fromEntries(
  ['CHALLENGES', 'TEAMS', 'RESOURCES', 'PROJECTS', 'INVITATIONS', 'COMMENTS'].map((kind) => [
    `CREATION_LIMIT_${kind}`,
    '100000',
  ]),
);

/** All of them: for suites whose people do everything the platform offers. */
export const SIMULATED_PEOPLE_ENV = {
  ...SHARED_ADDRESS_ENV,
  ...ISLA_QUOTAS_LIFTED_ENV,
  ...CREATION_LIMITS_LIFTED_ENV,
};
