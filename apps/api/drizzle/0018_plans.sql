-- Plans made from a saved report, and their check-ins. One active plan per account; earlier ones
-- stay as finished or dropped. Both go with the account (accounts' cascade), a result deleted
-- leaves its plan without it. Mail waits in the outbox until due (retake_outbox_id, outbox_id).
CREATE TABLE IF NOT EXISTS "plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"result_id" uuid REFERENCES "assessment_results"("id") ON DELETE SET NULL,
	"capability" text NOT NULL,
	"if_then" text NOT NULL,
	"signal" text NOT NULL,
	"cadence" text NOT NULL,
	"local_time" text NOT NULL,
	"time_zone" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"retake_days" integer NOT NULL,
	"retake_at" timestamp with time zone NOT NULL,
	"retake_outbox_id" uuid,
	"link_key" text NOT NULL,
	"stop_token_hash" text NOT NULL UNIQUE,
	"reminders_stopped_at" timestamp with time zone,
	"partner_email" text,
	"partner_notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "plans_one_active_idx" ON "plans" ("user_id") WHERE "status" = 'active';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "plans_user_idx" ON "plans" ("user_id", "created_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "plan_check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL REFERENCES "plans"("id") ON DELETE CASCADE,
	"n" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"token_hash" text NOT NULL UNIQUE,
	"outbox_id" uuid,
	"answer" text,
	"note" text,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "plan_check_ins_plan_n_idx" ON "plan_check_ins" ("plan_id", "n");
