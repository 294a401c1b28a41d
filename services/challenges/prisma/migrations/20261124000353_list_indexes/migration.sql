-- Trigram indexes for the list search (hand-written: the schema does not declare extensions).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- DropIndex
DROP INDEX "challenges_created_at_idx";

-- DropIndex
DROP INDEX "challenges_created_by_idx";

-- CreateIndex
CREATE INDEX "challenges_created_at_id_idx" ON "challenges"("created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "challenges_category_created_at_id_idx" ON "challenges"("category", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "challenges_created_by_created_at_id_idx" ON "challenges"("created_by", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "challenges_title_trgm_idx" ON "challenges" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "challenges_description_trgm_idx" ON "challenges" USING GIN ("description" gin_trgm_ops);
