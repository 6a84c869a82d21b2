import { Crown, Star, Users, Zap, type LucideIcon } from 'lucide-react';
import type { Tier } from '@common/auth';
import type { Plan } from '@common/subscriptions';

/** Part 2: an icon per plan, with its colours. */
export const PLAN_LOOK: Record<Tier, { icon: LucideIcon; tile: string }> = {
  FREE: { icon: Zap, tile: 'bg-slate-100 text-slate-700' },
  PLUS: { icon: Star, tile: 'bg-brand-100 text-brand-700' },
  PRO: { icon: Crown, tile: 'bg-amber-100 text-amber-800' },
  TEAM: { icon: Users, tile: 'bg-sky-100 text-sky-800' },
};

/** The plan carrying the 'MOST POPULAR' badge. */
export const MOST_POPULAR: Tier = 'PLUS';

/** The comparison table's rows (part 2), in order; each names its words (features.*). */
export const FEATURE_ROWS: ReadonlyArray<keyof Pick<Plan, 'hasPickupGameAccess' | 'hasPremiumContent' | 'hasPersonalizedPlans' | 'hasAdvancedAnalytics'>> = [
  'hasPickupGameAccess',
  'hasPremiumContent',
  'hasPersonalizedPlans',
  'hasAdvancedAnalytics',
];

/** The three monthly limits on each card and in the usage panel; the first names its words (limits.*). */
export const LIMIT_ROWS = [
  ['maxTrainingSessions', 'trainingSessions'],
  ['maxMediaUploads', 'mediaUploads'],
  ['maxCoachFeedback', 'coachFeedback'],
] as const;
