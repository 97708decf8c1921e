-- Issue 25: the learner's index on study_cards covers (user_id, id) instead of user_id alone. Beside a
-- one-column index on user_id whose heap order looks perfect (a learner's cards written together), the
-- planner counted due cards by reading every card of the learner (10,000 rows) rather than the partial
-- index of due reviews (about 1,300); with two columns it takes the partial index, and the drill's
-- newest-cards-first read walks this one in order.
DROP INDEX IF EXISTS "study_cards_user_idx";
--> statement-breakpoint
CREATE INDEX "study_cards_user_idx" ON "study_cards" USING btree ("user_id","id");
--> statement-breakpoint
-- The review log's index carries the rating too: the progress chart and retention (day, state, rating)
-- and today's counts read from the index alone wherever PostgreSQL's visibility map allows.
DROP INDEX IF EXISTS "study_reviews_user_day_idx";
--> statement-breakpoint
CREATE INDEX "study_reviews_user_day_idx" ON "study_reviews" USING btree ("user_id","day","state","rating");
