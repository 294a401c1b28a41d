import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it } from '@jest/globals';

/**
 * The outbox and processed-events tables belong to @creators/platform (its outbox relay and event consumer write
 * them with raw SQL), and each service's Prisma schema carries them for its client and migrations: one source,
 * packages/platform/prisma/event-tables.prisma, and every copy the same.
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const fragment = readFileSync(`${root}packages/platform/prisma/event-tables.prisma`, 'utf8');
const services = readdirSync(`${root}services`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const schemaOf = (service: string) => readFileSync(`${root}services/${service}/prisma/schema.prisma`, 'utf8');
const tableNames = [...fragment.matchAll(/@@map\("([a-z_]+)"\)/gu)].map((m) => m[1]!);
const platformSql = ['events/outbox-relay.ts', 'events/event-consumer.ts']
  .map((file) => readFileSync(`${root}packages/platform/src/${file}`, 'utf8'))
  .join('\n');

describe('the event tables of @creators/platform (docs/reliability.md)', () => {
  it('names the two tables the platform writes', () => {
    assert.deepEqual(tableNames, ['outbox_events', 'processed_events']);
    for (const table of tableNames) assert.match(platformSql, new RegExp(`\\b${table}\\b`), table);
  });

  it.each(services)('%s carries them exactly as the platform defines them', (service) => {
    const schema = schemaOf(service);
    assert.ok(
      schema.includes(fragment),
      `services/${service}/prisma/schema.prisma must end with packages/platform/prisma/event-tables.prisma as it is`,
    );
    for (const model of ['OutboxEvent', 'ProcessedEvent'])
      assert.equal(schema.split(`model ${model} {`).length - 1, 1, `one ${model} in ${service}`);
  });
});
