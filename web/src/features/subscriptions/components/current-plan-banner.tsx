import { AlertTriangle, CalendarClock, PauseCircle, ShieldCheck } from 'lucide-react';
import type { Tier } from '@common/auth';
import type { CurrentSubscription } from '@common/subscriptions';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { toast } from '@/ui/toast';
import { useKeepPlanRunning } from '../api/use-pause-plan';
import { canCancel, canPause, formatPlanDate, periodLine } from '../lib/plan-period';
import { PLAN_LOOK } from '../lib/plan-look';

interface CurrentPlanBannerProps {
  current: CurrentSubscription;
  onCancel: () => void;
  onPause: () => void;
  /** Starts a paused plan again now: the upgrade to it. */
  onResume: (plan: Tier) => void;
}

/**
 * Part 2's banner: the current plan's display name, with its renewal or end date and the way to
 * cancel; a failed renewal being retried (what failed, the next try, the card to update) and a pause
 * asked for or under way (issue 29).
 */
export function CurrentPlanBanner({ current, onCancel, onPause, onResume }: CurrentPlanBannerProps) {
  const { t, language } = useT('subscription');
  const keep = useKeepPlanRunning();
  const { icon: Icon } = PLAN_LOOK[current.name];
  const period = periodLine(current, t, language);
  const { pastDue, pause } = current;
  const keepRunning = () =>
    keep.mutate(undefined, {
      onSuccess: ({ message }) => toast({ title: t('pause.keptTitle'), description: message, variant: 'success' }),
      onError: (err) => toast({ title: t('pause.failedTitle'), description: serverMessage(err, t('pause.failed')), variant: 'error' }),
    });
  return (
    <section aria-label={t('banner.label')} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-ink-900 text-brand-500">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <div>
            <p className="text-sm text-slate-600">{t('banner.label')}</p>
            <p className="text-xl font-extrabold text-ink-900" data-testid="current-plan">
              {current.displayName}
            </p>
            {period && (
              <p
                className={
                  current.cancelAtPeriodEnd
                    ? 'mt-0.5 flex items-center gap-1.5 text-sm font-semibold text-amber-800'
                    : 'mt-0.5 flex items-center gap-1.5 text-sm text-slate-600'
                }
              >
                <CalendarClock className="size-4" aria-hidden="true" />
                {period}
              </p>
            )}
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {canPause(current) && (
            <Button variant="outline" onClick={onPause}>
              {t('pause.button')}
            </Button>
          )}
          {canCancel(current) ? (
            <Button variant="outline" onClick={onCancel}>
              {t('banner.cancel')}
            </Button>
          ) : (
            current.name === 'FREE' &&
            !pause && (
              <p className="flex items-center gap-1.5 text-sm text-slate-600">
                <ShieldCheck className="size-4 text-green-700" aria-hidden="true" />
                {t('banner.noCard')}
              </p>
            )
          )}
        </div>
      </div>
      {pastDue && (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="flex gap-2">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              <strong className="font-semibold">{t('banner.pastDue')}</strong> {pastDue.reason && <>({pastDue.reason}) </>}
              {pastDue.nextRetryAt
                ? pastDue.retriesLeft > 0
                  ? t('dunning.nextTryCounted', { date: formatPlanDate(pastDue.nextRetryAt, language), count: pastDue.retriesLeft })
                  : t('dunning.nextTry', { date: formatPlanDate(pastDue.nextRetryAt, language) })
                : t('dunning.soon')}{' '}
              {t('dunning.keep', { plan: current.displayName })}
            </span>
          </p>
          <a
            href="/account#payment-methods"
            className="inline-flex shrink-0 items-center justify-center rounded-lg bg-red-700 px-3 py-2 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
          >
            {t('dunning.updateCard')}
          </a>
        </div>
      )}
      {pause && (
        <div
          className="flex flex-col gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950 sm:flex-row sm:items-center sm:justify-between"
          data-testid="plan-pause"
        >
          <p className="flex gap-2">
            <PauseCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              {pause.started
                ? t('pause.underWay', { plan: pause.planDisplayName, date: formatPlanDate(pause.resumesAt, language) })
                : t('pause.asked', {
                    plan: pause.planDisplayName,
                    from: formatPlanDate(pause.startsAt, language),
                    until: formatPlanDate(pause.resumesAt, language),
                  })}
            </span>
          </p>
          {pause.started ? (
            <Button onClick={() => onResume(pause.plan)} className="shrink-0">
              {t('pause.resume', { plan: pause.planDisplayName })}
            </Button>
          ) : (
            <Button variant="outline" onClick={keepRunning} disabled={keep.isPending} className="shrink-0">
              {keep.isPending ? t('pause.keeping') : t('pause.keepRunning')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
