import type { OnModuleDestroy } from '@nestjs/common';
import { createPrismaAdapter, type DatabasePoolOptions } from '@creators/platform';
import { PrismaClient } from '../generated/prisma/client.js';

/** The programmes database. Prisma types stay inside this service: map rows to plain objects before returning them. */
export class PrismaService extends PrismaClient implements OnModuleDestroy {
  constructor(databaseUrl: string, pool?: DatabasePoolOptions) {
    super({ adapter: createPrismaAdapter(databaseUrl, pool) });
  }

  async onModuleDestroy(): Promise<void> {
    await this.$disconnect();
  }
}

/** Ids are uuid columns: see isUuid (kept here so domain code imports it beside PrismaService). */
export { isUuid } from '@creators/platform';
