CREATE TABLE "athlete_test_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"sex" text,
	"leaderboard_opt_out" boolean DEFAULT false NOT NULL,
	"show_on_profile" boolean DEFAULT false NOT NULL,
	"consent_by" integer,
	"consent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "measurement_tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_es" text,
	"unit" text NOT NULL,
	"direction" text NOT NULL,
	"method" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"aggregate" text DEFAULT 'BEST' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_day_tests" (
	"session_id" integer NOT NULL,
	"test_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "test_day_tests_session_id_test_id_pk" PRIMARY KEY("session_id","test_id")
);
--> statement-breakpoint
CREATE TABLE "test_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"athlete_id" integer NOT NULL,
	"test_id" integer NOT NULL,
	"session_id" integer,
	"attempts" jsonb NOT NULL,
	"value" double precision NOT NULL,
	"tested_on" date NOT NULL,
	"media_id" integer,
	"evidence" jsonb,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "athlete_test_settings" ADD CONSTRAINT "athlete_test_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_test_settings" ADD CONSTRAINT "athlete_test_settings_consent_by_users_id_fk" FOREIGN KEY ("consent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_day_tests" ADD CONSTRAINT "test_day_tests_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_day_tests" ADD CONSTRAINT "test_day_tests_test_id_measurement_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."measurement_tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_test_id_measurement_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."measurement_tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_media_id_media_uploads_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "test_results_day_idx" ON "test_results" USING btree ("session_id","athlete_id","test_id") WHERE "test_results"."session_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "test_results_athlete_idx" ON "test_results" USING btree ("athlete_id","test_id","tested_on");--> statement-breakpoint
CREATE INDEX "test_results_board_idx" ON "test_results" USING btree ("test_id","tested_on");