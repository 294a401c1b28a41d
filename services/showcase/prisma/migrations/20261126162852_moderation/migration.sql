-- AlterTable
ALTER TABLE "projects" ADD COLUMN     "hidden_at" TIMESTAMPTZ(3),
ADD COLUMN     "hidden_reason" TEXT;

-- AlterTable
ALTER TABLE "resources" ADD COLUMN     "hidden_at" TIMESTAMPTZ(3),
ADD COLUMN     "hidden_reason" TEXT;
