import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import type { ProgramWithSessions, SessionSummary } from '@common/programs';
import { shortDay, wallTime } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Alert } from '@/ui/alert';
import { Card } from '@/ui/card';
import { ageGroupLabel } from '@/features/programs/age-group-label';

const SHOWN = 8;

/** A program without a chosen session: pick one of its upcoming sessions with spots left. */
export function SessionPicker({ program, unavailable, basePath }: { program: ProgramWithSessions; unavailable: boolean; basePath: string }) {
  const { t, language } = useT('checkout');
  const open = program.upcomingSessions.filter((s) => s.availableSpots > 0);
  const words = useT('programs').t;
  // The ages a session is for (issue 29), unless its title already says them.
  const ages = (s: SessionSummary) => {
    const label = ageGroupLabel(s.ageGroup, words);
    return label === s.sessionTitle ? null : label;
  };
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-xl font-bold">{t('pick.heading')}</h2>
      <p className="mt-1 text-sm text-slate-700">{t('pick.intro', { program: program.name })}</p>
      {unavailable && (
        <Alert tone="info" className="mt-4">
          {t('pick.unavailable')}
        </Alert>
      )}
      {open.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">{t('pick.none')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200">
          {open.slice(0, SHOWN).map((s) => (
            <li key={s.id}>
              <Link
                href={`${basePath}?programId=${program.id}&sessionId=${s.id}`}
                className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold">
                    {shortDay(s.date, language)} · {wallTime(s.time, language) ?? t('timeTba')}
                  </span>
                  <span className="block text-sm text-slate-700">
                    {[s.sessionTitle, ages(s), s.location, t('pick.spotsLeft', { count: s.availableSpots })].filter(Boolean).join(' · ')}
                  </span>
                </span>
                <ChevronRight className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-sm">
        <Link href={`/schedule?program=${program.id}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {t('pick.fullSchedule', { program: program.name })}
        </Link>
      </p>
    </Card>
  );
}
