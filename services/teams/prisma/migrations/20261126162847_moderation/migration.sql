-- AlterTable
ALTER TABLE "challenge_statuses" ADD COLUMN     "hidden" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "mentor_profiles" ADD COLUMN     "verified" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "teams" ADD COLUMN     "hidden_at" TIMESTAMPTZ(3),
ADD COLUMN     "hidden_reason" TEXT;
