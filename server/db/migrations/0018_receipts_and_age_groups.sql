CREATE TYPE "public"."receipt_kind" AS ENUM('PAYMENT', 'REFUND', 'CREDIT_USED', 'CREDIT_RETURNED');--> statement-breakpoint
CREATE TABLE "age_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"athlete_id" integer NOT NULL,
	"granted_by" integer NOT NULL,
	"reason" text NOT NULL,
	"used_by_booking_id" integer,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"ledger_entry_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"payer_id" integer NOT NULL,
	"kind" "receipt_kind" NOT NULL,
	"amount_cents" integer NOT NULL,
	"content" jsonb NOT NULL,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_number_unique" UNIQUE("number"),
	CONSTRAINT "receipts_ledger_entry_id_unique" UNIQUE("ledger_entry_id")
);
--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "min_age" integer;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "max_age" integer;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "min_age" integer;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "max_age" integer;--> statement-breakpoint
ALTER TABLE "age_exceptions" ADD CONSTRAINT "age_exceptions_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "age_exceptions" ADD CONSTRAINT "age_exceptions_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "age_exceptions" ADD CONSTRAINT "age_exceptions_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "age_exceptions" ADD CONSTRAINT "age_exceptions_used_by_booking_id_bookings_id_fk" FOREIGN KEY ("used_by_booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "age_exceptions_session_athlete_idx" ON "age_exceptions" USING btree ("session_id","athlete_id");--> statement-breakpoint
CREATE INDEX "receipts_payer_idx" ON "receipts" USING btree ("payer_id");--> statement-breakpoint
CREATE INDEX "receipts_payment_idx" ON "receipts" USING btree ("payment_id");