import { ServerNats } from '@nestjs/microservices';

type NatsServerOptions = ConstructorParameters<typeof ServerNats>[0];

/**
 * Nest's NATS server with every subscription subject prefixed (`<prefix>identity.session.resolve`), so that test
 * runs (and parallel stacks on one NATS server) never answer each other's requests. An empty prefix is plain
 * ServerNats. Handlers keep their unprefixed patterns.
 */
export class PrefixedNatsServer extends ServerNats {
  constructor(
    options: NatsServerOptions,
    private readonly subjectPrefix: string,
  ) {
    super(options);
  }

  override bindEvents(client: { subscribe(subject: string, options: unknown): unknown }): void {
    if (!this.subjectPrefix) return super.bindEvents(client);
    const prefixed = Object.create(client) as typeof client;
    prefixed.subscribe = (subject, options) => client.subscribe(`${this.subjectPrefix}${subject}`, options);
    super.bindEvents(prefixed);
  }
}
