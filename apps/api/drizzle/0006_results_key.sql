-- A save is idempotent per account: the server keys each result by its raw answers, their times,
-- the role and the content version (src/assessment/result-key.ts), and a repeated save of the same
-- result answers the row already stored. Rows saved before keep a null key: nulls never conflict.
ALTER TABLE "assessment_results" ADD COLUMN IF NOT EXISTS "result_key" text;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "assessment_results_user_key_idx" ON "assessment_results" USING btree ("user_id","result_key");
