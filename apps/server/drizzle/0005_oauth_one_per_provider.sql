-- A race before this index could leave a user with two identities of one provider; keep the first.
DELETE FROM "oauth_identities" a USING "oauth_identities" b
WHERE a."user_id" = b."user_id" AND a."provider_type" = b."provider_type" AND a."id" > b."id";--> statement-breakpoint
DROP INDEX "oauth_user_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_user_provider_idx" ON "oauth_identities" USING btree ("user_id","provider_type");
