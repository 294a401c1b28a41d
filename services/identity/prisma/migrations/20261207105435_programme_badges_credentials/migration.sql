-- CreateTable
CREATE TABLE "programme_badges" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "programme_id" UUID NOT NULL,
    "programme_name" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "award_key" TEXT NOT NULL DEFAULT '',
    "award_name" TEXT,
    "award_name_de" TEXT,
    "project_id" UUID,
    "project_title" TEXT,
    "awarded_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "programme_badges_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "credential_statuses" (
    "credential_id" UUID NOT NULL,
    "seq" SERIAL NOT NULL,
    "user_id" UUID,
    "revoked_at" TIMESTAMPTZ(3),
    "revoked_for" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "credential_statuses_pkey" PRIMARY KEY ("credential_id")
);

-- CreateIndex
CREATE INDEX "programme_badges_user_id_awarded_at_id_idx" ON "programme_badges"("user_id", "awarded_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "programme_badges_project_id_idx" ON "programme_badges"("project_id");

-- CreateIndex
CREATE UNIQUE INDEX "programme_badges_user_id_programme_id_kind_award_key_key" ON "programme_badges"("user_id", "programme_id", "kind", "award_key");

-- CreateIndex
CREATE UNIQUE INDEX "credential_statuses_seq_key" ON "credential_statuses"("seq");

-- CreateIndex
CREATE INDEX "credential_statuses_user_id_idx" ON "credential_statuses"("user_id");

-- AddForeignKey
ALTER TABLE "programme_badges" ADD CONSTRAINT "programme_badges_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
