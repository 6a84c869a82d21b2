import type { TFunction } from '@/lib/i18n/i18next';
import type { Language } from '@/lib/i18n/language';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Part 1, 2.3: how old a news item is. Under 1 hour 'Just now', under 24 hours 'Nh ago',
 * under 48 hours 'Yesterday', otherwise the local date. A time in the future counts as just now.
 * The date is written as en-US ("11/20/2026") or es-US ("20/11/2026") write it, by hand: the first
 * `toLocaleDateString()` of a page sets up the browser's date formatting, a long task on the home
 * page's first screen on a slow phone (docs/performance.md).
 */
export function relativeTime(date: string | Date, t: TFunction<'home'>, lang: Language, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(then.getTime())) return '';
  const hours = (now.getTime() - then.getTime()) / HOUR_MS;
  if (hours < 1) return t('news.justNow');
  if (hours < 24) return t('news.hoursAgo', { hours: Math.floor(hours) });
  if (hours < 48) return t('news.yesterday');
  const [day, month, year] = [then.getDate(), then.getMonth() + 1, then.getFullYear()];
  return lang === 'es' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}
