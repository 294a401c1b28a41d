export { startDiscussions } from './server.js';
export { AppModule } from './app.module.js';
export { loadDiscussionsConfig, type DiscussionsConfig } from './config.js';
export { seedDiscussions } from './seeding.js';
