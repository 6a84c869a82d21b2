import { Link } from 'wouter';
import type { ComplianceRow } from '@common/training-plans';
import { instantDate } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { ReportTable } from '@/ui/report-table';

const pct = (v: number | null) => (v === null ? '–' : `${Math.round(v * 100)}%`);
const effortOf = (v: number | null) => (v === null ? '–' : v.toFixed(1));

/** Each athlete on a plan the coach gave (issue 30): compliance of the last four weeks, overall, effort trend, notes, last logged. */
export function ComplianceTable({ rows }: { rows: ComplianceRow[] }) {
  const { t, language } = useT('planBuilder');
  return (
    <ReportTable
      label={t('compliance.label')}
      caption={t('compliance.label')}
      tone="neutral"
      minWidth="min-w-[52rem]"
      standalone
      head={
        <>
          {(['athlete', 'plan', 'weeks', 'overall', 'effort', 'notes', 'lastLogged'] as const).map((c) => (
            <th key={c} scope="col" className="px-4 py-2 text-left font-semibold">
              {t(`compliance.${c}`)}
            </th>
          ))}
        </>
      }
    >
      {rows.map((r) => {
        const recent = r.weeks.slice(-4);
        const efforts = recent.map((w) => w.meanEffort).filter((e): e is number => e !== null);
        return (
          <tr key={r.assignment.id} data-testid="compliance-row">
            <th scope="row" className="px-4 py-2 text-left font-medium text-ink-900">
              <Link href={`/training-plan/${r.assignment.id}`} className="underline" aria-label={t('compliance.open', { name: r.assignment.athlete.name })}>
                {r.assignment.athlete.name}
              </Link>
            </th>
            <td className="px-4 py-2">{r.assignment.plan.title}</td>
            <td className="px-4 py-2">
              <ul className="flex items-end gap-1.5" aria-label={t('compliance.weeks')}>
                {recent.map((w) => (
                  <li
                    key={w.week}
                    className="flex flex-col items-center gap-0.5"
                    title={t('compliance.week', { n: w.week + 1, value: w.compliance === null ? t('compliance.noneDue') : pct(w.compliance) })}
                  >
                    <span className="flex h-8 w-3 items-end rounded-sm bg-slate-100" aria-hidden="true">
                      <span className="w-3 rounded-sm bg-brand-600" style={{ height: `${Math.round((w.compliance ?? 0) * 100)}%` }} />
                    </span>
                    <span className="text-[11px] tabular-nums text-slate-700">
                      <span className="sr-only">{t('compliance.week', { n: w.week + 1, value: '' })}</span>
                      {pct(w.compliance)}
                    </span>
                  </li>
                ))}
              </ul>
            </td>
            <td className="px-4 py-2 font-semibold tabular-nums">{pct(r.assignment.compliance)}</td>
            <td className="px-4 py-2 tabular-nums">{efforts.length ? efforts.map(effortOf).join(' → ') : '–'}</td>
            <td className="px-4 py-2 tabular-nums">{recent.reduce((n, w) => n + w.notes, 0)}</td>
            <td className="px-4 py-2">{r.lastLoggedAt ? instantDate(r.lastLoggedAt, language) : t('compliance.never')}</td>
          </tr>
        );
      })}
    </ReportTable>
  );
}
