// Writes infra/nats/nats.conf (compose runs it) and infra/nats/authorization.conf (the NATS Helm chart includes it)
// (packages/platform/src/events/bus-parts.ts; nats-permissions.ts beside it renders them). Run it after
// changing what a part publishes, consumes or asks on the bus, after the build (it reads packages/platform/dist);
// a unit test fails while the committed file differs.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NATS_AUTHORIZATION_FILE, natsAuthorizationConfig, natsServerConfig } from '@creators/platform';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
for (const [name, text] of [
  ['nats.conf', natsServerConfig()],
  [NATS_AUTHORIZATION_FILE, natsAuthorizationConfig()],
]) {
  const file = join(root, 'infra', 'nats', name);
  writeFileSync(file, text);
  console.log(`wrote ${file}`);
}
