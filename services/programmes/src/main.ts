import { createLogger } from '@creators/platform';
import { loadProgrammesConfig } from './config.js';
import { startProgrammes } from './server.js';

// A bad configuration (in production: no GATEWAY_SECRET, say) is logged like any failure to start.
try {
  await startProgrammes(loadProgrammesConfig());
} catch (err) {
  createLogger('programmes').fatal({ err }, 'programmes failed to start');
  process.exit(1);
}
