ALTER TYPE "public"."payment_kind" ADD VALUE 'FEE';--> statement-breakpoint
ALTER TABLE "attendance_policy" DROP CONSTRAINT "attendance_policy_mode";--> statement-breakpoint
ALTER TABLE "attendance_policy" DROP CONSTRAINT "attendance_policy_ranges";--> statement-breakpoint
ALTER TABLE "attendance_policy" ADD COLUMN "fee_cents" integer DEFAULT 1500 NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_strikes" ADD COLUMN "fee_payment_id" integer;--> statement-breakpoint
ALTER TABLE "attendance_strikes" ADD CONSTRAINT "attendance_strikes_fee_payment_id_payments_id_fk" FOREIGN KEY ("fee_payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_strikes_fee_payment" ON "attendance_strikes" USING btree ("fee_payment_id");--> statement-breakpoint
ALTER TABLE "attendance_policy" ADD CONSTRAINT "attendance_policy_mode" CHECK ("attendance_policy"."mode" in ('NONE', 'STRIKES', 'FEE'));--> statement-breakpoint
ALTER TABLE "attendance_policy" ADD CONSTRAINT "attendance_policy_ranges" CHECK ("attendance_policy"."strike_limit" between 1 and 10 and "attendance_policy"."window_days" between 7 and 365 and "attendance_policy"."block_days" between 1 and 90 and "attendance_policy"."fee_cents" between 100 and 50000);