export { startIdentity, natsMicroservice } from './server.js';
export { AppModule } from './app.module.js';
export { loadIdentityConfig, type IdentityConfig } from './config.js';
export { ACHIEVEMENT_CATALOGUE, type CatalogueEntry } from './achievements/catalogue.js';
