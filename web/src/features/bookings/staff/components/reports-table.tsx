import { localeOf, money } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { reportTotals, type ReportRow } from '../lib/report-pivot';

/** The figures behind the chart: a row per week and program, with totals. */
export function ReportsTable({ rows }: { rows: ReportRow[] }) {
  const { t, language } = useT('reports');
  const totals = reportTotals(rows);
  // Weeks are facility days ("2026-03-02"): formatted as written, at UTC.
  const week = new Intl.DateTimeFormat(localeOf(language), { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return (
    // Focusable: on phones the table scrolls sideways, and keyboards must reach it.
    <div tabIndex={0} role="region" aria-label={t('table.region')} className="overflow-x-auto rounded-2xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600">
      <table className="w-full min-w-[28rem] text-left text-sm">
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-2.5 font-semibold">{t('table.week')}</th>
            <th scope="col" className="px-4 py-2.5 font-semibold">{t('table.program')}</th>
            <th scope="col" className="px-4 py-2.5 text-right font-semibold">{t('table.bookings')}</th>
            <th scope="col" className="px-4 py-2.5 text-right font-semibold">{t('table.revenue')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((r) => (
            <tr key={`${r.week}-${r.programId}`}>
              <td className="px-4 py-2 whitespace-nowrap">{week.format(new Date(`${r.week}T12:00:00Z`))}</td>
              <td className="px-4 py-2">{r.programName}</td>
              <td className="px-4 py-2 text-right tabular-nums">{r.bookings}</td>
              <td className="px-4 py-2 text-right tabular-nums">{money(r.revenue, language)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-slate-200 font-semibold text-ink-900">
          <tr>
            <th scope="row" colSpan={2} className="px-4 py-2.5">
              {t('table.total')}
            </th>
            <td className="px-4 py-2.5 text-right tabular-nums">{totals.bookings}</td>
            <td className="px-4 py-2.5 text-right tabular-nums">{money(totals.revenue, language)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
