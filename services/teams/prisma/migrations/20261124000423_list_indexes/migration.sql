-- Trigram indexes for the list search (hand-written: the schema does not declare extensions).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- DropIndex
DROP INDEX "teams_created_at_idx";

-- CreateIndex
CREATE INDEX "teams_created_at_id_idx" ON "teams"("created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "teams_status_created_at_id_idx" ON "teams"("status", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "teams_name_trgm_idx" ON "teams" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "teams_description_trgm_idx" ON "teams" USING GIN ("description" gin_trgm_ops);
