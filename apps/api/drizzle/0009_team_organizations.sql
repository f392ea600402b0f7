-- With Clerk, a team is mirrored as a Clerk organization (src/teams/directory.ts).
ALTER TABLE "teams" ADD COLUMN IF NOT EXISTS "clerk_org_id" text;
