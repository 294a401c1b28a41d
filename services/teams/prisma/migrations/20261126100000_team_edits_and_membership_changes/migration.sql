-- DropIndex
DROP INDEX "team_invitations_invited_user_id_idx";

-- AlterTable
ALTER TABLE "team_invitations" ADD COLUMN     "answered_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "teams" ADD COLUMN     "edited_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "team_removals" (
    "team_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "removed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "team_removals_pkey" PRIMARY KEY ("team_id","user_id")
);

-- CreateTable
CREATE TABLE "challenge_statuses" (
    "challenge_id" UUID NOT NULL,
    "status" TEXT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "challenge_statuses_pkey" PRIMARY KEY ("challenge_id")
);

-- CreateIndex
CREATE INDEX "team_invitations_invited_user_id_created_at_id_idx" ON "team_invitations"("invited_user_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "team_invitations_team_id_created_at_idx" ON "team_invitations"("team_id", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "team_removals" ADD CONSTRAINT "team_removals_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;
