-- The assessment's funnel as daily totals over bounded dimensions: no row per person, no address,
-- no account, no identifier.
CREATE TABLE IF NOT EXISTS "funnel_counts" (
	"day" text NOT NULL,
	"step" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"question_id" text DEFAULT '' NOT NULL,
	"band" text DEFAULT '' NOT NULL,
	"minutes" integer DEFAULT -1 NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	PRIMARY KEY ("day", "step", "position", "question_id", "band", "minutes", "source")
);
--> statement-breakpoint
-- The weekly digests written to the outbox, one per week (its Monday): any instance may write it,
-- and the first one does.
CREATE TABLE IF NOT EXISTS "funnel_digests" (
	"week" text PRIMARY KEY NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL
);
