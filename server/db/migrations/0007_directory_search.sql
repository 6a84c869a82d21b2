-- The directory's search (name, bio, location) by substring through a trigram index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(display_name || chr(10) || coalesce(bio, '') || chr(10) || coalesce(location, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "athlete_profiles_search_idx" ON "athlete_profiles" USING gin ("search_text" gin_trgm_ops);