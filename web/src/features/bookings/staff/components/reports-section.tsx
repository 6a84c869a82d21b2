import { ChartColumn, Download } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { bookingsApi } from '@common/bookings';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { Select } from '@/ui/select';
import { QueryState } from '@/lib/staff/query-state';
import { SectionHeader } from '@/lib/staff/section-header';
import { useReports } from '../api/use-reports';
import { reportPrograms, type Metric } from '../lib/report-pivot';
import { ReportsChart } from './reports-chart';
import { ReportsTable } from './reports-table';
import { BooksCard } from './books-card';
import { PacksCard } from '@/features/packs/staff/components/packs-card';

const WEEKS = [4, 8, 12, 26, 52];
const ALL = 'all';

/** Bookings and revenue per program and week (chart, table, every booking as CSV), session packs, and whether the books balance. Loaded lazily with Recharts. */
export default function ReportsSection() {
  const { t } = useT('reports');
  const weekOptions = useMemo(() => WEEKS.map((n) => ({ value: String(n), label: t('lastWeeks', { count: n }) })), [t]);
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
        title={t('title')}
        action={
          <Button asChild variant="outline">
            <a href={bookingsApi.reportCsv.path} download="bookings.csv">
              <Download className="size-4" aria-hidden="true" />
              {t('export')}
            </a>
          </Button>
        }
      >
        {t('intro')}
      </SectionHeader>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="space-y-1.5 sm:w-48">
          <label htmlFor={ids.weeks} className="block text-sm font-medium text-ink-900">
            {t('period')}
          </label>
          <Select id={ids.weeks} value={String(weeks)} onValueChange={(v) => setWeeks(Number(v))} options={weekOptions} />
        </div>
        <div className="space-y-1.5 sm:w-64">
          <label htmlFor={ids.program} className="block text-sm font-medium text-ink-900">
            {t('program')}
          </label>
          <Select
            id={ids.program}
            value={program}
            onValueChange={setProgram}
            options={[{ value: ALL, label: t('allPrograms') }, ...reportPrograms(rows).map((p) => ({ value: String(p.id), label: p.name }))]}
          />
        </div>
        <div role="group" aria-label={t('chartShows')} className="flex gap-1 rounded-xl bg-slate-200/70 p-1">
          {(['bookings', 'revenue'] as const).map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={metric === m}
              onClick={() => setMetric(m)}
              className="h-9 flex-1 rounded-lg px-4 text-sm font-semibold text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600 aria-pressed:bg-white aria-pressed:text-ink-900 aria-pressed:shadow-sm"
            >
              {t(`metric.${m}`)}
            </button>
          ))}
        </div>
      </div>
      <QueryState query={report} what={t('what')} empty={{ when: shown.length === 0, icon: ChartColumn, title: t('emptyTitle'), text: t('emptyText') }}>
        <div className="space-y-6">
          <ReportsChart rows={shown} metric={metric} programId={programId} />
          <ReportsTable rows={shown} />
        </div>
      </QueryState>
      <PacksCard />
      <BooksCard />
    </section>
  );
}
