CREATE TABLE "plan_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"athlete_id" integer NOT NULL,
	"assigned_by" integer,
	"start_date" date NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_day_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"day" date NOT NULL,
	"author_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"day" date NOT NULL,
	"exercise_id" text NOT NULL,
	"done" boolean NOT NULL,
	"sets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"effort" integer,
	"note" text,
	"media_id" integer,
	"logged_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_plan_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"version" integer NOT NULL,
	"weeks" jsonb NOT NULL,
	"effective_from" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"sport" text,
	"is_template" boolean DEFAULT false NOT NULL,
	"copied_from" integer,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"title_es" text,
	"summary" text,
	"summary_es" text,
	"body" text,
	"body_es" text,
	"sport" text,
	"level" text NOT NULL,
	"skill" text NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"storage_key" text,
	"thumbnail_key" text,
	"duration_seconds" double precision,
	"mime_type" text,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_items_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "library_progress" (
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"position_seconds" double precision DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_progress_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "plan_assignments" ADD CONSTRAINT "plan_assignments_plan_id_training_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."training_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_assignments" ADD CONSTRAINT "plan_assignments_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_assignments" ADD CONSTRAINT "plan_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_day_comments" ADD CONSTRAINT "plan_day_comments_assignment_id_plan_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."plan_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_day_comments" ADD CONSTRAINT "plan_day_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_logs" ADD CONSTRAINT "plan_logs_assignment_id_plan_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."plan_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_logs" ADD CONSTRAINT "plan_logs_media_id_media_uploads_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_logs" ADD CONSTRAINT "plan_logs_logged_by_users_id_fk" FOREIGN KEY ("logged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plan_versions" ADD CONSTRAINT "training_plan_versions_plan_id_training_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."training_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plan_versions" ADD CONSTRAINT "training_plan_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plans" ADD CONSTRAINT "training_plans_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_items" ADD CONSTRAINT "library_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_progress" ADD CONSTRAINT "library_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_progress" ADD CONSTRAINT "library_progress_item_id_library_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."library_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_assignments_athlete_idx" ON "plan_assignments" USING btree ("athlete_id");--> statement-breakpoint
CREATE INDEX "plan_assignments_plan_idx" ON "plan_assignments" USING btree ("plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_assignments_live_idx" ON "plan_assignments" USING btree ("plan_id","athlete_id","start_date") WHERE "plan_assignments"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "plan_day_comments_day_idx" ON "plan_day_comments" USING btree ("assignment_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_logs_day_exercise_idx" ON "plan_logs" USING btree ("assignment_id","day","exercise_id");--> statement-breakpoint
CREATE INDEX "plan_logs_media_idx" ON "plan_logs" USING btree ("media_id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_plan_versions_plan_version_idx" ON "training_plan_versions" USING btree ("plan_id","version");--> statement-breakpoint
CREATE INDEX "training_plans_author_idx" ON "training_plans" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "library_items_published_idx" ON "library_items" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "library_items_filter_idx" ON "library_items" USING btree ("sport","level");--> statement-breakpoint
CREATE INDEX "library_progress_user_idx" ON "library_progress" USING btree ("user_id","updated_at");