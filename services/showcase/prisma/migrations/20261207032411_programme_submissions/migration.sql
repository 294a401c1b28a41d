-- AlterTable
ALTER TABLE "projects" ADD COLUMN     "programme_id" UUID;

-- CreateTable
CREATE TABLE "team_programmes" (
    "team_id" UUID NOT NULL,
    "programme_id" UUID NOT NULL,

    CONSTRAINT "team_programmes_pkey" PRIMARY KEY ("team_id")
);

-- CreateTable
CREATE TABLE "programme_deadlines" (
    "programme_id" UUID NOT NULL,
    "submission_deadline" TIMESTAMPTZ(3) NOT NULL,
    "time_zone" TEXT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "programme_deadlines_pkey" PRIMARY KEY ("programme_id")
);

-- CreateIndex
CREATE INDEX "projects_programme_id_status_updated_at_id_idx" ON "projects"("programme_id", "status", "updated_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "projects_programme_id_status_likes_updated_at_id_idx" ON "projects"("programme_id", "status", "likes" DESC, "updated_at" DESC, "id" DESC);
