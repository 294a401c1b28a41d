import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { NestFactory } from '@nestjs/core';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { ServiceConfig } from '../config/service-config.js';
import { pino } from 'pino';
import { createTestDatabase, type TestDatabase } from '../events/testing/test-database.js';
import { NATS_URL } from '../events/testing/test-nats.js';
import { randomSuffix, waitFor } from '../events/testing/wait-for.js';
import {
  NATS,
  OUTBOX_RELAY,
  REDIS,
  ServiceInfrastructureModule,
  type NatsHolder,
} from './service-infrastructure.js';

class FakePrisma {
  constructor(readonly databaseUrl: string) {}
  $queryRawUnsafe(): Promise<unknown> {
    return Promise.resolve([{ '?column?': 1 }]);
  }
}

describe('ServiceInfrastructureModule', () => {
  let db: TestDatabase;
  let nc: NatsConnection;
  const suffix = randomSuffix();
  const stream = `TEST_EVENTS_${suffix}`;

  beforeAll(async () => {
    db = await createTestDatabase();
    nc = await connect({ servers: NATS_URL, name: `infrastructure-test-${suffix}` });
  });
  afterAll(async () => {
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(stream).catch(() => undefined);
    await nc?.close();
    await db?.drop();
  });

  test('creates the event stream for the subject prefix once NATS is connected, and closes everything', async () => {
    const config: ServiceConfig = {
      nodeEnv: 'test',
      logLevel: 'silent',
      port: 0,
      host: '127.0.0.1',
      metricsPort: undefined,
      databaseUrl: db.url,
      databasePool: { size: 10, outboxSize: 2 },
      redisUrl: 'redis://127.0.0.1:6379',
      natsUrl: NATS_URL,
      gatewaySecret: 'secret',
      nats: { subjectPrefix: `test_${suffix}.`, eventStream: stream, eventStreamReplicas: 1 },
    };
    const app = await NestFactory.createApplicationContext(
      ServiceInfrastructureModule.register({
        name: 'infrastructure-test',
        config,
        logger: pino({ level: 'silent' }),
        prisma: FakePrisma,
      }),
      { logger: false },
    );
    await app.init();
    try {
      assert.equal(app.get(FakePrisma).databaseUrl, db.url);
      assert.equal(app.get(REDIS), null);
      assert.ok(app.get(OUTBOX_RELAY));
      const jsm = await jetstreamManager(nc);
      const info = await waitFor('the event stream', () => jsm.streams.info(stream).catch(() => undefined));
      assert.deepEqual(info.config.subjects, [`test_${suffix}.events.>`]);
      assert.ok((await app.get<NatsHolder>(NATS).ready).info);
    } finally {
      await app.close();
    }
    assert.ok(app.get<NatsHolder>(NATS).connection?.isClosed());
  });
});
