CREATE TABLE "attendance_policy" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"mode" text DEFAULT 'NONE' NOT NULL,
	"strike_limit" integer NOT NULL,
	"window_days" integer NOT NULL,
	"block_days" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_policy_single_row" CHECK ("attendance_policy"."id" = 1),
	CONSTRAINT "attendance_policy_mode" CHECK ("attendance_policy"."mode" in ('NONE', 'STRIKES')),
	CONSTRAINT "attendance_policy_ranges" CHECK ("attendance_policy"."strike_limit" between 1 and 10 and "attendance_policy"."window_days" between 7 and 365 and "attendance_policy"."block_days" between 1 and 90)
);
--> statement-breakpoint
CREATE TABLE "attendance_strikes" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"athlete_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"forgiven_at" timestamp with time zone,
	"forgiven_by" integer,
	CONSTRAINT "attendance_strikes_kind" CHECK ("attendance_strikes"."kind" in ('NO_SHOW', 'LATE_CANCEL'))
);
--> statement-breakpoint
ALTER TABLE "attendance_policy" ADD CONSTRAINT "attendance_policy_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_strikes" ADD CONSTRAINT "attendance_strikes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_strikes" ADD CONSTRAINT "attendance_strikes_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_strikes" ADD CONSTRAINT "attendance_strikes_forgiven_by_users_id_fk" FOREIGN KEY ("forgiven_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_strikes_booking_kind" ON "attendance_strikes" USING btree ("booking_id","kind");--> statement-breakpoint
CREATE INDEX "attendance_strikes_athlete_at" ON "attendance_strikes" USING btree ("athlete_id","at");