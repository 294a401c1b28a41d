-- AlterTable
ALTER TABLE "challenges" ADD COLUMN     "edited_at" TIMESTAMPTZ(3);
