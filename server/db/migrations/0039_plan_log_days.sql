CREATE TABLE "plan_log_days" (
	"assignment_id" integer NOT NULL,
	"day" date NOT NULL,
	"logs" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"effort_sum" integer DEFAULT 0 NOT NULL,
	"effort_count" integer DEFAULT 0 NOT NULL,
	"notes" integer DEFAULT 0 NOT NULL,
	"last_logged_at" timestamp with time zone,
	CONSTRAINT "plan_log_days_assignment_id_day_pk" PRIMARY KEY("assignment_id","day")
);
--> statement-breakpoint
ALTER TABLE "training_plan_versions" ADD COLUMN "days_per_week" jsonb GENERATED ALWAYS AS (jsonb_path_query_array(weeks, '$[*].days.size()')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "training_plan_versions" ADD COLUMN "exercises_per_day" jsonb GENERATED ALWAYS AS (jsonb_path_query_array(weeks, '$[*].days[*].exercises.size()')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_log_days" ADD CONSTRAINT "plan_log_days_assignment_id_plan_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."plan_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written (decision 063): plan_log_days follows plan_logs in the same transaction. Each change
-- takes the old log's figures off and adds the new one's with an upsert, so logs written at once
-- (other exercises of the day, or the same one from two devices) add up whatever their order.
CREATE OR REPLACE FUNCTION plan_logs_keep_days() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR TG_OP = 'DELETE' THEN
    UPDATE "plan_log_days" SET
      "logs" = "logs" - 1,
      "done" = "done" - OLD."done"::int,
      "effort_sum" = "effort_sum" - coalesce(OLD."effort", 0),
      "effort_count" = "effort_count" - (OLD."effort" IS NOT NULL)::int,
      "notes" = "notes" - (coalesce(OLD."note", '') <> '')::int
    WHERE "assignment_id" = OLD."assignment_id" AND "day" = OLD."day";
  END IF;
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    INSERT INTO "plan_log_days" ("assignment_id", "day", "logs", "done", "effort_sum", "effort_count", "notes", "last_logged_at")
    VALUES (NEW."assignment_id", NEW."day", 1, NEW."done"::int, coalesce(NEW."effort", 0), (NEW."effort" IS NOT NULL)::int, (coalesce(NEW."note", '') <> '')::int, NEW."updated_at")
    ON CONFLICT ("assignment_id", "day") DO UPDATE SET
      "logs" = "plan_log_days"."logs" + 1,
      "done" = "plan_log_days"."done" + EXCLUDED."done",
      "effort_sum" = "plan_log_days"."effort_sum" + EXCLUDED."effort_sum",
      "effort_count" = "plan_log_days"."effort_count" + EXCLUDED."effort_count",
      "notes" = "plan_log_days"."notes" + EXCLUDED."notes",
      "last_logged_at" = greatest("plan_log_days"."last_logged_at", EXCLUDED."last_logged_at");
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER plan_logs_days AFTER INSERT OR UPDATE OR DELETE ON "plan_logs" FOR EACH ROW EXECUTE FUNCTION plan_logs_keep_days();--> statement-breakpoint
-- Backfill: the days logged so far.
INSERT INTO "plan_log_days" ("assignment_id", "day", "logs", "done", "effort_sum", "effort_count", "notes", "last_logged_at")
  SELECT "assignment_id", "day", count(*)::int, (count(*) FILTER (WHERE "done"))::int, coalesce(sum("effort"), 0)::int, count("effort")::int,
    (count(*) FILTER (WHERE "note" <> ''))::int, max("updated_at")
  FROM "plan_logs" GROUP BY "assignment_id", "day";
