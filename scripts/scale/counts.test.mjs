import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from '@jest/globals';
import { BUS_PARTS } from '@creators/platform/events/bus-parts';
import { serviceConsumers } from './counts.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('the event counts of the faults and scale checks', () => {
  it("count every service's durable consumer on the bus (the gateway's are counted by their claims)", async () => {
    const counted = new Set((await serviceConsumers(root)).map((consumer) => consumer.name));
    const missing = Object.entries(BUS_PARTS)
      .filter(([part]) => part !== 'gateway')
      .flatMap(([, part]) => part.consumers ?? [])
      .filter((name) => !counted.has(name));
    assert.deepEqual(missing, []);
  });
});
