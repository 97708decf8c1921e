CREATE TABLE "job_claims" (
	"name" text PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_orphans" (
	"name" text PRIMARY KEY NOT NULL,
	"since" timestamp with time zone NOT NULL
);
