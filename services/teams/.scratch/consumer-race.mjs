import { EventConsumer, connectNats, closeNats } from '@creators/platform';
import { createTestStream } from '@creators/platform/events/testing/test-nats';
const stream = await createTestStream();
const nc = await connectNats('nats://127.0.0.1:4222', 'race');
for (const wait of [0, 1, 5, 10, 20, 40, 80]) {
  const consumer = new EventConsumer({
    name: `race-${wait}`, nats: nc, stream: stream.stream, subjectPrefix: stream.subjectPrefix,
    transaction: async (fn) => fn({ $executeRaw: async () => 1 }),
    handlers: { 'project.showcased': async () => {} },
  });
  consumer.start();
  await new Promise((r) => setTimeout(r, wait));
  const t = Date.now();
  const result = await Promise.race([consumer.stop().then(() => 'stopped'), new Promise((r) => setTimeout(() => r('HUNG'), 5000))]);
  console.log(wait, result, Date.now() - t);
}
await closeNats(nc);
await stream.remove();
process.exit(0);
