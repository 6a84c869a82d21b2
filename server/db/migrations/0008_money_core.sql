CREATE TYPE "public"."ledger_kind" AS ENUM('CHARGE', 'REFUND', 'FORFEIT');--> statement-breakpoint
CREATE TYPE "public"."refund_status" AS ENUM('PENDING', 'SUCCEEDED');--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"kind" "ledger_kind" NOT NULL,
	"amount_cents" integer NOT NULL,
	"intent_id" text,
	"reference" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_amount_positive" CHECK ("ledger_entries"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "upload_grants" (
	"object_key" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "intent_id" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "status" "refund_status" DEFAULT 'SUCCEEDED' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_grants" ADD CONSTRAINT "upload_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_reference_idx" ON "ledger_entries" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "ledger_payment_idx" ON "ledger_entries" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "upload_grants_user_idx" ON "upload_grants" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_key_idx" ON "refunds" USING btree ("key");--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("status");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
-- Hand-written (decision 019): the ledger is append-only.
CREATE OR REPLACE FUNCTION ledger_entries_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only';
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_change BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();--> statement-breakpoint
-- Backfill: charges already taken, refunds already paid, and money kept by late cancellations.
INSERT INTO "ledger_entries" ("payment_id", "kind", "amount_cents", "intent_id", "reference", "note", "created_at")
  SELECT "id", 'CHARGE', "amount_cents", "intent_id", 'charge:' || "intent_id", 'backfilled', "updated_at"
  FROM "payments" WHERE "status" IN ('SUCCEEDED', 'REFUNDED') AND "intent_id" IS NOT NULL AND "amount_cents" > 0;--> statement-breakpoint
UPDATE "refunds" r SET "intent_id" = p."intent_id", "key" = 'legacy:' || r."id", "settled_at" = r."created_at" FROM "payments" p WHERE p."id" = r."payment_id";--> statement-breakpoint
INSERT INTO "ledger_entries" ("payment_id", "kind", "amount_cents", "intent_id", "reference", "note", "created_at")
  SELECT "payment_id", 'REFUND', "amount_cents", "intent_id", 'refund:' || "id", "reason", "created_at" FROM "refunds" WHERE "amount_cents" > 0;--> statement-breakpoint
INSERT INTO "ledger_entries" ("payment_id", "kind", "amount_cents", "reference", "note", "created_at")
  SELECT "payment_id", 'FORFEIT', "amount_cents" - "refund_due_cents", 'forfeit:booking:' || "id", 'late cancellation', COALESCE("cancelled_at", now())
  FROM "bookings" WHERE "status" = 'CANCELLED' AND "payment_id" IS NOT NULL AND "amount_cents" > "refund_due_cents";
--> statement-breakpoint
-- Plan payments already activated: the period each paid for (decision 019).
UPDATE "payments" p SET "details" = p."details" || jsonb_build_object('periodOf', s."id") FROM "subscriptions" s WHERE s."last_payment_id" = p."id" AND p."kind" = 'PLAN';--> statement-breakpoint
UPDATE "payments" SET "details" = "details" || jsonb_build_object('periodOf', ("details"->>'subscriptionId')::int)
  WHERE "kind" = 'PLAN' AND "status" = 'SUCCEEDED' AND "details" ? 'subscriptionId' AND NOT "details" ? 'periodOf';
