import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';
import { Card } from '@/ui/card';
import { FilterTabs } from '@/ui/filter-tabs';
import { Spinner } from '@/ui/spinner';
import { useProgramsWithSessions } from '@/features/programs/api/use-programs-with-sessions';
import { AVAILABILITY_TABS, weekAvailability, type AvailabilityTab } from '../lib/availability';

/** Part 1, 2.6 and 9: sessions and open spots per program over the next 14 days, by sport. */
export function AvailabilityWidget() {
  const [tab, setTab] = useState<AvailabilityTab>('ALL');
  const { t } = useT('dashboard');
  const programs = useProgramsWithSessions();
  const rows = weekAvailability(programs.data ?? [], tab, new Date());
  const tabLabel = (value: AvailabilityTab) => (value === 'ALL' ? t('availability.allSports') : t(`types.${value}`));
  const tabs = AVAILABILITY_TABS.map((value) => ({ value, label: tabLabel(value) }));
  const sport = tabLabel(tab);

  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-xl font-bold text-ink-900">{t('availability.title')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('availability.text')}</p>
      <div className="mt-4">
        <FilterTabs label={t('availability.filter')} tabs={tabs} value={tab} onValueChange={setTab} barClassName="mb-4">
          {programs.isPending ? (
            <div className="py-8 text-center text-slate-600">
              <Spinner label={t('availability.loading')} />
            </div>
          ) : programs.isError ? (
            <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
              {t('availability.loadError')}
            </p>
          ) : rows.length === 0 ? (
            <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">{t('availability.none', { sport })}</p>
          ) : (
            <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
              {rows.map(({ program, sessions, spots, tone }) => (
                <li key={program.id}>
                  <Link
                    href={`/schedule?program=${program.id}`}
                    className="flex items-center gap-3 px-4 py-3 transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
                  >
                    <span className="flex min-w-0 flex-1 flex-col gap-1.5 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
                      <span>
                        <span className="block font-semibold text-ink-900">{program.name}</span>
                        <span className="block text-sm text-slate-600">
                          {t(`types.${program.type}`)} · {t('availability.sessions', { count: sessions })}
                        </span>
                      </span>
                      <Badge tone={tone} className="self-start whitespace-nowrap sm:self-auto">
                        {spots === 0 ? t('availability.full') : t('availability.open', { count: spots })}
                      </Badge>
                    </span>
                    <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </FilterTabs>
      </div>
    </Card>
  );
}
