CREATE TABLE "excel_import_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"username" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"stage" text DEFAULT 'reading' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "excel_import_jobs_status_idx" ON "excel_import_jobs" USING btree ("status","updated_at");
--> statement-breakpoint
CREATE TABLE "excel_import_undo" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"record_key" text NOT NULL,
	"existed" boolean NOT NULL,
	"old_a" text,
	"old_b" text,
	"old_c" text,
	"old_updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "excel_import_undo_job_idx" ON "excel_import_undo" USING btree ("job_id","id");
