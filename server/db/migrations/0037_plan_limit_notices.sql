CREATE TABLE "plan_limit_notices" (
	"payer_id" integer NOT NULL,
	"athlete_id" integer NOT NULL,
	"limit_key" text NOT NULL,
	"period" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_limit_notices_payer_id_athlete_id_limit_key_period_pk" PRIMARY KEY("payer_id","athlete_id","limit_key","period")
);
--> statement-breakpoint
ALTER TABLE "plan_limit_notices" ADD CONSTRAINT "plan_limit_notices_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_limit_notices" ADD CONSTRAINT "plan_limit_notices_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_limit_notices_athlete_idx" ON "plan_limit_notices" USING btree ("athlete_id");