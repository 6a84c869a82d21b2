ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
-- Hand-written: the demo alumni get their own pictures instead of one shared placeholder (issue 20).
UPDATE "alumni" SET "young_image_url" = '/images/alumni/' || "slug" || '-young.svg', "pro_image_url" = '/images/alumni/' || "slug" || '-pro.svg' WHERE "slug" IN ('tyler-brooks', 'aaliyah-grant', 'devin-carter', 'marcus-lee') AND "young_image_url" = '/images/alumni/young.svg';
