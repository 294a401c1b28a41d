-- AlterTable
ALTER TABLE "teams" ADD COLUMN     "showcased_at" TIMESTAMPTZ(3);
