import { Link } from 'wouter';
import type { MediaItem } from '@common/media';
import { monthAndDay } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';

/**
 * Issue 29: pending, and the plan that pays for its review has used this month's coach reviews.
 * Says whose plan, until when, and (when it is the reader's) where to upgrade.
 */
export function ReviewWaitNote({ wait }: { wait: NonNullable<MediaItem['reviewWait']> }) {
  const { t, language } = useT('media');
  const values = { name: wait.name, plan: wait.planName, count: wait.limit, date: monthAndDay(wait.resetsOn, language) };
  return (
    <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      {t(`reviewWait.${wait.whose}`, values)}{' '}
      {wait.whose === 'you' && (
        <Link href="/subscription" className="font-semibold underline">
          {t('reviewWait.upgrade')}
        </Link>
      )}
    </p>
  );
}
