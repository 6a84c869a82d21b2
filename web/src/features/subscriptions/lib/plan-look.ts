import { Crown, Star, Users, Zap, type LucideIcon } from 'lucide-react';
import type { Tier } from '@common/auth';
import { LIMIT_LINES, PLAN_LINE_KEYS, UNLIMITED, type PlanLine, type PlanLineKey } from '@common/capabilities';
import type { Plan } from '@common/subscriptions';
import type { TFunction } from '@/lib/i18n/i18next';

/** Part 2: an icon per plan, with its colours. */
export const PLAN_LOOK: Record<Tier, { icon: LucideIcon; tile: string }> = {
  FREE: { icon: Zap, tile: 'bg-slate-100 text-slate-700' },
  PLUS: { icon: Star, tile: 'bg-brand-100 text-brand-700' },
  PRO: { icon: Crown, tile: 'bg-amber-100 text-amber-800' },
  TEAM: { icon: Users, tile: 'bg-sky-100 text-sky-800' },
};

/** The plan carrying the 'MOST POPULAR' badge. */
export const MOST_POPULAR: Tier = 'PLUS';

/** The comparison table's rows: the lines any of the plans sells, in the lines' order (decision 049). */
export const comparisonRows = (plans: Plan[]): PlanLineKey[] => PLAN_LINE_KEYS.filter((key) => plans.some((p) => p.includes.some((l) => l.key === key)));

/** A card's line in words: "8 training sessions a month", "Unlimited video and photo uploads", "Pickup games". */
export function lineText(line: PlanLine, t: TFunction<'subscription'>): string {
  if (!isLimitLine(line.key) || line.amount === undefined) return t(`lines.${line.key}`);
  return line.amount === UNLIMITED ? t(`lines.${line.key}Unlimited`) : t(`lines.${line.key}`, { count: line.amount });
}

const isLimitLine = (key: PlanLineKey): key is keyof typeof LIMIT_LINES => key in LIMIT_LINES;

/** The three monthly limits on each card and in the usage panel; the first names its words (limits.*). */
export const LIMIT_ROWS = [
  ['maxTrainingSessions', 'trainingSessions'],
  ['maxMediaUploads', 'mediaUploads'],
  ['maxCoachFeedback', 'coachFeedback'],
] as const;
