ALTER TABLE "programs" ADD COLUMN "name_es" text;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "description_es" text;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "session_title_es" text;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "location_es" text;--> statement-breakpoint
ALTER TABLE "content_posts" ADD COLUMN "title_es" text;--> statement-breakpoint
ALTER TABLE "content_posts" ADD COLUMN "content_es" text;--> statement-breakpoint
ALTER TABLE "pickup_games" ADD COLUMN "title_es" text;--> statement-breakpoint
ALTER TABLE "pickup_games" ADD COLUMN "location_es" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "display_name_es" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "description_es" text;--> statement-breakpoint
ALTER TABLE "session_packs" ADD COLUMN "name_es" text;--> statement-breakpoint
ALTER TABLE "session_packs" ADD COLUMN "description_es" text;--> statement-breakpoint
-- Reference data (decision 066): the plans' Spanish name and copy, only where staff have not changed the English since 0005.
UPDATE "plans" SET "display_name_es" = 'Gratis', "description_es" = 'Para empezar: reserva sesiones y prueba la retroalimentación en video.' WHERE "name" = 'FREE' AND "display_name" = 'Free' AND "description" = 'Get started: book sessions and try video feedback.' AND "description_es" IS NULL;--> statement-breakpoint
UPDATE "plans" SET "description_es" = 'Para atletas que entrenan cada semana.' WHERE "name" = 'PLUS' AND "description" = 'For athletes training every week.' AND "description_es" IS NULL;--> statement-breakpoint
UPDATE "plans" SET "description_es" = 'Atletas comprometidos que se preparan para el siguiente nivel.' WHERE "name" = 'PRO' AND "description" = 'Serious athletes preparing for the next level.' AND "description_es" IS NULL;--> statement-breakpoint
UPDATE "plans" SET "display_name_es" = 'Equipo', "description_es" = 'Familias y equipos pequeños que entrenan juntos.' WHERE "name" = 'TEAM' AND "display_name" = 'Team' AND "description" = 'Families and small teams training together.' AND "description_es" IS NULL;
