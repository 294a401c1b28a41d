import { Injectable } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client.js';

/** The reminders sent (one row per programme, deadline and day count). */
@Injectable()
export class RemindersRepository {
  /** Marks the reminder sent; false when it had been (so it goes out once). */
  async markSent(
    tx: Prisma.TransactionClient,
    programmeId: string,
    deadline: Date,
    daysBefore: number,
  ): Promise<boolean> {
    const { count } = await tx.reminderSent.createMany({
      data: [{ programmeId, deadline, daysBefore }],
      skipDuplicates: true,
    });
    return count > 0;
  }
}
