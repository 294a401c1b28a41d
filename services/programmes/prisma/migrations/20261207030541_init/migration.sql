-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "programmes" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "name_de" TEXT,
    "description_de" TEXT,
    "join_code" TEXT NOT NULL,
    "time_zone" TEXT NOT NULL,
    "submission_deadline" TIMESTAMPTZ(3) NOT NULL,
    "judging_ends_at" TIMESTAMPTZ(3) NOT NULL,
    "results_at" TIMESTAMPTZ(3) NOT NULL,
    "created_by" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "programmes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "programme_phases" (
    "programme_id" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "programme_phases_pkey" PRIMARY KEY ("programme_id","key")
);

-- CreateTable
CREATE TABLE "programme_organisers" (
    "programme_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "added_by" UUID NOT NULL,
    "added_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "programme_organisers_pkey" PRIMARY KEY ("programme_id","user_id")
);

-- CreateTable
CREATE TABLE "programme_members" (
    "programme_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "joined_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "programme_members_pkey" PRIMARY KEY ("programme_id","user_id")
);

-- CreateTable
CREATE TABLE "people" (
    "user_id" UUID NOT NULL,
    "is_mentor" BOOLEAN NOT NULL DEFAULT false,
    "current_programme_id" UUID,
    "current_changed_at" TIMESTAMPTZ(3),
    "last_active_on" DATE,
    "brainstorm_started_at" TIMESTAMPTZ(3),

    CONSTRAINT "people_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "announcements" (
    "id" UUID NOT NULL,
    "programme_id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "audience" TEXT NOT NULL,
    "posted_by" UUID NOT NULL,
    "recipient_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "announcements_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "announcement_recipients" (
    "announcement_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "dismissed_at" TIMESTAMPTZ(3),

    CONSTRAINT "announcement_recipients_pkey" PRIMARY KEY ("announcement_id","user_id")
);

-- CreateTable
CREATE TABLE "roster_teams" (
    "team_id" UUID NOT NULL,
    "programme_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "leader_id" UUID NOT NULL,
    "mentor_ids" UUID[] DEFAULT ARRAY[]::UUID[],
    "reached" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "progress" INTEGER NOT NULL DEFAULT 0,
    "project_id" UUID,
    "project_title" TEXT,
    "milestones_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "roster_teams_pkey" PRIMARY KEY ("team_id")
);

-- CreateTable
CREATE TABLE "roster_team_members" (
    "team_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "programme_id" UUID NOT NULL,
    "joined_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "roster_team_members_pkey" PRIMARY KEY ("team_id","user_id")
);

-- CreateTable
CREATE TABLE "programme_audit" (
    "id" UUID NOT NULL,
    "programme_id" UUID NOT NULL,
    "actor_id" UUID NOT NULL,
    "action" TEXT NOT NULL,
    "detail" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "programme_audit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reminders_sent" (
    "programme_id" UUID NOT NULL,
    "deadline" TIMESTAMPTZ(3) NOT NULL,
    "days_before" INTEGER NOT NULL,
    "sent_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reminders_sent_pkey" PRIMARY KEY ("programme_id","deadline","days_before")
);

-- CreateTable
CREATE TABLE "outbox_events" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "occurred_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "published_at" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "outbox_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "processed_events" (
    "consumer" TEXT NOT NULL,
    "event_id" UUID NOT NULL,
    "processed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "processed_events_pkey" PRIMARY KEY ("consumer","event_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "programmes_join_code_key" ON "programmes"("join_code");

-- CreateIndex
CREATE INDEX "programmes_created_at_id_idx" ON "programmes"("created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "programme_organisers_user_id_idx" ON "programme_organisers"("user_id");

-- CreateIndex
CREATE INDEX "programme_members_user_id_idx" ON "programme_members"("user_id");

-- CreateIndex
CREATE INDEX "programme_members_programme_id_joined_at_user_id_idx" ON "programme_members"("programme_id", "joined_at", "user_id");

-- CreateIndex
CREATE INDEX "announcements_programme_id_created_at_id_idx" ON "announcements"("programme_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "announcement_recipients_user_id_dismissed_at_idx" ON "announcement_recipients"("user_id", "dismissed_at");

-- CreateIndex
CREATE INDEX "roster_teams_programme_id_created_at_team_id_idx" ON "roster_teams"("programme_id", "created_at", "team_id");

-- CreateIndex
CREATE INDEX "roster_team_members_programme_id_user_id_idx" ON "roster_team_members"("programme_id", "user_id");

-- CreateIndex
CREATE INDEX "roster_team_members_user_id_idx" ON "roster_team_members"("user_id");

-- CreateIndex
CREATE INDEX "programme_audit_programme_id_created_at_idx" ON "programme_audit"("programme_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "programme_audit_actor_id_idx" ON "programme_audit"("actor_id");

-- CreateIndex
CREATE INDEX "outbox_events_published_at_occurred_at_idx" ON "outbox_events"("published_at", "occurred_at");

-- AddForeignKey
ALTER TABLE "programme_phases" ADD CONSTRAINT "programme_phases_programme_id_fkey" FOREIGN KEY ("programme_id") REFERENCES "programmes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "programme_organisers" ADD CONSTRAINT "programme_organisers_programme_id_fkey" FOREIGN KEY ("programme_id") REFERENCES "programmes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "programme_members" ADD CONSTRAINT "programme_members_programme_id_fkey" FOREIGN KEY ("programme_id") REFERENCES "programmes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_programme_id_fkey" FOREIGN KEY ("programme_id") REFERENCES "programmes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "announcement_recipients" ADD CONSTRAINT "announcement_recipients_announcement_id_fkey" FOREIGN KEY ("announcement_id") REFERENCES "announcements"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "roster_team_members" ADD CONSTRAINT "roster_team_members_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "roster_teams"("team_id") ON DELETE CASCADE ON UPDATE CASCADE;
