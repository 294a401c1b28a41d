-- CreateTable
CREATE TABLE "mentor_availability" (
    "user_id" UUID NOT NULL,
    "slots" JSONB NOT NULL DEFAULT '[]',
    "time_zone" TEXT NOT NULL,
    "max_teams" INTEGER NOT NULL,
    "not_available_until" TIMESTAMPTZ(3),
    "languages" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "mentor_availability_pkey" PRIMARY KEY ("user_id")
);

-- CreateIndex
CREATE INDEX "users_role_first_name_last_name_id_idx" ON "users"("role", "first_name", "last_name", "id");

-- AddForeignKey
ALTER TABLE "mentor_availability" ADD CONSTRAINT "mentor_availability_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
