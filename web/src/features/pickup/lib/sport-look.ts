import { Flag, Goal, Volleyball, type LucideIcon } from 'lucide-react';
import type { PickupGame } from '@common/pickup';

/** Each pickup sport's icon and colours, so a glance at a card tells the sport. */
export const SPORT_LOOK: Record<PickupGame['sport'], { icon: LucideIcon; pill: string; accent: string }> = {
  basketball: { icon: Volleyball, pill: 'bg-orange-100 text-orange-900', accent: 'border-l-orange-500' },
  soccer: { icon: Goal, pill: 'bg-emerald-100 text-emerald-900', accent: 'border-l-emerald-600' },
  flag_football: { icon: Flag, pill: 'bg-sky-100 text-sky-900', accent: 'border-l-sky-600' },
};
