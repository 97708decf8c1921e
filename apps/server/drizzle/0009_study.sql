ALTER TABLE "roles" ADD COLUMN "daily_new_cards_limit" integer DEFAULT -1 NOT NULL;
--> statement-breakpoint
UPDATE "roles" SET "daily_new_cards_limit" = 20 WHERE "role_code" = 'free_member';
--> statement-breakpoint
UPDATE "roles" SET "daily_new_cards_limit" = 0 WHERE "role_code" = 'guest';
--> statement-breakpoint
CREATE TABLE "study_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"favorite_id" integer,
	"kind" text NOT NULL,
	"mandarin" text DEFAULT '' NOT NULL,
	"cantonese" text NOT NULL,
	"segments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"due" timestamp with time zone DEFAULT now() NOT NULL,
	"stability" double precision DEFAULT 0 NOT NULL,
	"difficulty" double precision DEFAULT 0 NOT NULL,
	"elapsed_days" integer DEFAULT 0 NOT NULL,
	"scheduled_days" integer DEFAULT 0 NOT NULL,
	"learning_steps" integer DEFAULT 0 NOT NULL,
	"reps" integer DEFAULT 0 NOT NULL,
	"lapses" integer DEFAULT 0 NOT NULL,
	"last_review" timestamp with time zone,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"state" smallint NOT NULL,
	"day" date NOT NULL,
	"review" timestamp with time zone NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"scheduled_days" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"daily_goal" integer DEFAULT 20 NOT NULL,
	"auto_add" boolean DEFAULT true NOT NULL,
	"desired_retention" double precision DEFAULT 0.9 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_tone_answers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"syllable" text NOT NULL,
	"character" text DEFAULT '' NOT NULL,
	"tone" smallint NOT NULL,
	"chosen" smallint NOT NULL,
	"correct" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "study_cards" ADD CONSTRAINT "study_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "study_cards" ADD CONSTRAINT "study_cards_favorite_id_favorites_id_fk" FOREIGN KEY ("favorite_id") REFERENCES "public"."favorites"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "study_reviews" ADD CONSTRAINT "study_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "study_reviews" ADD CONSTRAINT "study_reviews_card_id_study_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."study_cards"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "study_settings" ADD CONSTRAINT "study_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "study_tone_answers" ADD CONSTRAINT "study_tone_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "study_cards_review_due_idx" ON "study_cards" USING btree ("user_id","due") WHERE "study_cards"."retired_at" IS NULL AND "study_cards"."state" > 0;
--> statement-breakpoint
CREATE INDEX "study_cards_new_idx" ON "study_cards" USING btree ("user_id","id") WHERE "study_cards"."retired_at" IS NULL AND "study_cards"."state" = 0;
--> statement-breakpoint
CREATE INDEX "study_cards_user_idx" ON "study_cards" USING btree ("user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "study_cards_favorite_idx" ON "study_cards" USING btree ("favorite_id");
--> statement-breakpoint
CREATE INDEX "study_reviews_user_day_idx" ON "study_reviews" USING btree ("user_id","day","state");
--> statement-breakpoint
CREATE INDEX "study_reviews_card_idx" ON "study_reviews" USING btree ("card_id");
--> statement-breakpoint
CREATE INDEX "study_tone_answers_user_idx" ON "study_tone_answers" USING btree ("user_id","created_at");
