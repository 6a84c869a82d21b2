import type { TFunction } from '@/lib/i18n/i18next';

/** A session length in words: '45 min', '1 hour', '2 hours', '1 hour 30 min' (or in Spanish). */
export function formatDuration(minutes: number, t: TFunction<'onboarding'>): string {
  if (minutes < 60) return t('duration.minutes', { n: minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = t('duration.hours', { count: hours });
  return rest ? t('duration.hoursAndMinutes', { hours: h, minutes: t('duration.minutes', { n: rest }) }) : h;
}
