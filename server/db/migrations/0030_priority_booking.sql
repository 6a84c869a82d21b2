-- Booking windows and priority booking (issue 32, decision 056). Existing programs keep no window
-- (always open, as before); the demo seed gives its programs 14 days.
ALTER TABLE "programs" ADD COLUMN "booking_opens_days" integer;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "priority_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "has_priority_booking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- docs/design.md section 9: priority booking from Plus.
UPDATE "plans" SET "has_priority_booking" = true WHERE "name" IN ('PLUS', 'PRO', 'TEAM');
