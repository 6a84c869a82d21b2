import { ArrowLeft, Receipt } from 'lucide-react';
import { Link } from 'wouter';
import { BillingHistoryList } from '@/features/receipts/components/billing-history-list';
import { useBillingHistory } from '@/features/receipts/api/use-billing-history';
import { useSiteInfo } from '@/features/site/api/use-site-info';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { LoadFailed } from '@/ui/load-failed';
import { PageIntro } from '@/ui/page-intro';
import { Spinner } from '@/ui/spinner';
import { StatusPanel } from '@/ui/status-panel';

/** /billing (issue 29): an athlete's or parent's payments, refunds and credit movements, each with its receipt. */
export default function BillingPage() {
  const { t } = useT('receipts');
  const history = useBillingHistory();
  const site = useSiteInfo();
  // Days are the facility's; the browser's zone stands in until the site's details arrive.
  const timeZone = site.data?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <>
      <PageIntro eyebrow={t('history.eyebrow')} title={t('history.title')} width="max-w-5xl">
        {t('history.intro')}
      </PageIntro>
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:py-10">
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link href="/profile">
            <ArrowLeft className="size-4" aria-hidden="true" /> {t('history.back')}
          </Link>
        </Button>
        {history.isPending ? (
          <div className="py-10 text-center text-slate-600">
            <Spinner label={t('history.loading')} />
          </div>
        ) : history.isError ? (
          <LoadFailed message={t('history.loadError')} retry={t('history.retry')} onRetry={() => void history.refetch()} />
        ) : history.data.entries.length === 0 ? (
          <StatusPanel
            icon={Receipt}
            title={t('history.emptyTitle')}
            action={
              <Button asChild>
                <Link href="/schedule">{t('history.book')}</Link>
              </Button>
            }
          >
            {t('history.emptyText')}
          </StatusPanel>
        ) : (
          <BillingHistoryList entries={history.data.entries} timeZone={timeZone} />
        )}
      </div>
    </>
  );
}
