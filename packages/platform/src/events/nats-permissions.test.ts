import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from '@jest/globals';
import { ERASURE_RPC, EVENTS, RPC } from '@creators/contracts';
import { BUS_PARTS, type BusPart } from './bus-parts.js';
import {
  NATS_AUTHORIZATION_FILE,
  NATS_OPERATOR_USER,
  natsAuthorization,
  natsAuthorizationConfig,
  natsPasswordVariable,
  natsPermissions,
  natsServerConfig,
  natsUsers,
} from './nats-permissions.js';

const root = join(import.meta.dirname, '..', '..', '..', '..');
const parts = Object.entries(BUS_PARTS) as [string, BusPart][];
const onBus = parts.filter(([, part]) => part.user);

/** The non-test TypeScript sources under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === 'test' || entry === 'generated' ? [] : sources(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [readFileSync(path, 'utf8')] : [];
  });
}
const partSources = (name: string) =>
  sources(join(root, ...(name === 'gateway' ? ['gateway', 'src'] : ['services', name, 'src'])));

describe('the bus permissions (packages/platform/src/events/bus-parts.ts)', () => {
  it('are what infra/nats holds (run `node scripts/nats-config.mjs` after the build if not)', () => {
    const committed = (name: string) => readFileSync(join(root, 'infra', 'nats', name), 'utf8');
    assert.equal(committed('nats.conf'), natsServerConfig());
    assert.equal(committed('authorization.conf'), natsAuthorizationConfig());
    assert.ok(natsServerConfig().includes(`include ./${NATS_AUTHORIZATION_FILE}`));
    assert.ok(natsAuthorizationConfig().includes(natsAuthorization()));
  });

  it('name, for every part, the events its code records: it may publish those and no others', () => {
    for (const [name, part] of parts.filter(([name]) => name !== 'brainstorm-ai-worker')) {
      const recorded = new Set<string>();
      for (const text of partSources(name))
        for (const match of text.matchAll(/record(?:Meeting)?Event\(\s*[\w.]+,\s*EVENTS\.(\w+)/g))
          recorded.add(EVENTS[match[1] as keyof typeof EVENTS]);
      assert.deepEqual([...part.publishes].sort(), [...recorded].sort(), `events of ${name}`);
    }
    const published = new Set(parts.flatMap(([, part]) => part.publishes));
    for (const event of Object.values(EVENTS)) assert.ok(published.has(event), `${event} has a publisher`);
  });

  it("name, for every part, the durable consumers its code creates, and no part may touch another's", () => {
    for (const [name, part] of parts.filter(([name]) => name !== 'brainstorm-ai-worker')) {
      const found = new Set<string>();
      for (const text of partSources(name)) {
        for (const match of text.matchAll(/_CONSUMER = '([A-Za-z0-9_-]+)'/g)) found.add(match[1]);
        for (const match of text.matchAll(/erasureConsumerName\('([a-z-]+)'\)/g))
          found.add(`${match[1]}-erasure`);
        for (const match of text.matchAll(/NOTIFICATIONS_CONSUMER: z[^;]*?\.default\('([A-Za-z0-9_-]+)'\)/g))
          found.add(match[1]);
      }
      assert.deepEqual([...part.consumers].sort(), [...found].sort(), `consumers of ${name}`);
    }
    const all = parts.flatMap(([, part]) => part.consumers);
    assert.equal(new Set(all).size, all.length, 'each consumer belongs to one part');
    for (const [, part] of onBus) {
      const { publish } = natsPermissions(part);
      const others = all.filter((consumer) => !part.consumers.includes(consumer));
      for (const consumer of others)
        assert.ok(
          !publish.some((subject) => subject.includes(`.${consumer}`)),
          `${part.user} and ${consumer}`,
        );
    }
  });

  it('let only the gateway ask for a session and only identity answer; challenges ask teams for erasure', () => {
    const askers = onBus.filter(([, part]) => natsPermissions(part).publish.includes(RPC.resolveSession));
    const answerers = onBus.filter(([, part]) =>
      natsPermissions(part).subscribe.includes(RPC.resolveSession),
    );
    assert.deepEqual(
      askers.map(([name]) => name),
      ['gateway'],
    );
    assert.deepEqual(
      answerers.map(([name]) => name),
      ['identity'],
    );
    assert.deepEqual(
      onBus
        .filter(([, part]) => part.answers.includes(ERASURE_RPC.challengesWithTeams))
        .map(([name]) => name),
      ['teams'],
    );
    assert.deepEqual(
      onBus
        .filter(([, part]) => part.requests.includes(ERASURE_RPC.challengesWithTeams))
        .map(([name]) => name),
      ['challenges'],
    );
  });

  it('let each part read only its own inbox and the requests it answers, with no wildcard publishing', () => {
    for (const [, part] of onBus) {
      const { publish, subscribe, allowResponses } = natsPermissions(part);
      assert.deepEqual(subscribe, [`_INBOX_${part.user}.>`, ...part.answers]);
      assert.equal(allowResponses, part.answers.length > 0);
      for (const subject of publish) {
        assert.ok(!subject.includes('*'), subject);
        // `>` only after a consumer's own name (its create request names the filter; its acks carry positions).
        if (subject.endsWith('>'))
          assert.match(subject, /^\$JS\.(API\.CONSUMER\.CREATE|ACK)\.EVENTS\.[a-z-]+\.>$/);
      }
    }
  });

  it('give the worker no NATS user, and the operator every subject', () => {
    assert.equal(BUS_PARTS['brainstorm-ai-worker'].user, null);
    const users = natsUsers();
    assert.deepEqual(
      users.map((u) => u.user),
      [...onBus.map(([, part]) => part.user), NATS_OPERATOR_USER],
    );
    assert.equal(users.at(-1)?.permissions, undefined);
  });

  it('name subjects with a run’s prefix and stream, and read passwords from the environment unless given', () => {
    const prefixed = natsPermissions(BUS_PARTS.identity, { subjectPrefix: 'run7.', stream: 'RUN7' });
    assert.ok(prefixed.publish.includes('run7.events.user.registered'));
    assert.ok(prefixed.publish.includes('$JS.API.STREAM.CREATE.RUN7'));
    assert.ok(prefixed.subscribe.includes('run7.identity.session.resolve'));
    assert.match(natsAuthorization(), /password: \$NATS_PASSWORD_BRAINSTORM_AI\n/);
    assert.equal(natsPasswordVariable('brainstorm-ai'), 'NATS_PASSWORD_BRAINSTORM_AI');
    const literal = natsAuthorization({ passwords: { gateway: 'p"1' } });
    assert.match(literal, /user: "gateway"\n {6}password: "p\\"1"\n/);
  });
});
