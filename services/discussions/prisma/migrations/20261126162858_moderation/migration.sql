-- AlterTable
ALTER TABLE "comments" ADD COLUMN     "hidden_at" TIMESTAMPTZ(3),
ADD COLUMN     "hidden_reason" TEXT;

-- AlterTable
ALTER TABLE "subjects" ADD COLUMN     "hidden" BOOLEAN NOT NULL DEFAULT false;
