import { ChartColumn, Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/ui/button';
import { Select } from '@/ui/select';
import { QueryState } from '../../components/query-state';
import { SectionHeader } from '../../components/section-header';
import { useReports } from '../api/use-reports';
import { reportPrograms, type Metric } from '../lib/report-pivot';
import { ReportsChart } from './reports-chart';
import { ReportsTable } from './reports-table';

const WEEK_OPTIONS = [4, 8, 12, 26, 52].map((n) => ({ value: String(n), label: `Last ${n} weeks` }));
const ALL = 'all';

/** Bookings and revenue per program and week: chart, table, and every booking as CSV. Loaded lazily with Recharts. */
export default function ReportsSection() {
  const [weeks, setWeeks] = useState(8);
  const [program, setProgram] = useState(ALL);
  const [metric, setMetric] = useState<Metric>('bookings');
  const report = useReports(weeks);
  const rows = report.data ?? [];
  const programId = program === ALL ? null : Number(program);
  const shown = programId == null ? rows : rows.filter((r) => r.programId === programId);
  const ids = { weeks: useId(), program: useId() };

  return (
    <section aria-labelledby="staff-section-title" className="space-y-6">
      <SectionHeader
        title="Reports"
        action={
          <Button asChild variant="outline">
            <a href="/api/staff/reports/bookings.csv" download="bookings.csv">
              <Download className="size-4" aria-hidden="true" />
              Export bookings (CSV)
            </a>
          </Button>
        }
      >
        Bookings and revenue by the week of the session, for bookings made in the period. The CSV lists every booking ever made.
      </SectionHeader>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="space-y-1.5 sm:w-48">
          <label htmlFor={ids.weeks} className="block text-sm font-medium text-ink-900">
            Period
          </label>
          <Select id={ids.weeks} value={String(weeks)} onValueChange={(v) => setWeeks(Number(v))} options={WEEK_OPTIONS} />
        </div>
        <div className="space-y-1.5 sm:w-64">
          <label htmlFor={ids.program} className="block text-sm font-medium text-ink-900">
            Program
          </label>
          <Select id={ids.program} value={program} onValueChange={setProgram} options={[{ value: ALL, label: 'All programs' }, ...reportPrograms(rows).map((p) => ({ value: String(p.id), label: p.name }))]} />
        </div>
        <div role="group" aria-label="Chart shows" className="flex gap-1 rounded-xl bg-slate-200/70 p-1">
          {(['bookings', 'revenue'] as const).map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={metric === m}
              onClick={() => setMetric(m)}
              className="h-9 flex-1 rounded-lg px-4 text-sm font-semibold text-slate-700 capitalize focus-visible:outline-2 focus-visible:outline-brand-600 aria-pressed:bg-white aria-pressed:text-ink-900 aria-pressed:shadow-sm"
            >
              {m}
            </button>
          ))}
        </div>
      </div>
      <QueryState query={report} what="report" empty={{ when: shown.length === 0, icon: ChartColumn, title: 'No bookings in this period', text: 'Try a longer period or another program.' }}>
        <div className="space-y-6">
          <ReportsChart rows={shown} metric={metric} programId={programId} />
          <ReportsTable rows={shown} />
        </div>
      </QueryState>
    </section>
  );
}
