import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { natsNodeConfig } from './nats-cluster.mjs';

describe('natsNodeConfig', () => {
  const config = natsNodeConfig({
    name: 'scale-n2',
    port: 4301,
    routePort: 6302,
    routePorts: [6301, 6302, 6303],
    storeDir: '/tmp/store "n2"',
    logFile: '/tmp/n2.log',
  });

  it('names the node and gives it its own client port, store and log', () => {
    assert.match(config, /^server_name: "scale-n2"$/m);
    assert.match(config, /^listen: "127\.0\.0\.1:4301"$/m);
    assert.match(config, /^ {2}store_dir: "\/tmp\/store \\"n2\\""$/m);
    assert.match(config, /^log_file: "\/tmp\/n2\.log"$/m);
  });

  it('joins the cluster with a route to every node', () => {
    assert.match(config, /^ {2}listen: "127\.0\.0\.1:6302"$/m);
    assert.match(
      config,
      /routes: \["nats-route:\/\/127\.0\.0\.1:6301", "nats-route:\/\/127\.0\.0\.1:6302", "nats-route:\/\/127\.0\.0\.1:6303"\]/,
    );
    assert.match(config, /^ {2}name: "scale"$/m);
  });
});

describe('natsNodeConfig of a node alone', () => {
  const config = natsNodeConfig({ name: 'nats', port: 4400, storeDir: '/tmp/js', logFile: '/tmp/nats.log' });

  it('has JetStream with its store and no cluster', () => {
    assert.match(config, /^listen: "127\.0\.0\.1:4400"$/m);
    assert.match(config, /^ {2}store_dir: "\/tmp\/js"$/m);
    assert.doesNotMatch(config, /cluster|routes/);
  });
});
