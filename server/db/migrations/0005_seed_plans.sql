-- Reference data: the four plans (part 2). Prices in cents per month; -1 means unlimited. Staff edit them later.
INSERT INTO "plans" ("name", "display_name", "price_cents", "sort_order", "description", "features", "max_training_sessions", "max_media_uploads", "max_coach_feedback", "has_pickup_game_access", "has_premium_content", "has_personalized_plans", "has_advanced_analytics") VALUES
('FREE', 'Free', 0, 0, 'Get started: book sessions and try video feedback.', '["Book training sessions","Upload training videos","AI movement analysis"]', 4, 5, 2, false, false, false, false),
('PLUS', 'Plus', 2900, 1, 'For athletes training every week.', '["Everything in Free","Pickup games access","More coach feedback","Priority booking reminders"]', 8, 20, 10, true, false, false, false),
('PRO', 'Pro', 5900, 2, 'Serious athletes preparing for the next level.', '["Everything in Plus","Unlimited sessions and uploads","Premium training content","Personalized training plans"]', -1, -1, 30, true, true, true, false),
('TEAM', 'Team', 14900, 3, 'Families and small teams training together.', '["Everything in Pro","Unlimited coach feedback","Advanced analytics","Team progress reports"]', -1, -1, -1, true, true, true, true)
ON CONFLICT ("name") DO NOTHING;
