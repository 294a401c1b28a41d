-- AlterTable
ALTER TABLE "projects" ADD COLUMN     "edited_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "resources" ADD COLUMN     "edited_at" TIMESTAMPTZ(3),
ADD COLUMN     "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- A resource added before this migration was last changed when it was added.
UPDATE "resources" SET "updated_at" = "created_at";
