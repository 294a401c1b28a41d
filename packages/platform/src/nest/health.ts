import {
  Controller,
  Get,
  Inject,
  Module,
  Res,
  type DynamicModule,
  type InjectionToken,
  type ModuleMetadata,
  type OptionalFactoryDependency,
} from '@nestjs/common';

/** One readiness check: resolves when the dependency answers, rejects (or times out) otherwise. */
export interface HealthCheck {
  name: string;
  check: () => Promise<unknown>;
}

export const HEALTH_CHECKS = Symbol('HEALTH_CHECKS');
const CHECK_TIMEOUT_MS = 2_000;

/** Anything with `warn(obj, msg)`: a pino logger fits. */
interface WarnLogger {
  warn(obj: object, msg?: string): void;
}
export const HEALTH_LOGGER = Symbol('HEALTH_LOGGER');

export interface ReadinessReport {
  status: 'ok' | 'error';
  checks: Record<string, 'up' | 'down'>;
}

/** Runs every check in parallel, each with a timeout. */
export async function runHealthChecks(
  checks: readonly HealthCheck[],
  logger?: WarnLogger,
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<ReadinessReport> {
  const results = await Promise.all(
    checks.map(async ({ name, check }) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          check(),
          new Promise((_, reject) => {
            timer = setTimeout(
              () => reject(new Error(`health check ${name} timed out after ${timeoutMs} ms`)),
              timeoutMs,
            );
          }),
        ]);
        return [name, 'up'] as const;
      } catch (err) {
        logger?.warn({ err, check: name }, 'health check failed');
        return [name, 'down'] as const;
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  const report = Object.fromEntries(results) as Record<string, 'up' | 'down'>;
  return { status: results.every(([, state]) => state === 'up') ? 'ok' : 'error', checks: report };
}

/** `GET /health/live` (always 200 while the process serves) and `GET /health/ready` (200 when every check passes, 503 otherwise). No signature needed. */
@Controller('health')
export class HealthController {
  constructor(
    @Inject(HEALTH_CHECKS) private readonly checks: HealthCheck[],
    @Inject(HEALTH_LOGGER) private readonly logger: WarnLogger | null,
  ) {}

  @Get('live')
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  async ready(@Res({ passthrough: true }) res: { status(code: number): unknown }): Promise<ReadinessReport> {
    const report = await runHealthChecks(this.checks, this.logger ?? undefined);
    if (report.status !== 'ok') res.status(503);
    return report;
  }
}

export interface HealthModuleOptions extends Pick<ModuleMetadata, 'imports'> {
  inject?: Array<InjectionToken | OptionalFactoryDependency>;
  // Nest's factory providers take whatever `inject` names; their types are not known here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  useFactory: (...args: any[]) => HealthCheck[] | Promise<HealthCheck[]>;
  logger?: WarnLogger;
}

/** `HealthModule.forRootAsync({ inject: [PrismaService, Redis], useFactory: (db, redis) => [databaseCheck(db), redisCheck(redis)] })`. */
@Module({})
export class HealthModule {
  static forRootAsync(options: HealthModuleOptions): DynamicModule {
    return {
      module: HealthModule,
      imports: options.imports ?? [],
      controllers: [HealthController],
      providers: [
        { provide: HEALTH_CHECKS, inject: options.inject ?? [], useFactory: options.useFactory },
        { provide: HEALTH_LOGGER, useValue: options.logger ?? null },
      ],
    };
  }
}

/** PostgreSQL through Prisma (or anything with `$queryRawUnsafe`). */
export const databaseCheck = (
  db: { $queryRawUnsafe(query: string): Promise<unknown> },
  name = 'database',
): HealthCheck => ({
  name,
  check: () => db.$queryRawUnsafe('SELECT 1'),
});

/** Redis through ioredis (or anything with `ping`). */
export const redisCheck = (redis: { ping(): Promise<unknown> }, name = 'redis'): HealthCheck => ({
  name,
  check: () => redis.ping(),
});

/** NATS through a @nats-io connection (`flush` round-trips to the server; fails when closed or disconnected). */
export const natsCheck = (
  nats: { flush(): Promise<void>; isClosed(): boolean },
  name = 'nats',
): HealthCheck => ({
  name,
  check: async () => {
    if (nats.isClosed()) throw new Error('NATS connection closed');
    await nats.flush();
  },
});
