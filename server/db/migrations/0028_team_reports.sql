CREATE TABLE "athlete_group_members" (
	"group_id" integer NOT NULL,
	"athlete_id" integer NOT NULL,
	"added_by" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "athlete_group_members_group_id_athlete_id_pk" PRIMARY KEY("group_id","athlete_id")
);
--> statement-breakpoint
CREATE TABLE "athlete_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"owner_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "athlete_groups_name_length" CHECK (char_length("athlete_groups"."name") between 1 and 80)
);
--> statement-breakpoint
CREATE TABLE "team_report_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"athlete_id" integer NOT NULL,
	"month" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "athlete_group_members" ADD CONSTRAINT "athlete_group_members_group_id_athlete_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."athlete_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_group_members" ADD CONSTRAINT "athlete_group_members_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_group_members" ADD CONSTRAINT "athlete_group_members_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_groups" ADD CONSTRAINT "athlete_groups_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_report_mails" ADD CONSTRAINT "team_report_mails_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_report_mails" ADD CONSTRAINT "team_report_mails_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "athlete_group_members_athlete_idx" ON "athlete_group_members" USING btree ("athlete_id");--> statement-breakpoint
CREATE INDEX "athlete_groups_owner_idx" ON "athlete_groups" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_report_mails_once_idx" ON "team_report_mails" USING btree ("parent_id","athlete_id","month");--> statement-breakpoint
CREATE INDEX "team_report_mails_month_idx" ON "team_report_mails" USING btree ("month");