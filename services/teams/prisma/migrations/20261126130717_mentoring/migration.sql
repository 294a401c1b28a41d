-- AlterTable
ALTER TABLE "meetings" ADD COLUMN     "mentor_id" UUID,
ADD COLUMN     "notes" TEXT,
ADD COLUMN     "reminded_at" TIMESTAMPTZ(3),
ADD COLUMN     "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateTable
CREATE TABLE "mentor_profiles" (
    "mentor_id" UUID NOT NULL,
    "is_mentor" BOOLEAN NOT NULL,
    "slots" JSONB NOT NULL DEFAULT '[]',
    "time_zone" TEXT NOT NULL,
    "max_teams" INTEGER NOT NULL,
    "not_available_until" TIMESTAMPTZ(3),
    "languages" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "expertise" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "mentor_profiles_pkey" PRIMARY KEY ("mentor_id")
);

-- CreateTable
CREATE TABLE "mentoring_requests" (
    "id" UUID NOT NULL,
    "team_id" UUID NOT NULL,
    "mentor_id" UUID NOT NULL,
    "requested_by" UUID NOT NULL,
    "message" TEXT NOT NULL,
    "topics" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "status" TEXT NOT NULL DEFAULT 'pending',
    "note" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "answered_at" TIMESTAMPTZ(3),

    CONSTRAINT "mentoring_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "team_mentors" (
    "team_id" UUID NOT NULL,
    "mentor_id" UUID NOT NULL,
    "since" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "team_mentors_pkey" PRIMARY KEY ("team_id","mentor_id")
);

-- CreateIndex
CREATE INDEX "mentoring_requests_mentor_id_created_at_id_idx" ON "mentoring_requests"("mentor_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "mentoring_requests_team_id_created_at_idx" ON "mentoring_requests"("team_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "team_mentors_mentor_id_idx" ON "team_mentors"("mentor_id");

-- CreateIndex
CREATE INDEX "meetings_mentor_id_scheduled_at_idx" ON "meetings"("mentor_id", "scheduled_at");

-- CreateIndex
CREATE INDEX "meetings_status_scheduled_at_idx" ON "meetings"("status", "scheduled_at");

-- AddForeignKey
ALTER TABLE "mentoring_requests" ADD CONSTRAINT "mentoring_requests_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_mentors" ADD CONSTRAINT "team_mentors_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One pending mentoring request per team and mentor (not expressible in schema.prisma: a partial index).
CREATE UNIQUE INDEX "mentoring_requests_one_pending_idx" ON "mentoring_requests"("team_id", "mentor_id") WHERE "status" = 'pending';
