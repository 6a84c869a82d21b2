CREATE TYPE "public"."hold_kind" AS ENUM('CHECKOUT', 'OFFER');--> statement-breakpoint
CREATE TYPE "public"."waitlist_status" AS ENUM('WAITING', 'OFFERED', 'BOOKED', 'LEFT', 'EXPIRED', 'CLOSED');--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"athlete_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"status" "waitlist_status" DEFAULT 'WAITING' NOT NULL,
	"sort_key" double precision NOT NULL,
	"auto_book" boolean DEFAULT false NOT NULL,
	"hold_id" integer,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spot_holds" ADD COLUMN "kind" "hold_kind" DEFAULT 'CHECKOUT' NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_hold_id_spot_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."spot_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_one_active_idx" ON "waitlist_entries" USING btree ("athlete_id","session_id") WHERE "waitlist_entries"."status" in ('WAITING', 'OFFERED');--> statement-breakpoint
CREATE INDEX "waitlist_session_idx" ON "waitlist_entries" USING btree ("session_id","status","sort_key");--> statement-breakpoint
CREATE INDEX "waitlist_member_idx" ON "waitlist_entries" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "waitlist_hold_idx" ON "waitlist_entries" USING btree ("hold_id");