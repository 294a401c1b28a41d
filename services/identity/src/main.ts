import { createLogger } from '@creators/platform';
import { loadIdentityConfig } from './config.js';
import { startIdentity } from './server.js';

// A bad configuration (in production: no GATEWAY_SECRET, say) is logged like any failure to start.
try {
  await startIdentity(loadIdentityConfig());
} catch (err) {
  createLogger('identity').fatal({ err }, 'identity failed to start');
  process.exit(1);
}
