-- AlterTable: issue 11, the draft slots of a brainstorm, kept for the whole session
ALTER TABLE "brainstorm_sessions" ADD COLUMN "slots" JSONB NOT NULL DEFAULT '{}';
