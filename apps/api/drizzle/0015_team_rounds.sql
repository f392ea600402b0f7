-- The team report is served in rounds (src/teams/rounds.ts): groups and spent results give way to a
-- pool (who counts, with which complete result, over which pool versions), immutable rounds made
-- from it, and a record of which account was served which round, kept even after its team is
-- deleted, so two reports one account reads never differ by fewer than the minimum of people.
ALTER TABLE "teams" ADD COLUMN IF NOT EXISTS "pool_version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "team_pool" (
	"team_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"result_id" uuid NOT NULL,
	"from_version" integer NOT NULL,
	"until_version" integer,
	PRIMARY KEY ("team_id", "user_id", "from_version")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "team_pool_closed_idx" ON "team_pool" ("team_id", "from_version", "until_version") WHERE "until_version" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "team_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"n" integer NOT NULL,
	"counts" json,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "team_rounds_team_version_idx" ON "team_rounds" ("team_id", "version");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "team_rounds_served" (
	"user_id" text NOT NULL,
	"round_id" uuid NOT NULL REFERENCES "team_rounds"("id") ON DELETE CASCADE,
	"served_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("user_id", "round_id")
);
--> statement-breakpoint
-- Version 1: the results in the live groups, that is the report every member could read until now.
-- It becomes the first round, recorded as served to every member, so what follows is held to it.
INSERT INTO "team_pool" ("team_id", "user_id", "result_id", "from_version")
SELECT "team_id", "user_id", "result_id", 1 FROM "team_members"
WHERE "state" = 'counted' AND "result_id" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "team_rounds" ("team_id", "version", "n", "counts")
SELECT "id", 1, "counted", "counts" FROM "teams" WHERE "counted" > 0 AND "counts" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "team_rounds_served" ("user_id", "round_id")
SELECT m."user_id", r."id" FROM "team_rounds" r JOIN "team_members" m ON m."team_id" = r."team_id"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Version 2: a result with a capability unanswered (or no longer stored) leaves the pool; the
-- waiting complete results enter it. Spent results stay out: their members choose again.
UPDATE "team_pool" p SET "until_version" = 2
WHERE NOT EXISTS (
	SELECT 1 FROM "assessment_results" a
	WHERE a."id" = p."result_id"
		AND coalesce(a."digest", a."results")->>'error' IS NULL
		AND json_typeof(coalesce(a."digest", a."results")->'missingCapabilities') = 'array'
		AND json_array_length(coalesce(a."digest", a."results")->'missingCapabilities') = 0
);
--> statement-breakpoint
INSERT INTO "team_pool" ("team_id", "user_id", "result_id", "from_version")
SELECT m."team_id", m."user_id", m."result_id", 2 FROM "team_members" m
JOIN "assessment_results" a ON a."id" = m."result_id"
WHERE m."state" = 'waiting'
	AND coalesce(a."digest", a."results")->>'error' IS NULL
	AND json_typeof(coalesce(a."digest", a."results")->'missingCapabilities') = 'array'
	AND json_array_length(coalesce(a."digest", a."results")->'missingCapabilities') = 0;
--> statement-breakpoint
UPDATE "team_members" m SET "state" = CASE
	WHEN EXISTS (
		SELECT 1 FROM "team_pool" p
		WHERE p."team_id" = m."team_id" AND p."user_id" = m."user_id" AND p."until_version" IS NULL
	) THEN 'counted'
	WHEN m."state" IN ('counted', 'waiting') AND m."result_id" IS NOT NULL THEN 'cannot-count'
	ELSE 'no-result' END,
	"result_id" = CASE WHEN m."state" = 'closed-group' THEN NULL ELSE m."result_id" END;
--> statement-breakpoint
-- The pool's counts are recounted from the results on the team's next change or read.
UPDATE "teams" t SET "pool_version" = 2, "counts" = NULL,
	"counted" = (SELECT count(*) FROM "team_pool" p WHERE p."team_id" = t."id" AND p."until_version" IS NULL)
WHERE EXISTS (SELECT 1 FROM "team_pool" p WHERE p."team_id" = t."id");
--> statement-breakpoint
ALTER TABLE "team_members" DROP COLUMN IF EXISTS "group_id";
--> statement-breakpoint
DROP TABLE IF EXISTS "team_spent_results";
--> statement-breakpoint
DROP TABLE IF EXISTS "team_groups";
