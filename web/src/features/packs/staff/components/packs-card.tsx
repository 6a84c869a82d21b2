import { Download } from 'lucide-react';
import { count, money } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { FigureGrid, ReportCard } from '@/ui/report-card';
import { ReportTable } from '@/ui/report-table';
import { QueryState } from '@/lib/staff/query-state';
import { packReportCsvPath, usePackReport } from '../api/use-pack-report';

const num = 'px-3 py-2 text-right tabular-nums';

/** Session packs, all time: sold, revenue, credits used, expired and outstanding, and the revenue not yet earned; per pack too. */
export function PacksCard() {
  const { t, language } = useT('reports');
  const report = usePackReport();
  const r = report.data;
  const figures = r
    ? [
        { label: t('packs.sold'), value: count(r.packsSold, language) },
        { label: t('packs.revenue'), value: money(r.revenue, language) },
        { label: t('packs.creditsSold'), value: count(r.creditsSold, language) },
        { label: t('packs.creditsUsed'), value: count(r.creditsUsed, language) },
        { label: t('packs.creditsExpired'), value: count(r.creditsExpired, language) },
        { label: t('packs.creditsOutstanding'), value: count(r.creditsOutstanding, language) },
        { label: t('packs.outstandingValue'), value: money(r.outstandingValue, language) },
      ]
    : [];

  return (
    <ReportCard
      titleId="packs-report-title"
      title={t('packs.title')}
      intro={t('packs.intro')}
      data-testid="packs-report"
      action={
        <Button asChild variant="outline" size="sm" className="shrink-0">
          <a href={packReportCsvPath} download="session-packs.csv">
            <Download className="size-4" aria-hidden="true" />
            {t('packs.download')}
            <span className="sr-only"> {t('packs.downloadWhat')}</span>
          </a>
        </Button>
      }
    >
      <QueryState query={report} what={t('packs.what')}>
        {r && (
          <div className="space-y-4">
            <FigureGrid figures={figures} className="grid-cols-2 sm:grid-cols-4" />
            {r.packs.length === 0 ? (
              <p className="text-sm text-slate-600">{t('packs.none')}</p>
            ) : (
              <ReportTable
                label={t('packs.tableRegion')}
                tone="neutral"
                minWidth="min-w-[40rem]"
                caption={t('packs.caption')}
                head={
                  <>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {t('packs.pack')}
                    </th>
                    {(['sold', 'revenue', 'creditsUsed', 'creditsOutstanding', 'outstandingValue'] as const).map((c) => (
                      <th key={c} scope="col" className="px-3 py-2 text-right font-semibold">
                        {t(`packs.${c}`)}
                      </th>
                    ))}
                  </>
                }
              >
                {r.packs.map((p) => (
                  <tr key={p.id}>
                    <th scope="row" className="px-3 py-2 font-medium text-ink-900">
                      {p.name}
                    </th>
                    <td className={num}>{count(p.sold, language)}</td>
                    <td className={num}>{money(p.revenue, language)}</td>
                    <td className={num}>{count(p.creditsUsed, language)}</td>
                    <td className={num}>{count(p.creditsOutstanding, language)}</td>
                    <td className={num}>{money(p.outstandingValue, language)}</td>
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
