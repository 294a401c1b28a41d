-- CreateTable
CREATE TABLE "team_member_departures" (
    "team_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "left_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "team_member_departures_pkey" PRIMARY KEY ("team_id","user_id")
);
