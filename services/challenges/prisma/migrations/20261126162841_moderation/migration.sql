-- AlterTable
ALTER TABLE "challenges" ADD COLUMN     "hidden_at" TIMESTAMPTZ(3),
ADD COLUMN     "hidden_reason" TEXT;
