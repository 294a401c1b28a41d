import { createLogger } from '@creators/platform';
import { loadShowcaseConfig } from './config.js';
import { startShowcase } from './server.js';

startShowcase(loadShowcaseConfig()).catch((err: unknown) => {
  createLogger('showcase').fatal({ err }, 'showcase failed to start');
  process.exit(1);
});
