CREATE TYPE "public"."role" AS ENUM('ATHLETE', 'COACH', 'PARENT');--> statement-breakpoint
CREATE TYPE "public"."subscription_tier" AS ENUM('FREE', 'PLUS', 'PRO', 'TEAM');--> statement-breakpoint
CREATE TYPE "public"."program_type" AS ENUM('BASKETBALL', 'SOCCER', 'FOOTBALL', 'SPEED_AGILITY', 'VOLLEYBALL', 'PRIVATE');--> statement-breakpoint
CREATE TYPE "public"."session_status" AS ENUM('ACTIVE', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."pickup_sport" AS ENUM('basketball', 'soccer', 'flag_football');--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"renewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role" "role" NOT NULL,
	"profile_image_url" text,
	"subscription_tier" "subscription_tier" DEFAULT 'FREE' NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"age" integer,
	"sport" text,
	"position" text,
	"training_goals" text,
	"profile_completed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" "program_type" NOT NULL,
	"description" text NOT NULL,
	"price_cents" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"image_url" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"session_title" text,
	"date" date NOT NULL,
	"time" time NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"total_spots" integer NOT NULL,
	"available_spots" integer NOT NULL,
	"location" text NOT NULL,
	"coach_id" integer,
	"status" "session_status" DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alumni" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"full_name" text NOT NULL,
	"current_status" text,
	"current_team" text,
	"octane_years" text,
	"primary_sport" text,
	"position" text,
	"graduation_year" integer,
	"achievements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quote" text,
	"career_highlights" text,
	"bio" text,
	"young_image_url" text,
	"pro_image_url" text,
	"social_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"accomplishments" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alumni_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "content_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"image_url" text,
	"coach_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_games" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sport" "pickup_sport" NOT NULL,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"location" text NOT NULL,
	"current_players" integer DEFAULT 0 NOT NULL,
	"max_players" integer NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"skill_level" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_likes" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "post_likes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_posts" ADD CONSTRAINT "content_posts_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_post_id_content_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."content_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "training_sessions_starts_idx" ON "training_sessions" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "training_sessions_program_idx" ON "training_sessions" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "content_posts_created_idx" ON "content_posts" USING btree ("created_at");