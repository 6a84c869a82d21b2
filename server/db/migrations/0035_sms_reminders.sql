ALTER TYPE "public"."reminder_channel" ADD VALUE 'SMS';--> statement-breakpoint
ALTER TABLE "reminder_preferences" ADD COLUMN "sms_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_preferences" ADD COLUMN "sms_phone" text;--> statement-breakpoint
ALTER TABLE "reminder_preferences" ADD COLUMN "sms_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reminder_preferences" ADD CONSTRAINT "reminder_preferences_sms_phone" CHECK (not "reminder_preferences"."sms_enabled" or "reminder_preferences"."sms_phone" is not null);