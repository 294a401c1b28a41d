-- AlterTable
ALTER TABLE "teams" ADD COLUMN     "milestones" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "programme_id" UUID;

-- CreateTable
CREATE TABLE "team_projects" (
    "project_id" UUID NOT NULL,
    "team_id" UUID NOT NULL,
    "status" TEXT NOT NULL,
    "changed_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "team_projects_pkey" PRIMARY KEY ("project_id")
);

-- CreateTable
CREATE TABLE "current_programmes" (
    "user_id" UUID NOT NULL,
    "programme_id" UUID,
    "changed_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "current_programmes_pkey" PRIMARY KEY ("user_id")
);

-- CreateIndex
CREATE INDEX "team_projects_team_id_idx" ON "team_projects"("team_id");

-- CreateIndex
CREATE INDEX "teams_programme_id_created_at_id_idx" ON "teams"("programme_id", "created_at" DESC, "id" DESC);

-- AddForeignKey
ALTER TABLE "team_projects" ADD CONSTRAINT "team_projects_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Backfill (docs/product.md §16.3): every existing team's milestones from its current state, in TEAM_MILESTONES
-- order, as src/teams/team-milestones.ts computes them. team_projects is new and knows no project yet: a team whose
-- project was showcased (showcased_at) has reached both project and submitted.
UPDATE "teams" t SET "milestones" = ARRAY(
  SELECT reached.key FROM (VALUES
    (1, 'members', (SELECT count(*) FROM "team_memberships" m WHERE m."team_id" = t."id") >= 2),
    (2, 'challenge', t."challenge_id" IS NOT NULL),
    (3, 'mentorMeeting', EXISTS (
      SELECT 1 FROM "meetings" mt
      WHERE mt."team_id" = t."id" AND mt."status" = 'held' AND mt."mentor_id" IS NOT NULL)),
    (4, 'project', t."showcased_at" IS NOT NULL),
    (5, 'submitted', t."showcased_at" IS NOT NULL)
  ) AS reached(position, key, done)
  WHERE reached.done
  ORDER BY reached.position);
