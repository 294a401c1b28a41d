import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { EventPayloads } from '@creators/contracts';
import { createLogger } from '@creators/platform';
import { waitFor } from '@creators/platform/events/testing/wait-for';
import { PrismaService } from '../database/prisma.service.js';
import { ReminderScheduler } from '../reminders/reminder-scheduler.js';
import { startProgrammes } from '../server.js';
import { calendarAround, startTestApp, type TestApp } from './harness.js';

// Deadline reminders (docs/product.md §16.2): delayed BullMQ jobs in Redis that survive a restart of the service,
// go out once each, and follow the deadline when an organiser moves it.

const DAY_MS = 24 * 60 * 60 * 1000;
const staff = { id: randomUUID(), role: 'student', staff: true };

let app: TestApp;
let db: PrismaService;
beforeAll(async () => {
  app = await startTestApp();
  db = new PrismaService(app.databaseUrl);
});
afterAll(async () => {
  await db?.$disconnect();
  await app?.close();
});

const CREATE = `mutation ($input: CreateProgrammeInput!) { createProgramme(input: $input) { id updatedAt joinCode } }`;

async function reminders(programmeId: string) {
  const rows = await db.outboxEvent.findMany({ where: { name: 'programme.deadline_reminder' } });
  return rows
    .map((row) => row.payload as unknown as EventPayloads['programme.deadline_reminder'])
    .filter((event) => event.programmeId === programmeId);
}

const queued = async (scheduler: ReminderScheduler, programmeId: string) =>
  (await scheduler.queue.getJobs(['delayed', 'waiting'])).filter(
    (job) => job.data.programmeId === programmeId,
  );

describe('deadline reminders', () => {
  it('a reminder due while the service restarts goes out once, to every member', async () => {
    // The deadline a day and a few seconds ahead: the three-day reminder has passed, the one-day one is due soon.
    const response = await app.graphql<{ createProgramme: { id: string; joinCode: string } }>(CREATE, {
      user: staff,
      variables: { input: { name: 'Soon', ...calendarAround(Date.now(), DAY_MS + 4_000) } },
    });
    assert.equal(response.body.errors, undefined, JSON.stringify(response.body.errors));
    const programme = response.body.data!.createProgramme;
    const member = { id: randomUUID(), role: 'student' };
    await app.graphql(`mutation ($code: String!) { joinProgramme(code: $code) { id } }`, {
      user: member,
      variables: { code: programme.joinCode },
    });
    const before = await queued(app.server.app.get(ReminderScheduler), programme.id);
    assert.deepEqual(
      before.map((job) => job.data.daysBefore),
      [1],
    );
    // The service stops before the reminder is due and comes back after: the job waited in Redis.
    await app.server.close();
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    const restarted = await startProgrammes(app.config, createLogger('programmes-test'));
    try {
      await waitFor('the reminder to be sent', async () => (await reminders(programme.id)).length > 0, {
        timeoutMs: 20_000,
      });
      // Planning again (a second restart) finds the reminder sent and sends nothing more.
      const again = await startProgrammes(app.config, createLogger('programmes-test'));
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await again.close();
    } finally {
      await restarted.close();
    }
    const sent = await reminders(programme.id);
    assert.equal(sent.length, 1);
    assert.equal(sent[0]!.daysBefore, 1);
    assert.deepEqual(sent[0]!.recipientIds, [member.id]);
    assert.equal(await db.reminderSent.count({ where: { programmeId: programme.id } }), 1);
  });
});
