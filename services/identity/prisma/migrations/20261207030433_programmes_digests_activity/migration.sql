-- AlterTable
ALTER TABLE "users" ADD COLUMN     "last_active_on" DATE;

-- CreateTable
CREATE TABLE "programmes" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "join_code" TEXT NOT NULL,
    "results_at" TIMESTAMPTZ(3) NOT NULL,
    "time_zone" TEXT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "programmes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "programme_members" (
    "programme_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "joined_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "programme_members_pkey" PRIMARY KEY ("programme_id","user_id")
);

-- CreateTable
CREATE TABLE "challenge_notices" (
    "id" UUID NOT NULL,
    "challenge_id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "programme_id" UUID,
    "created_by" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "digest_day" DATE,

    CONSTRAINT "challenge_notices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "challenge_digest_runs" (
    "day" DATE NOT NULL,
    "after_user_id" UUID,
    "notices" INTEGER NOT NULL DEFAULT 0,
    "digests" INTEGER NOT NULL DEFAULT 0,
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completed_at" TIMESTAMPTZ(3),

    CONSTRAINT "challenge_digest_runs_pkey" PRIMARY KEY ("day")
);

-- CreateIndex
CREATE INDEX "programmes_join_code_updated_at_idx" ON "programmes"("join_code", "updated_at" DESC);

-- CreateIndex
CREATE INDEX "programme_members_user_id_idx" ON "programme_members"("user_id");

-- CreateIndex
CREATE INDEX "challenge_notices_digest_day_idx" ON "challenge_notices"("digest_day");

-- The people who asked for each new challenge as it is published (docs/product.md "Notification inbox"): the few a
-- challenge.created is stored for at once (everyone else gets the daily digest). Prisma cannot declare it.
CREATE INDEX "notification_settings_each_challenge_idx" ON "notification_settings" ("user_id")
    WHERE preferences ->> 'newChallengesDelivery' = 'each';
