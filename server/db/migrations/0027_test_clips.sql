CREATE TABLE "test_clips" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"athlete_id" integer NOT NULL,
	"test_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"original_name" text,
	"status" text DEFAULT 'UPLOADING' NOT NULL,
	"reason" text,
	"measure" jsonb,
	"frame_keys" jsonb,
	"job_id" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_clips_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "test_results" DROP CONSTRAINT "test_results_media_id_media_uploads_id_fk";
--> statement-breakpoint
ALTER TABLE "test_clips" ADD CONSTRAINT "test_clips_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_clips" ADD CONSTRAINT "test_clips_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_clips" ADD CONSTRAINT "test_clips_test_id_measurement_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."measurement_tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_clips" ADD CONSTRAINT "test_clips_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_clips_day_idx" ON "test_clips" USING btree ("session_id","athlete_id","test_id");--> statement-breakpoint
ALTER TABLE "test_results" DROP COLUMN "media_id";--> statement-breakpoint
ALTER TABLE "test_results" ADD COLUMN "clip_id" integer;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_clip_id_test_clips_id_fk" FOREIGN KEY ("clip_id") REFERENCES "public"."test_clips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_day_tests" ADD COLUMN "sprint_setup" jsonb;