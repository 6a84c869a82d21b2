import type { StaffReminders } from '@common/reminders';
import { useT } from '@/lib/i18n/i18next';
import { ReportTable } from '@/ui/report-table';
import { count, localeOf, monthYear } from '@/lib/i18n/format';

/** Issue 32: per month and program, the sessions that have started: booked, checked in, no-shows, and the no-show rate among those recorded. */
export function AttendanceReport({ rows }: { rows: StaffReminders['attendance'] }) {
  const { t, language } = useT('reminders');
  const percent = (rate: number | null) =>
    rate === null ? t('staff.attendance.notRecorded') : new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 0 }).format(rate);
  return (
    <div className="space-y-3">
      <h3 className="text-lg font-bold text-ink-900">{t('staff.attendance.title')}</h3>
      <p className="text-sm text-slate-600">{t('staff.attendance.intro')}</p>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('staff.attendance.empty')}</p>
      ) : (
        <ReportTable
          label={t('staff.attendance.label')}
          tone="neutral"
          minWidth="min-w-[40rem]"
          standalone
          caption={t('staff.attendance.label')}
          head={
            <>
              <th scope="col" className="px-4 py-2 font-semibold">
                {t('staff.month')}
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                {t('staff.attendance.program')}
              </th>
              {(['booked', 'checkedIn', 'noShow', 'rate'] as const).map((c) => (
                <th key={c} scope="col" className="px-4 py-2 text-right font-semibold">
                  {t(`staff.attendance.${c}`)}
                </th>
              ))}
            </>
          }
        >
          {rows.map((r) => (
            <tr key={`${r.month}-${r.program}`}>
              <th scope="row" className="px-4 py-2 text-left font-medium text-ink-900">
                {monthYear(r.month, language)}
              </th>
              <td className="px-4 py-2">{r.program}</td>
              <td className="px-4 py-2 text-right tabular-nums">{count(r.booked, language)}</td>
              <td className="px-4 py-2 text-right tabular-nums">{count(r.checkedIn, language)}</td>
              <td className="px-4 py-2 text-right tabular-nums">{count(r.noShow, language)}</td>
              <td className="px-4 py-2 text-right tabular-nums">{percent(r.noShowRate)}</td>
            </tr>
          ))}
        </ReportTable>
      )}
    </div>
  );
}
