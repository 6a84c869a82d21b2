CREATE TABLE "kiosk_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"started_by" integer NOT NULL,
	"label" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "check_in_code" text DEFAULT upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 8)) NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosk_sessions" ADD CONSTRAINT "kiosk_sessions_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kiosk_sessions_token_idx" ON "kiosk_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "kiosk_sessions_started_by_idx" ON "kiosk_sessions" USING btree ("started_by");--> statement-breakpoint
CREATE INDEX "bookings_check_in_code_idx" ON "bookings" USING btree ("check_in_code");