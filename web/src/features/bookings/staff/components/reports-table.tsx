import { localeOf, money } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { ReportTable } from '@/ui/report-table';
import { reportTotals, type ReportRow } from '../lib/report-pivot';

/** The figures behind the chart: a row per week and program, with totals. */
export function ReportsTable({ rows }: { rows: ReportRow[] }) {
  const { t, language } = useT('reports');
  const totals = reportTotals(rows);
  // Weeks are facility days ("2026-03-02"): formatted as written, at UTC.
  const week = new Intl.DateTimeFormat(localeOf(language), { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return (
    <ReportTable
      label={t('table.region')}
      tone="neutral"
      minWidth="min-w-[28rem]"
      standalone
      caption={t('table.caption')}
      head={
        <>
          <th scope="col" className="px-4 py-2.5 font-semibold">
            {t('table.week')}
          </th>
          <th scope="col" className="px-4 py-2.5 font-semibold">
            {t('table.program')}
          </th>
          <th scope="col" className="px-4 py-2.5 text-right font-semibold">
            {t('table.bookings')}
          </th>
          <th scope="col" className="px-4 py-2.5 text-right font-semibold">
            {t('table.revenue')}
          </th>
        </>
      }
      foot={
        <>
          <th scope="row" colSpan={2} className="px-4 py-2.5">
            {t('table.total')}
          </th>
          <td className="px-4 py-2.5 text-right tabular-nums">{totals.bookings}</td>
          <td className="px-4 py-2.5 text-right tabular-nums">{money(totals.revenue, language)}</td>
        </>
      }
    >
      {rows.map((r) => (
        <tr key={`${r.week}-${r.programId}`}>
          <td className="px-4 py-2 whitespace-nowrap">{week.format(new Date(`${r.week}T12:00:00Z`))}</td>
          <td className="px-4 py-2">{r.programName}</td>
          <td className="px-4 py-2 text-right tabular-nums">{r.bookings}</td>
          <td className="px-4 py-2 text-right tabular-nums">{money(r.revenue, language)}</td>
        </tr>
      ))}
    </ReportTable>
  );
}
