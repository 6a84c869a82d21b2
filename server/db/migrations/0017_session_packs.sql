CREATE TYPE "public"."credit_use_status" AS ENUM('USED', 'RETURNED');--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'CREDITS_BOUGHT';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'CREDIT_USED';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'CREDIT_RETURNED';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'CREDITS_EXPIRED';--> statement-breakpoint
ALTER TYPE "public"."payment_kind" ADD VALUE 'PACK';--> statement-breakpoint
CREATE TABLE "credit_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"pack_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"pack_name" text NOT NULL,
	"credits" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"program_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"expiry_notice_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"grant_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"slot" integer NOT NULL,
	"value_cents" integer NOT NULL,
	"status" "credit_use_status" DEFAULT 'USED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"returned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "session_packs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"credits" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"program_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "paid_with_credit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_grants" ADD CONSTRAINT "credit_grants_pack_id_session_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."session_packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_grants" ADD CONSTRAINT "credit_grants_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_grants" ADD CONSTRAINT "credit_grants_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_uses" ADD CONSTRAINT "credit_uses_grant_id_credit_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."credit_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_uses" ADD CONSTRAINT "credit_uses_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_grants_payment_idx" ON "credit_grants" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "credit_grants_owner_idx" ON "credit_grants" USING btree ("owner_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_uses_booking_idx" ON "credit_uses" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_uses_live_slot_idx" ON "credit_uses" USING btree ("grant_id","slot") WHERE "credit_uses"."status" = 'USED';--> statement-breakpoint
CREATE INDEX "credit_uses_grant_idx" ON "credit_uses" USING btree ("grant_id");