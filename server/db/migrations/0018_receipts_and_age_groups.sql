CREATE TYPE "public"."receipt_kind" AS ENUM('PAYMENT', 'REFUND', 'CREDIT_USED', 'CREDIT_RETURNED');--> statement-breakpoint
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
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipts_payer_idx" ON "receipts" USING btree ("payer_id");--> statement-breakpoint
CREATE INDEX "receipts_payment_idx" ON "receipts" USING btree ("payment_id");