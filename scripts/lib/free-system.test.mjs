import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { freePortOffset } from './ports.mjs';
import { startSystemOnFreePorts } from './free-system.mjs';
import { SYSTEM_PORTS } from './system.mjs';

/** The first port the machine hands out for outgoing connections (net.ipv4.ip_local_port_range). */
const EPHEMERAL = 32_768;

describe('a system of its own beside npm start', () => {
  it('puts every fixed port below the outgoing range, the gateway at 8080 plus the offset', async () => {
    const started = [];
    const { port } = await startSystemOnFreePorts(
      { root: '/repo' },
      {
        choose: () => freePortOffset(SYSTEM_PORTS, { bindable: async () => true, random: () => 0.99 }),
        start: async (options) => (started.push(options), { stop: async () => undefined }),
      },
    );
    const [{ portOffset }] = started;
    assert.equal(port, 8080 + portOffset);
    for (const fixed of SYSTEM_PORTS) assert.ok(fixed + portOffset < EPHEMERAL, `${fixed} + ${portOffset}`);
    // The front-end bench's old fixed offset put the metrics ports among the outgoing ones (34465 and up).
    assert.ok(SYSTEM_PORTS.some((fixed) => fixed + 25_000 >= EPHEMERAL));
  });

  it('tries another offset when a port was taken in between, and gives up after three', async () => {
    const offsets = [100, 200, 300, 400];
    const tried = [];
    const taken = async ({ portOffset }) => {
      tried.push(portOffset);
      throw new Error('listen EADDRINUSE: address already in use 0.0.0.0:9565');
    };
    await assert.rejects(
      startSystemOnFreePorts({}, { choose: async () => offsets.shift(), start: taken }),
      /EADDRINUSE/,
    );
    assert.deepEqual(tried, [100, 200, 300]);
    const { port } = await startSystemOnFreePorts(
      {},
      {
        choose: async () => 500,
        start: async () => ({}),
      },
    );
    assert.equal(port, 8580);
    await assert.rejects(
      startSystemOnFreePorts(
        {},
        { choose: async () => 600, start: async () => Promise.reject(new Error('boom')) },
      ),
      /boom/,
    );
  });
});
