import { ArrowLeft, FileQuestion, Printer } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { ReceiptDocument } from '@/features/receipts/components/receipt-document';
import { useReceipt } from '@/features/receipts/api/use-receipt';
import { isNotFoundError } from '@/lib/is-not-found';
import { useT } from '@/lib/i18n/i18next';
import { useUser } from '@/lib/use-user';
import { Button } from '@/ui/button';
import { LoadFailed } from '@/ui/load-failed';
import { Spinner } from '@/ui/spinner';
import { StatusPanel } from '@/ui/status-panel';

/**
 * /billing/receipts/:number (issue 29): one receipt, printable (a Print button; on paper only the
 * receipt shows). Its payer reads it from Billing History, staff from the workspace's Receipts.
 */
export default function ReceiptPage() {
  const { t } = useT('receipts');
  const { user } = useUser();
  const number = Number(useParams<{ number: string }>().number);
  const receipt = useReceipt(number);
  const staff = user?.role === 'COACH';
  const back = staff ? { href: '/coach/manage/receipts', text: t('receipt.backStaff') } : { href: '/billing', text: t('receipt.back') };
  const missing = !Number.isInteger(number) || number <= 0 || isNotFoundError(receipt.error);
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10 print:max-w-none print:px-0 print:py-0">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link href={back.href}>
            <ArrowLeft className="size-4" aria-hidden="true" /> {back.text}
          </Link>
        </Button>
        {receipt.data && (
          <Button variant="outline" onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden="true" /> {t('receipt.print')}
          </Button>
        )}
      </div>
      {missing ? (
        <StatusPanel icon={FileQuestion} title={t('receipt.notFoundTitle')}>
          {t('receipt.notFound')}
        </StatusPanel>
      ) : receipt.isPending ? (
        <div className="py-10 text-center text-slate-600">
          <Spinner label={t('receipt.loading')} />
        </div>
      ) : receipt.isError ? (
        <LoadFailed message={t('receipt.loadError')} retry={t('history.retry')} onRetry={() => void receipt.refetch()} />
      ) : (
        <ReceiptDocument receipt={receipt.data} />
      )}
    </div>
  );
}
