CREATE TYPE "public"."reminder_channel" AS ENUM('EMAIL');--> statement-breakpoint
CREATE TABLE "booking_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"offset_hours" integer NOT NULL,
	"channel" "reminder_channel" DEFAULT 'EMAIL' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"token_hash" text NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reminder_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email_enabled" boolean DEFAULT true NOT NULL,
	"quiet_start" integer,
	"quiet_end" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_preferences_quiet_pair" CHECK (("reminder_preferences"."quiet_start" is null) = ("reminder_preferences"."quiet_end" is null)),
	CONSTRAINT "reminder_preferences_quiet_range" CHECK ("reminder_preferences"."quiet_start" between 0 and 1439 and "reminder_preferences"."quiet_end" between 0 and 1439 and "reminder_preferences"."quiet_start" <> "reminder_preferences"."quiet_end")
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"offset_hours" integer[] NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_settings_single_row" CHECK ("reminder_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_preferences" ADD CONSTRAINT "reminder_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_reminders_once_idx" ON "booking_reminders" USING btree ("booking_id","session_id","user_id","offset_hours","channel");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_reminders_token_idx" ON "booking_reminders" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "booking_reminders_sent_idx" ON "booking_reminders" USING btree ("sent_at");