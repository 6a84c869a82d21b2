CREATE TYPE "public"."analysis_status" AS ENUM('QUEUED', 'RUNNING', 'DONE', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."analysis_type" AS ENUM('VIDEO_ANALYSIS', 'IMAGE_ANALYSIS');--> statement-breakpoint
CREATE TABLE "ai_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"media_id" integer NOT NULL,
	"status" "analysis_status" DEFAULT 'QUEUED' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"analysis_type" "analysis_type" NOT NULL,
	"confidence" double precision,
	"processing_time" integer,
	"feedback" text,
	"strengths" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"improvements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recommendations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"model_version" text,
	"measures" jsonb,
	"overlay_key" text,
	"job_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "ai_feedback_media_id_unique" UNIQUE("media_id")
);
--> statement-breakpoint
ALTER TABLE "ai_feedback" ADD CONSTRAINT "ai_feedback_media_id_media_uploads_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_feedback_status_idx" ON "ai_feedback" USING btree ("status");