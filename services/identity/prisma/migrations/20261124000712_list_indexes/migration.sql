-- Written by hand: recommendations find people sharing a skill or an interest, ignoring case, with the array
-- overlap operator (&&) on lower-cased arrays. An index needs an IMMUTABLE function; queries must use the same
-- expression to hit it. Prisma's schema cannot declare the function or the expression indexes, and its diff
-- leaves both alone.
CREATE FUNCTION lower_items(items TEXT[]) RETURNS TEXT[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT ARRAY(SELECT lower(item) FROM unnest(items) AS item) $$;

CREATE INDEX "users_lower_skills_idx" ON "users" USING GIN (lower_items("skills"));
CREATE INDEX "users_lower_interests_idx" ON "users" USING GIN (lower_items("interests"));

-- DropIndex
DROP INDEX "user_achievements_user_id_earned_at_idx";

-- CreateIndex
CREATE INDEX "user_achievements_user_id_earned_at_id_idx" ON "user_achievements"("user_id", "earned_at" DESC, "id" DESC);
