import { AlertTriangle, CheckCircle2, RefreshCw } from 'lucide-react';
import { localeOf, money } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { FigureGrid, ReportCard } from '@/ui/report-card';
import { ReportTable } from '@/ui/report-table';
import { QueryState } from '@/lib/staff/query-state';
import { useReconciliation } from '@/features/payments/staff/api/use-reconciliation';

const dollars = (cents: number, language: 'en' | 'es') => money(cents / 100, language);

/** Do the books balance? The reconciliation of every charge with what it paid for (decision 019, rule 5). */
export function BooksCard() {
  const { t, language } = useT('reports');
  const check = useReconciliation();
  const r = check.data;
  const figures = r
    ? [
        { label: t('books.checked'), value: new Intl.NumberFormat(localeOf(language)).format(r.checkedPayments) },
        { label: t('books.charged'), value: dollars(r.chargedCents, language) },
        { label: t('books.refunded'), value: dollars(r.refundedCents, language) },
        { label: t('books.owed'), value: dollars(r.refundsOwedCents, language) },
        { label: t('books.forfeited'), value: dollars(r.forfeitedCents, language) },
      ]
    : [];
  const time = r ? new Intl.DateTimeFormat(localeOf(language), { hour: 'numeric', minute: '2-digit' }).format(new Date(r.checkedAt)) : '';

  return (
    <ReportCard
      titleId="books-title"
      title={t('books.title')}
      intro={t('books.intro')}
      action={
        r && (
          <div className="flex shrink-0 items-center gap-3 text-sm text-slate-600">
            <span>{t('books.checkedAt', { time })}</span>
            <Button variant="outline" size="sm" onClick={() => void check.refetch()} disabled={check.isFetching}>
              <RefreshCw className="size-4" aria-hidden="true" />
              {t('books.recheck')}
            </Button>
          </div>
        )
      }
    >
      <QueryState query={check} what={t('books.what')}>
        {r && (
          <div className="space-y-4">
            {r.mismatches.length === 0 ? (
              <Alert tone="success" className="flex items-start gap-2">
                <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>{t('books.balanced')}</span>
              </Alert>
            ) : (
              <Alert tone="error" className="flex items-start gap-2">
                <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>{t('books.unbalanced', { count: r.mismatches.length })}</span>
              </Alert>
            )}
            <FigureGrid figures={figures} className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-5" />
            {r.mismatches.length > 0 && (
              <ReportTable
                label={t('books.tableRegion')}
                tone="danger"
                minWidth="min-w-[44rem]"
                head={(['payment', 'member', 'product', 'price', 'charged', 'refunded', 'problem'] as const).map((c) => (
                  <th key={c} scope="col" className={`px-3 py-2 font-semibold ${['price', 'charged', 'refunded'].includes(c) ? 'text-right' : ''}`}>
                    {t(`books.${c}`)}
                  </th>
                ))}
              >
                {r.mismatches.map((m) => (
                  <tr key={m.paymentId}>
                    <td className="px-3 py-2 tabular-nums">#{m.paymentId}</td>
                    <td className="px-3 py-2 break-all">{m.payer}</td>
                    <td className="px-3 py-2">{t(`books.kind.${m.kind}`)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{dollars(m.amountCents, language)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{dollars(m.chargedCents, language)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{dollars(m.refundedCents, language)}</td>
                    <td className="px-3 py-2">{t(`books.problems.${m.problem}`)}</td>
                  </tr>
                ))}
              </ReportTable>
            )}
          </div>
        )}
      </QueryState>
    </ReportCard>
  );
}
