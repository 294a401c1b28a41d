-- CreateTable
CREATE TABLE "judging" (
    "programme_id" UUID NOT NULL,
    "rubric" JSONB NOT NULL,
    "awards" JSONB NOT NULL,
    "judges_per_project" INTEGER NOT NULL DEFAULT 2,
    "assigned_at" TIMESTAMPTZ(3),
    "published_at" TIMESTAMPTZ(3),
    "results" JSONB,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "judging_pkey" PRIMARY KEY ("programme_id")
);

-- CreateTable
CREATE TABLE "programme_judges" (
    "programme_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "added_by" UUID NOT NULL,
    "added_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "programme_judges_pkey" PRIMARY KEY ("programme_id","user_id")
);

-- CreateTable
CREATE TABLE "judging_assignments" (
    "programme_id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "judge_id" UUID NOT NULL,
    "assigned_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "judging_assignments_pkey" PRIMARY KEY ("project_id","judge_id")
);

-- CreateTable
CREATE TABLE "scores" (
    "programme_id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "judge_id" UUID NOT NULL,
    "criteria" JSONB NOT NULL,
    "comment" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "scores_pkey" PRIMARY KEY ("project_id","judge_id")
);

-- CreateTable
CREATE TABLE "score_history" (
    "id" UUID NOT NULL,
    "programme_id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "judge_id" UUID NOT NULL,
    "criteria" JSONB NOT NULL,
    "comment" TEXT,
    "saved_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "score_history_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "votes" (
    "programme_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "voted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "votes_pkey" PRIMARY KEY ("programme_id","user_id")
);

-- CreateIndex
CREATE INDEX "programme_judges_user_id_idx" ON "programme_judges"("user_id");

-- CreateIndex
CREATE INDEX "judging_assignments_judge_id_assigned_at_idx" ON "judging_assignments"("judge_id", "assigned_at");

-- CreateIndex
CREATE INDEX "judging_assignments_programme_id_idx" ON "judging_assignments"("programme_id");

-- CreateIndex
CREATE INDEX "scores_programme_id_idx" ON "scores"("programme_id");

-- CreateIndex
CREATE INDEX "score_history_project_id_judge_id_saved_at_idx" ON "score_history"("project_id", "judge_id", "saved_at");

-- CreateIndex
CREATE INDEX "score_history_judge_id_idx" ON "score_history"("judge_id");

-- CreateIndex
CREATE INDEX "votes_programme_id_project_id_idx" ON "votes"("programme_id", "project_id");

-- CreateIndex
CREATE INDEX "votes_user_id_idx" ON "votes"("user_id");
