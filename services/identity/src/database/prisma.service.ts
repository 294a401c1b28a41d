import type { OnModuleDestroy } from '@nestjs/common';
import { createPrismaAdapter, type DatabasePoolOptions } from '@creators/platform';
import { PrismaClient } from '../generated/prisma/client.js';

/** The identity database. Prisma types stay inside this service: map rows to contract types before returning them. */
export class PrismaService extends PrismaClient implements OnModuleDestroy {
  constructor(databaseUrl: string, pool?: DatabasePoolOptions) {
    super({ adapter: createPrismaAdapter(databaseUrl, pool) });
  }

  async onModuleDestroy(): Promise<void> {
    await this.$disconnect();
  }
}

/** Prisma's error for a unique constraint violation (P2002). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002';
}
