CREATE TABLE "data_versions" (
	"key" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phonetic_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"chinese_char" text NOT NULL,
	"pinyin_num" text DEFAULT '' NOT NULL,
	"pinyin_upper" text DEFAULT '' NOT NULL,
	"pinyin_hongkong" text DEFAULT '' NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translation_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"origin_text" text NOT NULL,
	"optimize_text" text NOT NULL,
	"translate_type" text NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_counters" (
	"subject" text NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"chars" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_counters_subject_day_kind_pk" PRIMARY KEY("subject","day","kind")
);
--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "daily_translate_total_chars" integer DEFAULT -1 NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "daily_phonetic_total_chars" integer DEFAULT -1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "phonetic_records_char_idx" ON "phonetic_records" USING btree ("chinese_char");--> statement-breakpoint
CREATE UNIQUE INDEX "translation_records_type_origin_idx" ON "translation_records" USING btree ("translate_type","origin_text");--> statement-breakpoint
CREATE INDEX "usage_day_kind_idx" ON "usage_counters" USING btree ("day","kind");