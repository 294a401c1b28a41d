import assert from 'node:assert/strict';
import net from 'node:net';
import { describe, it } from '@jest/globals';
import { freePortOffset, freePorts, portBindable } from './ports.mjs';

describe('free ports', () => {
  it('gives consecutive bindable ports from a random start, skipping taken ones', async () => {
    const taken = new Set([20_001, 20_003]);
    const ports = await freePorts(3, { bindable: async (port) => !taken.has(port), random: () => 0 });
    assert.deepEqual(ports, [20_000, 20_002, 20_004]);
  });

  it('moves every fixed port of a system by one offset onto free ports', async () => {
    const fixed = [8080, 4001, 9464];
    const taken = new Set([4001 + 15_999]); // the first offset tried puts identity on a taken port
    const offset = await freePortOffset(fixed, {
      bindable: async (port) => !taken.has(port),
      random: () => 0,
    });
    assert.equal(offset, 15_999 + 100);
    assert.ok(fixed.every((port) => port + offset >= 20_000 && port + offset < 32_000));
  });

  it('says whether a port can be listened on', async () => {
    const server = net.createServer();
    await new Promise((resolve) => server.listen(0, '0.0.0.0', resolve));
    const { port } = server.address();
    assert.equal(await portBindable(port), false);
    await new Promise((resolve) => server.close(resolve));
    assert.equal(await portBindable(port), true);
  });
});
