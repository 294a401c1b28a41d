-- CreateTable
CREATE TABLE "team_chat_messages" (
    "id" UUID NOT NULL,
    "team_id" UUID NOT NULL,
    "author_id" UUID NOT NULL,
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "edited_at" TIMESTAMPTZ(3),
    "deleted_at" TIMESTAMPTZ(3),
    "hidden_at" TIMESTAMPTZ(3),
    "hidden_reason" TEXT,

    CONSTRAINT "team_chat_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "team_chat_reads" (
    "team_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "read_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "team_chat_reads_pkey" PRIMARY KEY ("team_id","user_id")
);

-- CreateIndex
CREATE INDEX "team_chat_messages_team_id_created_at_id_idx" ON "team_chat_messages"("team_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "team_chat_messages_author_id_idx" ON "team_chat_messages"("author_id");

-- CreateIndex
CREATE INDEX "team_chat_reads_user_id_idx" ON "team_chat_reads"("user_id");

-- AddForeignKey
ALTER TABLE "team_chat_messages" ADD CONSTRAINT "team_chat_messages_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_chat_reads" ADD CONSTRAINT "team_chat_reads_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;
