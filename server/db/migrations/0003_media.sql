CREATE TYPE "public"."media_status" AS ENUM('PENDING', 'REVIEWED');--> statement-breakpoint
CREATE TYPE "public"."media_type" AS ENUM('VIDEO', 'IMAGE');--> statement-breakpoint
CREATE TABLE "coach_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"media_id" integer NOT NULL,
	"coach_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"feedback" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"file_type" "media_type" NOT NULL,
	"mime_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"duration_seconds" double precision,
	"thumbnail_key" text,
	"status" "media_status" DEFAULT 'PENDING' NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"title" text,
	"description" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sport" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_uploads_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "coach_feedback" ADD CONSTRAINT "coach_feedback_media_id_media_uploads_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_feedback" ADD CONSTRAINT "coach_feedback_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coach_feedback_media_idx" ON "coach_feedback" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "coach_feedback_coach_idx" ON "coach_feedback" USING btree ("coach_id");--> statement-breakpoint
CREATE INDEX "media_uploads_user_idx" ON "media_uploads" USING btree ("user_id","created_at");