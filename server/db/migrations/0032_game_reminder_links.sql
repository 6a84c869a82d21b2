ALTER TABLE "event_reminders" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "event_reminders" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "event_reminders" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "event_reminders_token_idx" ON "event_reminders" USING btree ("token_hash");