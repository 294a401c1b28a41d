-- AlterTable: brainstorm-ai runs the brainstorm (product.md §4.3): the machine's state, when it reached creation,
-- and the turn in progress (one message at a time).
ALTER TABLE "brainstorm_sessions" ADD COLUMN     "progress" JSONB,
ADD COLUMN     "reached_creation_at" TIMESTAMPTZ(3),
ADD COLUMN     "turn_started_at" TIMESTAMPTZ(3);
