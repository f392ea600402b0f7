-- 360s started from a saved result, their group links and their raters. A 360 goes with its
-- account and with its result (cascade); its raters' answers go with it.
CREATE TABLE IF NOT EXISTS "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"result_id" uuid NOT NULL REFERENCES "assessment_results"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"minimum" integer NOT NULL,
	"predictions" json DEFAULT '[]'::json NOT NULL,
	"first_answer_at" timestamp with time zone,
	"batches" json DEFAULT '[]'::json NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "feedback_user_idx" ON "feedback" ("user_id", "created_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "feedback_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feedback_id" uuid NOT NULL REFERENCES "feedback"("id") ON DELETE CASCADE,
	"group" text NOT NULL,
	"token_hash" text NOT NULL UNIQUE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "feedback_links_feedback_idx" ON "feedback_links" ("feedback_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "feedback_raters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feedback_id" uuid NOT NULL REFERENCES "feedback"("id") ON DELETE CASCADE,
	"group" text NOT NULL,
	"email" text,
	"link_id" uuid,
	"token_hash" text NOT NULL UNIQUE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"responses" json DEFAULT '[]'::json NOT NULL,
	"comments" json DEFAULT '{}'::json NOT NULL,
	"show_as_manager" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"spent" boolean DEFAULT false NOT NULL,
	"outbox_ids" json DEFAULT '[]'::json NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "feedback_raters_feedback_idx" ON "feedback_raters" ("feedback_id", "submitted_at");
