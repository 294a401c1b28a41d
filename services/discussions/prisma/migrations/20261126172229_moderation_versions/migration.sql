-- AlterTable
ALTER TABLE "subjects" ADD COLUMN     "moderated_at" TIMESTAMPTZ(3);
