import { CircleCheck, X } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';

/** Part 1, section 8: shown at the top of the schedule when checkout returns with ?payment=success. */
export function PaymentSuccessNotice({ onDismiss, showSessionsLink }: { onDismiss: () => void; showSessionsLink: boolean }) {
  const { t } = useT('schedule');
  return (
    <div role="status" className="flex items-start gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900 shadow-sm">
      <CircleCheck className="mt-0.5 size-6 shrink-0 text-green-700" aria-hidden="true" />
      <div className="flex-1">
        <p className="font-bold">{t('paid.title')}</p>
        <p className="text-sm">{t('paid.text')}</p>
        {showSessionsLink && (
          <Link href="/sessions" className="mt-1 inline-block text-sm font-semibold text-green-800 underline underline-offset-2 hover:text-green-950">
            {t('paid.sessions')}
          </Link>
        )}
      </div>
      <button type="button" onClick={onDismiss} aria-label={t('paid.dismiss')} className="rounded-md p-1 text-green-800 hover:bg-green-100">
        <X className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}
