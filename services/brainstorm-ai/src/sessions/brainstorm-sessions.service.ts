import { Injectable } from '@nestjs/common';
import { isUuid, PrismaService } from '../database/prisma.service.js';
import { toBrainstormSessionView, type BrainstormSessionView } from './brainstorm-session.mapper.js';

@Injectable()
export class BrainstormSessionsService {
  constructor(private readonly prisma: PrismaService) {}

  /** The user's brainstorm sessions, most recently active first. */
  async listForUser(userId: string): Promise<BrainstormSessionView[]> {
    if (!isUuid(userId)) return [];
    const rows = await this.prisma.brainstormSession.findMany({
      where: { userId },
      orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
    });
    return rows.map(toBrainstormSessionView);
  }
}
