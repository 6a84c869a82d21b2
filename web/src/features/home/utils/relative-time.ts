const HOUR_MS = 60 * 60 * 1000;

/**
 * Part 1, 2.3: how old a news item is. Under 1 hour 'Just now', under 24 hours 'Nh ago',
 * under 48 hours 'Yesterday', otherwise the local date. A time in the future counts as just now.
 * The date is written as the site's English (en-US) writes it, "11/20/2026", by hand: the first
 * `toLocaleDateString()` of a page sets up the browser's date formatting, a long task on the home
 * page's first screen on a slow phone (docs/performance.md).
 */
export function relativeTime(date: string | Date, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(then.getTime())) return '';
  const hours = (now.getTime() - then.getTime()) / HOUR_MS;
  if (hours < 1) return 'Just now';
  if (hours < 24) return `${Math.floor(hours)}h ago`;
  if (hours < 48) return 'Yesterday';
  return `${then.getMonth() + 1}/${then.getDate()}/${then.getFullYear()}`;
}
