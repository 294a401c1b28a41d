import { createLogger } from '@creators/platform';
import { loadShowcaseConfig } from './config.js';
import { startShowcase } from './server.js';

// A bad configuration (in production: no GATEWAY_SECRET, say) is logged like any failure to start.
try {
  await startShowcase(loadShowcaseConfig());
} catch (err) {
  createLogger('showcase').fatal({ err }, 'showcase failed to start');
  process.exit(1);
}
