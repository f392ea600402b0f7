-- Did I change, and how do I compare. Each saved result keeps a digest of what the norms and the
-- measurement's quality read (its scores and answers, about 1.5 kB), so computing them never parses
-- whole reports (25-90 kB each). Rows saved before stay null and are read from "results" instead.
ALTER TABLE "assessment_results" ADD COLUMN IF NOT EXISTS "digest" json;
--> statement-breakpoint
-- The norms as published: every instance answers the latest snapshot, and a new one is published
-- only once enough accounts have saved since the last one (src/norms/snapshots.ts).
CREATE TABLE IF NOT EXISTS "norms_snapshots" (
	"seq" integer PRIMARY KEY NOT NULL,
	"cutoff" timestamp with time zone NOT NULL,
	"n" integer NOT NULL,
	"figures" json NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
