import { format } from 'date-fns';
import { facilityDay } from '@/lib/format-time';
import { formatDollars } from '../../lib/money';
import { reportTotals, type ReportRow } from '../lib/report-pivot';

/** The figures behind the chart: a row per week and program, with totals. */
export function ReportsTable({ rows }: { rows: ReportRow[] }) {
  const totals = reportTotals(rows);
  return (
    // Focusable: on phones the table scrolls sideways, and keyboards must reach it.
    <div tabIndex={0} role="region" aria-label="Bookings and revenue by week" className="overflow-x-auto rounded-2xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600">
      <table className="w-full min-w-[28rem] text-left text-sm">
        <caption className="sr-only">Bookings and revenue per week and program</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-2.5 font-semibold">Week of</th>
            <th scope="col" className="px-4 py-2.5 font-semibold">Program</th>
            <th scope="col" className="px-4 py-2.5 text-right font-semibold">Bookings</th>
            <th scope="col" className="px-4 py-2.5 text-right font-semibold">Revenue</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((r) => (
            <tr key={`${r.week}-${r.programId}`}>
              <td className="px-4 py-2 whitespace-nowrap">{format(facilityDay(r.week), 'MMM d, yyyy')}</td>
              <td className="px-4 py-2">{r.programName}</td>
              <td className="px-4 py-2 text-right tabular-nums">{r.bookings}</td>
              <td className="px-4 py-2 text-right tabular-nums">{formatDollars(r.revenue)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-slate-200 font-semibold text-ink-900">
          <tr>
            <th scope="row" colSpan={2} className="px-4 py-2.5">
              Total
            </th>
            <td className="px-4 py-2.5 text-right tabular-nums">{totals.bookings}</td>
            <td className="px-4 py-2.5 text-right tabular-nums">{formatDollars(totals.revenue)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
