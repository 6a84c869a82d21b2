import { ArrowRight, Sparkles } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18next';
import { PLANS_PATH, splitPlanLinks } from './plan-limit';

interface PlanLimitNoticeProps {
  message: string;
  className?: string;
}

/**
 * A plan limit the server refused with (402): its own words, with "/subscription" as a link, and a
 * clear way to the plans. Announced, as it answers something the person just did. It appears after
 * the page is shown, so its words load beside the page rather than holding it up.
 */
export function PlanLimitNotice(props: PlanLimitNoticeProps) {
  return (
    <Suspense fallback={null}>
      <Notice {...props} />
    </Suspense>
  );
}

function Notice({ message, className }: PlanLimitNoticeProps) {
  const { t } = useT('payments');
  return (
    <div role="alert" className={cn('flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950', className)}>
      <Sparkles className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="space-y-2">
        <p className="font-semibold">{t('planLimit.title')}</p>
        <p>
          {splitPlanLinks(message).map((part, i) =>
            part.link ? (
              <Link key={i} href={PLANS_PATH} className="font-semibold underline underline-offset-2">
                {part.text}
              </Link>
            ) : (
              <span key={i}>{part.text}</span>
            ),
          )}
        </p>
        <Link href={PLANS_PATH} className="inline-flex items-center gap-1 font-semibold text-amber-900 underline-offset-2 hover:underline">
          {t('planLimit.seePlans')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </div>
  );
}
