import { Link } from 'wouter';
import { receiptLabel, type BillingEntry } from '@common/receipts';
import { instantDateIn, money } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';
import { Card } from '@/ui/card';
import { entryAmount, itemText } from '../lib/receipt-text';

const TONE = {
  CHARGE: 'secondary',
  REFUND: 'success',
  FORFEIT: 'warning',
  CREDITS_BOUGHT: 'secondary',
  CREDIT_USED: 'secondary',
  CREDIT_RETURNED: 'success',
  CREDITS_EXPIRED: 'warning',
} as const;

/**
 * The billing history (issue 29): each movement with its day (in the facility's zone), what it was
 * for and whom, its amount (money, or credits for credit movements) and a link to its receipt. A
 * refund requested and not paid yet shows at once as "Refund pending"; its receipt follows.
 */
export function BillingHistoryList({ entries, timeZone }: { entries: BillingEntry[]; timeZone: string }) {
  const { t, language } = useT('receipts');
  return (
    <Card className="overflow-hidden">
      <ol aria-label={t('history.listLabel')} className="divide-y divide-slate-200">
        {entries.map((e) => {
          const what = itemText(e.item, t, language, timeZone);
          const label = e.receiptNumber === null ? null : receiptLabel(e.receiptNumber);
          // A pack's own movements name it already; a booking's credit says which pack it came from.
          const credits =
            e.credits !== null && e.packName && e.item.product !== 'PACK'
              ? t('history.creditsIn', { credits: t('history.credits', { count: e.credits }), pack: e.packName })
              : null;
          return (
            <li
              key={`${e.pending ? 'owed' : 'moved'}-${e.id}`}
              className="grid gap-2 px-4 py-4 sm:grid-cols-[9rem_minmax(0,1fr)_auto] sm:items-start sm:gap-6 sm:px-6"
              data-testid="billing-entry"
            >
              <time dateTime={e.at} className="text-sm text-slate-600 tabular-nums">
                {instantDateIn(e.at, timeZone, language)}
              </time>
              <div className="min-w-0">
                <Badge tone={e.pending ? 'warning' : TONE[e.kind]}>{e.pending ? t('history.pendingRefund') : t(`history.kinds.${e.kind}`)}</Badge>
                <p className="mt-1 font-medium break-words text-ink-900">{what}</p>
                {e.athlete && <p className="text-sm text-slate-600">{t('history.for', { name: e.athlete })}</p>}
                {credits && <p className="text-sm text-slate-600">{credits}</p>}
                {e.siblingDiscount && (
                  <p className="text-sm text-slate-600">
                    {t('history.siblingDiscount', {
                      list: money(e.siblingDiscount.listCents / 100, language),
                      percent: e.siblingDiscount.percent,
                      discount: money(e.siblingDiscount.discountCents / 100, language),
                    })}
                  </p>
                )}
                {e.pending && <p className="text-sm text-slate-700">{t('history.pendingHint')}</p>}
              </div>
              <div className="flex items-baseline justify-between gap-4 sm:flex-col sm:items-end sm:gap-1">
                <span className="font-semibold text-ink-900 tabular-nums">{entryAmount(e, t, language)}</span>
                {e.pending ? (
                  <span className="text-sm text-slate-600">{t('history.pendingReceipt')}</span>
                ) : label ? (
                  <Link
                    href={`/billing/receipts/${e.receiptNumber}`}
                    className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
                    aria-label={t('history.viewFor', { label, what })}
                  >
                    {t('history.view', { label })}
                  </Link>
                ) : (
                  <span className="text-sm text-slate-600" title={t('history.noReceiptHint')}>
                    {t('history.noReceipt')}
                  </span>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
