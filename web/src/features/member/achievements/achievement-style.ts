import { Award, CalendarCheck, Camera, Crown, Dumbbell, Footprints, Sparkles, Sunrise, TrendingUp, Video, type LucideIcon } from 'lucide-react';
import type { Achievement } from '@common/member';
import type { TFunction } from '@/lib/i18n/i18next';

const ICONS: Record<string, LucideIcon> = {
  footprints: Footprints,
  'trending-up': TrendingUp,
  dumbbell: Dumbbell,
  crown: Crown,
  'calendar-check': CalendarCheck,
  camera: Camera,
  video: Video,
  sunrise: Sunrise,
};

/** The server names an icon; unknown names fall back to a medal. */
export const achievementIcon = (name: string): LucideIcon => ICONS[name] ?? Award;

/** Icon tile and progress bar colours per achievement colour (whole class names, so Tailwind keeps them). */
const COLORS: Record<string, { tile: string; bar: string }> = {
  green: { tile: 'bg-green-100 text-green-700', bar: 'bg-green-600' },
  blue: { tile: 'bg-blue-100 text-blue-700', bar: 'bg-blue-600' },
  purple: { tile: 'bg-purple-100 text-purple-700', bar: 'bg-purple-600' },
  amber: { tile: 'bg-amber-100 text-amber-800', bar: 'bg-amber-500' },
  teal: { tile: 'bg-teal-100 text-teal-700', bar: 'bg-teal-600' },
  pink: { tile: 'bg-pink-100 text-pink-700', bar: 'bg-pink-600' },
  rose: { tile: 'bg-rose-100 text-rose-700', bar: 'bg-rose-600' },
  orange: { tile: 'bg-orange-100 text-orange-700', bar: 'bg-orange-600' },
};
const NEUTRAL = { tile: 'bg-slate-100 text-slate-500', bar: 'bg-slate-400' };

export const achievementColors = (a: Pick<Achievement, 'color' | 'earned'>) =>
  a.earned ? (COLORS[a.color] ?? NEUTRAL) : { ...NEUTRAL, bar: (COLORS[a.color] ?? NEUTRAL).bar };

const KNOWN = [
  'first-steps',
  'getting-started',
  'dedicated-athlete',
  'training-veteran',
  'monthly-consistency',
  'media-contributor',
  'content-creator',
  'early-bird',
] as const;
const isKnown = (id: string): id is (typeof KNOWN)[number] => (KNOWN as readonly string[]).includes(id);

/** An achievement's title and description in the page's language; one the screen does not know keeps the server's words. */
export const achievementWords = (a: Pick<Achievement, 'id' | 'title' | 'description'>, t: TFunction<'achievements'>) =>
  isKnown(a.id) ? { title: t(`items.${a.id}.title`), description: t(`items.${a.id}.description`) } : { title: a.title, description: a.description };

/** One icon per category for the category cards. */
export const CATEGORY_ICON: Record<Achievement['category'], LucideIcon> = {
  Milestone: Footprints,
  Progress: TrendingUp,
  Elite: Crown,
  Consistency: CalendarCheck,
  Engagement: Camera,
  Special: Sparkles,
};
