-- The consultancy's side (leads, the outbox of events and mail, share links).
-- Contact messages become leads of kind 'contact'; the table they lived in goes.
CREATE TABLE IF NOT EXISTS "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"message" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"owner" text,
	"notes" text DEFAULT '' NOT NULL,
	"shared" json,
	"result_id" uuid,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_created_idx" ON "leads" USING btree ("created_at" DESC, "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_status_created_idx" ON "leads" USING btree ("status", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_user_idx" ON "leads" USING btree ("user_id");
--> statement-breakpoint
INSERT INTO "leads" ("id", "kind", "name", "email", "company", "message", "created_at", "updated_at")
	SELECT "id", 'contact', "name", "email", "company", "message", "created_at", "created_at" FROM "contact_messages"
	ON CONFLICT DO NOTHING;
--> statement-breakpoint
DROP TABLE IF EXISTS "contact_messages";
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"type" text NOT NULL,
	"payload" json NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "delivered_at" IS NULL AND "failed_at" IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_channel_created_idx" ON "outbox" USING btree ("channel", "created_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"result_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "share_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_result_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."assessment_results"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "share_links_result_idx" ON "share_links" USING btree ("result_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "share_links_user_idx" ON "share_links" USING btree ("user_id");
