// infra/nats/nats.conf as compose runs it and infra/nats/authorization.conf as the NATS chart includes it, on this
// machine's nats-server (skipped without one): each part signs in with the credentials its deployment gives it, and
// nobody signs in without them. What each user may then publish and subscribe to is tested with the generated
// permissions in packages/platform/src/events.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it } from '@jest/globals';
import { connect } from '@nats-io/transport-node';
import { interpolate, readCompose } from './compose.mjs';
import { parseYamlDocuments, renderKustomization } from './kustomize.mjs';

const root = join(import.meta.dirname, '..', '..');
const natsConf = join(root, 'infra', 'nats', 'nats.conf');
const hasNatsServer = spawnSync('nats-server', ['--version'], { stdio: 'ignore' }).status === 0;
const dir = mkdtempSync(join(tmpdir(), 'nats-conf-'));
const servers = [];
afterAll(() => {
  for (const server of servers) server.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const variable = (name) => name.toUpperCase().replace(/-/g, '_');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts nats-server and waits until it listens on `port`; rejects with its output if it stops first. */
function startNats(args, env, port) {
  return new Promise((resolve, reject) => {
    const server = spawn('nats-server', args, { env: { PATH: process.env.PATH, ...env } });
    servers.push(server);
    let output = '';
    const collect = (chunk) => {
      output += chunk;
      if (output.includes(`Listening for client connections on 127.0.0.1:${port}`)) resolve(server);
    };
    server.stdout.on('data', collect);
    server.stderr.on('data', collect);
    server.on('exit', (code) => reject(new Error(`nats-server exited (${code}):\n${output}`)));
  });
}

/** Whether `user` signs in with `pass`: the server answers a round trip, or refuses. */
async function signsIn(port, user, pass) {
  try {
    const nc = await connect({
      servers: `nats://127.0.0.1:${port}`,
      ...(user ? { user, pass } : {}),
      reconnect: false,
      timeout: 5_000,
      // The part's own inbox prefix: the only one its permissions let it subscribe to.
      inboxPrefix: user ? `_INBOX_${user}` : undefined,
    });
    await nc.flush();
    await nc.close();
    return true;
  } catch {
    return false;
  }
}

/** The file, with JetStream's store in a directory of this test (it is /data in the containers). */
function configCopy(name) {
  const path = join(dir, name);
  const store = mkdtempSync(join(dir, 'store-'));
  writeFileSync(path, readFileSync(natsConf, 'utf8').replace(/store_dir: "[^"]*"/, `store_dir: "${store}"`));
  // The file nats.conf includes, beside it as in the mounted directory.
  copyFileSync(join(root, 'infra', 'nats', 'authorization.conf'), join(dir, 'authorization.conf'));
  return path;
}

describe('infra/nats/nats.conf', () => {
  (hasNatsServer ? it : it.skip)(
    'signs in each part of compose with its NATS_USER and NATS_PASSWORD, and refuses others',
    async () => {
      const env = Object.fromEntries(
        [...readFileSync(join(root, 'docker-compose.yml'), 'utf8').matchAll(/\$\{(\w+):\?/g)].map(
          ([, name]) => [name, `${name.toLowerCase()}-value`],
        ),
      );
      const services = interpolate(readCompose(join(root, 'docker-compose.yml')), env).services;
      const args = [...services.nats.command];
      args[args.indexOf('-c') + 1] = configCopy('compose.conf');
      const [port, monitor] = [await freePort(), await freePort()];
      // Loopback and free ports instead of the container's 4222 and 8222; everything else as compose passes it.
      await startNats(
        [...args, '-a', '127.0.0.1', '-p', String(port), '-m', String(monitor)],
        services.nats.environment,
        port,
      );
      const parts = Object.entries(services).filter(([, service]) => service.environment?.NATS_USER);
      assert.ok(parts.length >= 7);
      for (const [name, { environment }] of parts) {
        assert.equal(await signsIn(port, environment.NATS_USER, environment.NATS_PASSWORD), true, name);
        assert.equal(
          await signsIn(port, environment.NATS_USER, `${environment.NATS_PASSWORD}x`),
          false,
          name,
        );
      }
      assert.equal(await signsIn(port, 'operator', services.nats.environment.NATS_PASSWORD_OPERATOR), true);
      assert.equal(await signsIn(port), false, 'no anonymous client');
      assert.equal(await signsIn(port, 'brainstorm-ai-worker', 'anything'), false, 'the worker has no user');
    },
  );

  (hasNatsServer ? it : it.skip)(
    'signs in each Deployment with the password of its NATS_USER when the chart includes it',
    async () => {
      const values = parseYamlDocuments(
        readFileSync(join(root, 'infra', 'k8s', 'dependencies', 'nats-values.yaml'), 'utf8'),
      )[0];
      // The Secret creators-nats, and each part's NATS_PASSWORD copied from it (docs/operations.md).
      const natsSecret = Object.fromEntries(
        Object.values(values.container.env).map(({ valueFrom }) => [
          valueFrom.secretKeyRef.key,
          `${valueFrom.secretKeyRef.key.toLowerCase()}-value`,
        ]),
      );
      const env = Object.fromEntries(
        Object.entries(values.container.env).map(([name, { valueFrom }]) => [
          name,
          natsSecret[valueFrom.secretKeyRef.key],
        ]),
      );
      // The chart writes the include first (its `00$include` key): the authorization block alone, then its own settings.
      copyFileSync(
        join(root, 'infra', 'nats', 'authorization.conf'),
        join(dir, values.config.merge['00$include']),
      );
      const [port, monitor] = [await freePort(), await freePort()];
      const store = mkdtempSync(join(dir, 'chart-store-'));
      const main = join(dir, 'chart-nats.conf');
      writeFileSync(
        main,
        [
          `include ${values.config.merge['00$include']}`,
          `port: ${port}`,
          'host: 127.0.0.1',
          `http_port: ${monitor}`,
          'server_name: chart-test',
          `jetstream { max_file_store: 1G, store_dir: "${store}" }`,
          '',
        ].join('\n'),
      );
      await startNats(['-c', main], env, port);
      const deployments = renderKustomization(join(root, 'infra', 'k8s', 'overlays', 'dev')).filter(
        (object) => object.kind === 'Deployment',
      );
      let signedIn = 0;
      for (const deployment of deployments) {
        const user = deployment.spec.template.spec.containers[0].env.find(
          (v) => v.name === 'NATS_USER',
        )?.value;
        if (!user) continue;
        assert.equal(await signsIn(port, user, natsSecret[`NATS_PASSWORD_${variable(user)}`]), true, user);
        assert.equal(await signsIn(port, user, natsSecret.NATS_PASSWORD_OPERATOR), false, user);
        signedIn++;
      }
      assert.equal(signedIn, 8);
      assert.equal(await signsIn(port), false, 'no anonymous client');
    },
  );
});
