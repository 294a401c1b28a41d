import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ReminderScheduler } from '../reminders/reminder-scheduler.js';
import { ReminderSender } from '../reminders/reminder-sender.js';
import { calendarAround, startTestApp, type TestApp } from './harness.js';

// Deadline reminders follow the deadline (docs/product.md §16.2): moving it drops the old jobs and plans new ones;
// a job for a deadline that moved since, or run a second time, sends nothing.

const DAY_MS = 24 * 60 * 60 * 1000;
const staff = { id: randomUUID(), role: 'student', staff: true };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const scheduled = async (programmeId: string) =>
  (await app.server.app.get(ReminderScheduler).queue.getJobs(['delayed', 'waiting']))
    .filter((job) => job.data.programmeId === programmeId)
    .map((job) => [job.data.deadline, job.data.daysBefore] as const)
    .sort();

describe('moving the deadline', () => {
  it('replaces the reminders of the old deadline with those of the new one', async () => {
    const created = await app.graphql<{
      createProgramme: { id: string; updatedAt: string; submissionDeadline: string };
    }>(
      `mutation ($input: CreateProgrammeInput!) { createProgramme(input: $input) { id updatedAt submissionDeadline } }`,
      { user: staff, variables: { input: { name: 'Moving', ...calendarAround(Date.now(), 10 * DAY_MS) } } },
    );
    const programme = created.body.data!.createProgramme;
    assert.deepEqual(await scheduled(programme.id), [
      [programme.submissionDeadline, 1],
      [programme.submissionDeadline, 3],
    ]);
    const later = new Date(Date.parse(programme.submissionDeadline) + 12 * 60 * 60 * 1000).toISOString();
    const moved = await app.graphql(
      `mutation ($id: ID!, $input: UpdateProgrammeInput!) { updateProgramme(id: $id, input: $input) { id } }`,
      {
        user: staff,
        variables: {
          id: programme.id,
          input: { submissionDeadline: later, expectedUpdatedAt: programme.updatedAt },
        },
      },
    );
    assert.equal(moved.body.errors, undefined, JSON.stringify(moved.body.errors));
    assert.deepEqual(await scheduled(programme.id), [
      [later, 1],
      [later, 3],
    ]);
    const sender = app.server.app.get(ReminderSender);
    // The old deadline's job, had it run anyway, sends nothing; the new one sends once however often it runs.
    assert.equal(
      await sender.send({ programmeId: programme.id, deadline: programme.submissionDeadline, daysBefore: 3 }),
      false,
    );
    assert.equal(await sender.send({ programmeId: programme.id, deadline: later, daysBefore: 3 }), true);
    assert.equal(await sender.send({ programmeId: programme.id, deadline: later, daysBefore: 3 }), false);
    assert.equal(await app.prisma.outboxEvent.count({ where: { name: 'programme.deadline_reminder' } }), 1);
  });
});
