-- CreateTable
CREATE TABLE "team_mentors" (
    "team_id" UUID NOT NULL,
    "mentor_id" UUID NOT NULL,
    "since" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "team_mentors_pkey" PRIMARY KEY ("team_id","mentor_id")
);

-- CreateTable
CREATE TABLE "team_mentor_departures" (
    "team_id" UUID NOT NULL,
    "mentor_id" UUID NOT NULL,
    "ended_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "team_mentor_departures_pkey" PRIMARY KEY ("team_id","mentor_id")
);

-- CreateTable
CREATE TABLE "project_feedback" (
    "id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "mentor_id" UUID NOT NULL,
    "notes" TEXT NOT NULL,
    "score_problem" INTEGER NOT NULL,
    "score_solution" INTEGER NOT NULL,
    "score_prototype" INTEGER NOT NULL,
    "score_presentation" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "project_feedback_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "team_mentors_mentor_id_idx" ON "team_mentors"("mentor_id");

-- CreateIndex
CREATE INDEX "project_feedback_mentor_id_idx" ON "project_feedback"("mentor_id");

-- CreateIndex
CREATE UNIQUE INDEX "project_feedback_project_id_mentor_id_key" ON "project_feedback"("project_id", "mentor_id");

-- AddForeignKey
ALTER TABLE "project_feedback" ADD CONSTRAINT "project_feedback_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Rubric scores (hand-written; MENTORING_LIMITS.scoreMin to scoreMax in contracts): 1 to 4 each.
ALTER TABLE "project_feedback" ADD CONSTRAINT "project_feedback_score_problem_check" CHECK ("score_problem" BETWEEN 1 AND 4);
ALTER TABLE "project_feedback" ADD CONSTRAINT "project_feedback_score_solution_check" CHECK ("score_solution" BETWEEN 1 AND 4);
ALTER TABLE "project_feedback" ADD CONSTRAINT "project_feedback_score_prototype_check" CHECK ("score_prototype" BETWEEN 1 AND 4);
ALTER TABLE "project_feedback" ADD CONSTRAINT "project_feedback_score_presentation_check" CHECK ("score_presentation" BETWEEN 1 AND 4);
