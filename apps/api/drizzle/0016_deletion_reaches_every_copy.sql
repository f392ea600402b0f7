-- Deletion reaches every copy. Every account that keeps a result has a row in "accounts", whichever
-- provider signs it in (a local account's users.id, or Clerk's user id), and no result can outlive
-- it: the results' foreign key refuses a result without its account.
CREATE TABLE IF NOT EXISTS "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Accounts deleted, by the SHA-256 of their id (nothing that names the person): a session token
-- still valid after its account was deleted (Clerk's live up to a minute) cannot give it a row again.
CREATE TABLE IF NOT EXISTS "deleted_accounts" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "accounts" ("id") SELECT "id"::text FROM "users" ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A local account's id is a uuid: results under a uuid that no account has are left over from an
-- account deleted while they were being saved. They go, as the deletion meant.
DELETE FROM "assessment_results" r
	WHERE r."user_id" ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
	AND NOT EXISTS (SELECT 1 FROM "users" u WHERE u."id"::text = r."user_id");
--> statement-breakpoint
INSERT INTO "accounts" ("id") SELECT DISTINCT "user_id" FROM "assessment_results" ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "assessment_results" ADD CONSTRAINT "assessment_results_user_id_accounts_id_fk"
	FOREIGN KEY ("user_id") REFERENCES "accounts"("id") ON DELETE CASCADE;
--> statement-breakpoint
-- Whom an outbox row names (an account id; null: no one), so deleting the account withdraws it.
ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "subject_user_id" text;
--> statement-breakpoint
-- When a delivered or given-up row's payload was cleared (OUTBOX_PAYLOAD_RETENTION_DAYS after).
ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "payload_cleared_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_subject_idx" ON "outbox" USING btree ("subject_user_id")
	WHERE "subject_user_id" IS NOT NULL;
--> statement-breakpoint
-- Rows written before the column: a lead's events and notes name the lead's account, an
-- assessment.saved the result's.
UPDATE "outbox" o SET "subject_user_id" = l."user_id" FROM "leads" l
	WHERE l."user_id" IS NOT NULL
	AND (o."payload"->>'id' = l."id"::text OR o."payload"->>'about' = l."id"::text);
--> statement-breakpoint
UPDATE "outbox" o SET "subject_user_id" = r."user_id" FROM "assessment_results" r
	WHERE o."type" = 'assessment.saved' AND o."payload"->>'resultId' = r."id"::text;
--> statement-breakpoint
-- The accounts the published norms snapshot counted, by a fingerprint of each one's latest complete
-- result: the next snapshot waits until NORMS_BATCH accounts differ from these (added, deleted, or
-- another result), so a deletion counts and saving the same answers again does not.
CREATE TABLE IF NOT EXISTS "norms_counted" (
	"user_id" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL
);
