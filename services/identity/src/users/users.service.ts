import { Injectable } from '@nestjs/common';
import type { ProfileUpdateInput, RecommendedUser } from '@creators/contracts';
import { isUuid } from '@creators/platform';
import { PrismaService } from '../database/prisma.service.js';
import { rankRecommendations, RECOMMENDATION_LIMIT, type Candidate } from './recommendations.js';
import { toUserType } from './user.mapper.js';
import type { UserType } from './user.types.js';

interface CandidateRow {
  id: string;
  first_name: string;
  last_name: string;
  role: string | null;
  experience: string;
  profile_image_url: string | null;
  skills: string[];
  interests: string[];
}

@Injectable()
export class UsersService {
  constructor(private readonly prisma: PrismaService) {}

  /** The user as `viewerId` sees them (the email only for its owner). */
  async findById(id: string, viewerId: string | null): Promise<UserType | null> {
    if (!isUuid(id)) return null;
    const row = await this.prisma.user.findUnique({ where: { id } });
    return row ? toUserType(row, viewerId) : null;
  }

  /** The users with these ids as `viewerId` sees them, by id, in one query (unknown and malformed ids left out). */
  async findByIds(ids: readonly string[], viewerId: string | null): Promise<Map<string, UserType>> {
    const wanted = ids.filter(isUuid);
    if (wanted.length === 0) return new Map();
    const rows = await this.prisma.user.findMany({ where: { id: { in: wanted } } });
    return new Map(rows.map((row) => [row.id, toUserType(row, viewerId)]));
  }

  /** Applies a validated profile update; null when the user no longer exists. */
  async updateProfile(id: string, update: ProfileUpdateInput): Promise<UserType | null> {
    if (!isUuid(id)) return null;
    const { count } = await this.prisma.user.updateMany({ where: { id }, data: update });
    return count === 0 ? null : this.findById(id, id);
  }

  /**
   * Other users ranked by the skills and interests they share with the caller (case-insensitive). The database
   * filters, ranks and limits, so the work does not grow with what is returned; rankRecommendations computes the reasons.
   */
  async recommendedFor(userId: string): Promise<RecommendedUser[]> {
    if (!isUuid(userId)) return [];
    const me = await this.prisma.user.findUnique({
      where: { id: userId },
      select: { id: true, skills: true, interests: true },
    });
    if (!me) return [];
    const rows = await this.prisma.$queryRaw<CandidateRow[]>`
      WITH me AS (
        SELECT ARRAY(SELECT lower(s) FROM unnest(skills) AS s) AS skills,
               ARRAY(SELECT lower(i) FROM unnest(interests) AS i) AS interests
        FROM users WHERE id = ${userId}::uuid
      ), scored AS (
        SELECT u.id, u.first_name, u.last_name, u.role, u.experience, u.profile_image_url, u.skills, u.interests, u.created_at,
               (SELECT count(DISTINCT lower(s)) FROM unnest(u.skills) AS s WHERE lower(s) = ANY (me.skills))::int AS shared_skills,
               (SELECT count(DISTINCT lower(i)) FROM unnest(u.interests) AS i WHERE lower(i) = ANY (me.interests))::int AS shared_interests
        FROM users u CROSS JOIN me
        WHERE u.id <> ${userId}::uuid
      )
      SELECT id::text AS id, first_name, last_name, role, experience, profile_image_url, skills, interests
      FROM scored
      WHERE shared_skills + shared_interests > 0
      ORDER BY shared_skills + shared_interests DESC, shared_skills DESC, created_at ASC, id ASC
      LIMIT ${RECOMMENDATION_LIMIT}`;
    const candidates: Candidate[] = rows.map((row) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      role: row.role,
      experience: row.experience,
      profileImageUrl: row.profile_image_url,
      skills: row.skills,
      interests: row.interests,
    }));
    return rankRecommendations(me, candidates);
  }
}
