-- Counters that every instance shares: rate limits, failed sign-ins per account, the daily budget
-- of model calls and save quotas. One row per key and window; a row whose window has passed starts
-- again at 1 on its next hit.
CREATE TABLE IF NOT EXISTS "counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "counters_reset_at_idx" ON "counters" USING btree ("reset_at");
--> statement-breakpoint
-- The same answers for the same results: stories are kept by a hash of what they were written from.
CREATE TABLE IF NOT EXISTS "stories" (
	"key" text PRIMARY KEY NOT NULL,
	"story" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
