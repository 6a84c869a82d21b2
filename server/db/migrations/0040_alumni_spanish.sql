ALTER TABLE "alumni" ADD COLUMN "current_status_es" text;--> statement-breakpoint
ALTER TABLE "alumni" ADD COLUMN "achievements_es" jsonb;--> statement-breakpoint
ALTER TABLE "alumni" ADD COLUMN "quote_es" text;--> statement-breakpoint
ALTER TABLE "alumni" ADD COLUMN "career_highlights_es" text;--> statement-breakpoint
ALTER TABLE "alumni" ADD COLUMN "bio_es" text;