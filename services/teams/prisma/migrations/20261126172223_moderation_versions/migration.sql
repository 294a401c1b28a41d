-- AlterTable
ALTER TABLE "challenge_statuses" ADD COLUMN     "moderated_at" TIMESTAMPTZ(3);
