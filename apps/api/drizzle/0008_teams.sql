-- Teams. A team's report is kept as band counts only (src/teams/privacy.ts): results enter it in
-- groups of at least the minimum, and a group leaves it whole, so no change of the report ever
-- reflects fewer people than the minimum.
CREATE TABLE IF NOT EXISTS "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"organisation" text,
	"owner_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"counts" json,
	"counted" integer DEFAULT 0 NOT NULL,
	"report_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "teams_owner_idx" ON "teams" ("owner_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "team_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL REFERENCES "teams"("id") ON DELETE CASCADE,
	"size" integer NOT NULL,
	"counts" json NOT NULL,
	"sealed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "team_groups_team_idx" ON "team_groups" ("team_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL REFERENCES "teams"("id") ON DELETE CASCADE,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"result_id" uuid,
	"awaits_next" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'no-result' NOT NULL,
	"group_id" uuid REFERENCES "team_groups"("id") ON DELETE SET NULL,
	"state_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "team_members_team_user_idx" ON "team_members" ("team_id", "user_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "team_members_user_idx" ON "team_members" ("user_id");
--> statement-breakpoint
-- A result counted once in a team's report never counts in it again (privacy.ts says why).
CREATE TABLE IF NOT EXISTS "team_spent_results" (
	"team_id" uuid NOT NULL REFERENCES "teams"("id") ON DELETE CASCADE,
	"result_id" uuid NOT NULL,
	PRIMARY KEY ("team_id", "result_id")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "team_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL REFERENCES "teams"("id") ON DELETE CASCADE,
	"token_hash" text NOT NULL UNIQUE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"max_uses" integer NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "team_invitations_team_idx" ON "team_invitations" ("team_id");
