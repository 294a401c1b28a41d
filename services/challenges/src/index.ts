export { startChallenges } from './server.js';
export { AppModule } from './app.module.js';
export { loadChallengesConfig, type ChallengesConfig } from './config.js';
export { seedChallenges } from './seeding.js';
export { DEMO_CHALLENGES, DEMO_CHALLENGE_IDS } from './challenges/demo-challenges.js';
