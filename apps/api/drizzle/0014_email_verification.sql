-- A local account's address counts (staff access, mail sent on the person's behalf) only once its
-- owner has proved it, by the link mailed at sign-up or by a password reset. Null: not yet proved.
-- Accounts made before verification existed start unverified and prove their address the same way.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "email_verified_at" timestamp with time zone;
--> statement-breakpoint
-- The links mailed to an account (verify the address, reset the password), kept by the SHA-256 of
-- their token like sessions and share links: a database leak reveals no usable link. Single use.
CREATE TABLE IF NOT EXISTS "account_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "account_tokens_user_idx" ON "account_tokens" USING btree ("user_id", "purpose");
