-- DropIndex
DROP INDEX "project_feedback_project_id_mentor_id_key";

-- CreateIndex
CREATE INDEX "project_feedback_project_id_mentor_id_created_at_idx" ON "project_feedback"("project_id", "mentor_id", "created_at");
