import { createLogger } from '@creators/platform';
import { loadIdentityConfig } from './config.js';
import { startIdentity } from './server.js';

startIdentity(loadIdentityConfig()).catch((err: unknown) => {
  createLogger('identity').fatal({ err }, 'identity failed to start');
  process.exit(1);
});
