export { startShowcase } from './server.js';
export { AppModule } from './app.module.js';
export { loadShowcaseConfig, type ShowcaseConfig } from './config.js';
export { seedShowcase } from './seeding.js';
export { DEMO_PROJECTS, DEMO_RESOURCES } from './demo/demo-showcase.js';
export { FEATURED_LIMIT, FEATURED_WINDOW_DAYS, rankFeatured } from './projects/featured-projects.js';
