-- AlterTable
ALTER TABLE "users" ADD COLUMN     "is_staff" BOOLEAN NOT NULL DEFAULT false;

-- Written by hand: a person's sessions (the sessions page, ending them) are found by the user id in the sess json.
-- Prisma's schema cannot declare an expression index, and its diff leaves it alone.
CREATE INDEX "sessions_user_id_idx" ON "sessions" ((sess ->> 'userId'));
