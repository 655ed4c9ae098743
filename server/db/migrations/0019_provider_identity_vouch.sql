ALTER TABLE "accounts" ADD COLUMN "vouched_email" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "provider_link_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_provider_link_id_accounts_id_fk" FOREIGN KEY ("provider_link_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_provider_link_id_idx" ON "sessions" USING btree ("provider_link_id");--> statement-breakpoint
-- Sessions opened before this migration do not say which provider identity opened them, and no
-- identity has a recorded vouch yet: the sessions of every account with a provider identity end
-- once, so a session a provider identity holds from now on is one that ends with the identity.
DELETE FROM "sessions" WHERE "user_id" IN (SELECT "user_id" FROM "accounts" WHERE "provider_id" <> 'credential');
