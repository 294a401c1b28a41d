export { startProgrammes } from './server.js';
export { AppModule } from './app.module.js';
export { loadProgrammesConfig, type ProgrammesConfig } from './config.js';
export { seedProgrammes } from './seeding.js';
