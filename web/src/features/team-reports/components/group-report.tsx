import { Activity, ClipboardCheck, Download, TrendingUp, Users } from 'lucide-react';
import { nextMonth, previousMonth, teamReportPdfPath, type ReportAthlete, type ReportTest, type TeamReport } from '@common/team-reports';
import type { TestUnit } from '@common/test-days';
import { formatValue } from '@/features/test-days/lib/format';
import type { Language } from '@/lib/i18n/language';
import { localeOf, monthDay, monthYear } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { StatStrip } from '@/ui/stat-strip';

const selectClass = 'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink-900';
const pct = (x: number, lang: Language) => new Intl.NumberFormat(localeOf(lang), { style: 'percent', maximumFractionDigits: 0 }).format(x);

/** The months the picker offers: the report's month's year back, and the month after it (the one in progress). */
export function monthChoices(latest: string, count = 13): string[] {
  const out = [latest];
  while (out.length < count) out.push(previousMonth(out[out.length - 1]!));
  return out;
}

/** The month picker and the download, above the report. `lastFull` is the default month the server chose. */
export function ReportToolbar({ groupId, month, lastFull, onMonth }: { groupId: number; month: string; lastFull: string; onMonth: (m: string) => void }) {
  const { t, language } = useT('teamReports');
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="w-full sm:w-64">
        <Field label={t('report.month')}>
          <select className={selectClass} value={month} onChange={(e) => onMonth(e.target.value)}>
            {monthChoices(nextMonth(lastFull)).map((m) => (
              <option key={m} value={m}>
                {monthYear(m, language)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Button asChild variant="outline">
        <a href={teamReportPdfPath(groupId, month)} download>
          <Download className="size-4" aria-hidden="true" />
          {t('report.pdf')}
        </a>
      </Button>
    </div>
  );
}

/** The report: the group's summary, then a section per athlete. */
export function GroupReport({ report }: { report: TeamReport }) {
  const { t, language } = useT('teamReports');
  const s = report.summary;
  return (
    <div className="space-y-8">
      {report.partial && <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">{t('report.partial')}</p>}
      <section aria-labelledby="report-summary" className="space-y-3">
        <h2 id="report-summary" className="text-xl font-bold text-ink-900">
          {t('report.summaryTitle')}: {monthYear(report.month, language)}
        </h2>
        <StatStrip
          look="roomy"
          label={t('report.summaryLabel')}
          stats={[
            { label: t('report.athletes'), value: s.athletes, icon: Users },
            {
              label: `${t('report.attendanceRate')} (${t('report.attendanceRateHint')})`,
              value: s.attendanceRate === null ? t('report.notRecorded') : pct(s.attendanceRate, language),
              icon: Activity,
            },
            {
              label: t('report.meanCompliance'),
              value: s.meanCompliance === null ? t('report.noPlanWork') : pct(s.meanCompliance, language),
              icon: ClipboardCheck,
            },
            {
              label: t('report.improved'),
              value: s.tested === 0 ? t('report.noTested') : t('report.improvedValue', { n: s.improved, tested: s.tested }),
              icon: TrendingUp,
            },
          ]}
        />
      </section>
      {report.athletes.length === 0 && <p className="text-slate-700">{t('report.noAthletes')}</p>}
      {report.athletes.map((a) => (
        <AthleteSection key={a.id} athlete={a} groupId={report.group.id} month={report.month} />
      ))}
    </div>
  );
}

function AthleteSection({ athlete: a, groupId, month }: { athlete: ReportAthlete; groupId: number; month: string }) {
  const { t, language } = useT('teamReports');
  const id = `athlete-${a.id}`;
  const unrecorded = a.attendance.booked - a.attendance.checkedIn - a.attendance.noShow;
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <h2 id={id} className="text-xl font-bold text-ink-900">
          {a.name}
        </h2>
        <a href={teamReportPdfPath(groupId, month, a.id)} download className="text-sm font-semibold text-brand-700 underline">
          {t('report.pdfAthlete', { name: a.name })}
        </a>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <h3 className="font-semibold text-ink-900">{t('report.attendance')}</h3>
          <p className="text-sm text-slate-700">
            {a.attendance.booked === 0
              ? t('report.noSessions')
              : t('report.sessions', a.attendance) + (unrecorded > 0 ? t('report.unrecorded', { n: unrecorded }) : '')}
          </p>
        </div>
        <div>
          <h3 className="font-semibold text-ink-900">{t('report.compliance')}</h3>
          <p className="text-sm text-slate-700">
            {a.compliance
              ? t('report.done', { share: pct(a.compliance.share, language), done: a.compliance.done, prescribed: a.compliance.prescribed })
              : t('report.noPlan')}
          </p>
        </div>
      </div>
      <div>
        <h3 className="font-semibold text-ink-900">{t('report.tests')}</h3>
        {a.tests.length === 0 ? (
          <p className="text-sm text-slate-700">{t('report.noTests')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="mt-1 w-full text-left text-sm">
              <thead className="text-slate-600">
                <tr>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    {t('report.testCol')}
                  </th>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    {t('report.resultCol')}
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    {t('report.changeCol')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {a.tests.map((test) => (
                  <TestRow key={test.testId} test={test} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <div>
        <h3 className="font-semibold text-ink-900">{t('report.feedback')}</h3>
        {a.quotes.length === 0 ? (
          <p className="text-sm text-slate-700">{t('report.noFeedback')}</p>
        ) : (
          <ul className="mt-1 space-y-2">
            {a.quotes.map((q, i) => (
              <li key={i}>
                <blockquote className="border-l-4 border-brand-500 pl-3 text-sm text-ink-900 italic">{q.text}</blockquote>
                <p className="pl-4 text-xs text-slate-600">{t('report.quoteBy', { coach: q.coach, date: monthDay(q.givenOn, language) })}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

const TONE = { better: 'success', worse: 'danger', noise: 'secondary' } as const;

function TestRow({ test }: { test: ReportTest }) {
  const { t, language } = useT('teamReports');
  const name = language === 'es' && test.nameEs ? test.nameEs : test.name;
  // as the test days show them: times in hundredths ("3.30 s")
  const value = (v: number) => `${formatValue(v, test.unit as TestUnit, language)} ${test.unit}`;
  return (
    <tr>
      <th scope="row" className="py-2 pr-3 font-medium text-ink-900">
        {name}
      </th>
      <td className="py-2 pr-3 whitespace-nowrap text-ink-900">
        {value(test.value)} <span className="text-slate-600">({monthDay(test.testedOn, language)})</span>
      </td>
      <td className="py-2 text-slate-700">
        {!test.previous || test.change === null ? (
          t('report.first')
        ) : (
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-ink-900">{`${test.change > 0 ? '+' : ''}${value(test.change)}`}</span>
            <span>({t('report.previous', { value: value(test.previous.value), date: monthDay(test.previous.testedOn, language) })})</span>
            {test.verdict ? (
              <Badge tone={TONE[test.verdict]}>{t(`report.verdicts.${test.verdict}`)}</Badge>
            ) : (
              <span className="text-xs">{t('report.noSwc')}</span>
            )}
          </span>
        )}
      </td>
    </tr>
  );
}
