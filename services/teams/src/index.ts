export { startTeams } from './server.js';
export { AppModule } from './app.module.js';
export { loadTeamsConfig, type TeamsConfig } from './config.js';
export { seedTeams } from './seeding.js';
export { DEMO_TEAMS, DEMO_TEAM_IDS } from './teams/demo-teams.js';
