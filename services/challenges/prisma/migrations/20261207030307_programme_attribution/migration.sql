-- AlterTable
ALTER TABLE "challenges" ADD COLUMN     "programme_id" UUID;

-- CreateTable
CREATE TABLE "current_programmes" (
    "user_id" UUID NOT NULL,
    "programme_id" UUID,
    "changed_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "current_programmes_pkey" PRIMARY KEY ("user_id")
);

-- CreateIndex
CREATE INDEX "challenges_programme_id_created_at_id_idx" ON "challenges"("programme_id", "created_at" DESC, "id" DESC);
