-- Written by hand: pg_trgm serves case-insensitive substring search (ILIKE '%term%') from GIN indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Written by hand: the topic filter matches a substring of any tag. array_to_string is only STABLE, so an index
-- needs this IMMUTABLE wrapper (true for text[]); queries must use the same expression to hit the index.
-- Prisma's schema cannot declare the function or the expression index, and its diff leaves both alone.
CREATE FUNCTION project_tags_text(tags TEXT[]) RETURNS TEXT
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT array_to_string(tags, ' ') $$;

CREATE INDEX "projects_tags_text_trgm_idx" ON "projects" USING GIN (project_tags_text("tags") gin_trgm_ops);

-- DropIndex
DROP INDEX "projects_status_created_at_idx";

-- DropIndex
DROP INDEX "resources_created_at_idx";

-- CreateIndex
CREATE INDEX "project_likes_created_at_project_id_idx" ON "project_likes"("created_at", "project_id");

-- CreateIndex
CREATE INDEX "projects_status_updated_at_id_idx" ON "projects"("status", "updated_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "projects_status_likes_updated_at_id_idx" ON "projects"("status", "likes" DESC, "updated_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "projects_created_by_idx" ON "projects"("created_by");

-- CreateIndex
CREATE INDEX "projects_title_trgm_idx" ON "projects" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "projects_description_trgm_idx" ON "projects" USING GIN ("description" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "resources_created_at_id_idx" ON "resources"("created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "resources_type_created_at_id_idx" ON "resources"("type", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "resources_difficulty_created_at_id_idx" ON "resources"("difficulty", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "resources_title_trgm_idx" ON "resources" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "resources_description_trgm_idx" ON "resources" USING GIN ("description" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "resources_provider_trgm_idx" ON "resources" USING GIN ("provider" gin_trgm_ops);
