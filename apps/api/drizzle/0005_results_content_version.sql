-- A saved result records the content (question bank and rules) it was scored with.
ALTER TABLE "assessment_results" ADD COLUMN IF NOT EXISTS "content_version" text;
