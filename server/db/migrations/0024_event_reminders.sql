CREATE TABLE "event_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"offset_minutes" integer NOT NULL,
	"channel" "reminder_channel" DEFAULT 'EMAIL' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_reminders" ADD CONSTRAINT "event_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_reminders_once_idx" ON "event_reminders" USING btree ("kind","subject_id","user_id","offset_minutes","channel");--> statement-breakpoint
CREATE INDEX "event_reminders_sent_idx" ON "event_reminders" USING btree ("sent_at");