CREATE TYPE "public"."annotation_kind" AS ENUM('line', 'arrow', 'circle', 'angle', 'freehand', 'text');--> statement-breakpoint
CREATE TABLE "annotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"media_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"kind" "annotation_kind" NOT NULL,
	"color" text NOT NULL,
	"points" jsonb NOT NULL,
	"text" text,
	"at_ms" integer NOT NULL,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pose_tracks" (
	"media_id" integer PRIMARY KEY NOT NULL,
	"track" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "annotations" ADD CONSTRAINT "annotations_media_id_media_uploads_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annotations" ADD CONSTRAINT "annotations_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pose_tracks" ADD CONSTRAINT "pose_tracks_media_id_media_uploads_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "annotations_media_idx" ON "annotations" USING btree ("media_id","at_ms");