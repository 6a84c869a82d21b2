import { CalendarDays, Clock } from 'lucide-react';
import { Link } from 'wouter';
import type { ProgramWithSessions } from '@common/programs';
import { money } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { bookProgramHref, programScheduleHref } from '../program-links';
import { AgeGroupBadge } from './age-group-badge';
import { NextSession } from './next-session';
import { ProgramImage } from './program-image';

interface ProgramCardProps {
  program: ProgramWithSessions;
  /** The programs page shows the Next Session box; the catalogue shows a one-line summary. */
  showNextSession?: boolean;
}

export function ProgramCard({ program, showNextSession = false }: ProgramCardProps) {
  const count = program.upcomingSessions.length;
  const { t, language } = useT('programs');
  return (
    <li className="flex">
      <Card className="flex flex-1 flex-col overflow-hidden transition-shadow hover:shadow-md">
        <div className="relative">
          <ProgramImage program={program} className="aspect-[16/9] w-full" />
          <Badge tone="secondary" className="absolute top-3 left-3 bg-white/95 shadow-sm">
            {t(`types.${program.type}`)}
          </Badge>
        </div>
        <div className="flex flex-1 flex-col p-5">
          <h2 className="text-lg font-bold text-ink-900">{program.name}</h2>
          <AgeGroupBadge ageGroup={program.ageGroup} className="mt-1.5 self-start" />
          <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{program.description}</p>
          {showNextSession ? (
            <NextSession session={program.upcomingSessions[0]} duration={program.duration} />
          ) : (
            <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
              <li className="flex items-center gap-1.5">
                <Clock className="size-4 text-brand-600" aria-hidden="true" /> {t('card.minSessions', { minutes: program.duration })}
              </li>
              <li className="flex items-center gap-1.5">
                <CalendarDays className="size-4 text-brand-600" aria-hidden="true" />
                {count === 0 ? t('card.newDates') : t('card.upcoming', { count })}
              </li>
            </ul>
          )}
          <div className="mt-auto pt-5">
            <p className="flex items-baseline gap-1">
              <span className="text-2xl font-extrabold text-ink-900">{money(program.price, language)}</span>
              <span className="text-sm text-slate-600">{t('card.perSession')}</span>
            </p>
            <div className="mt-4 grid grid-cols-2 gap-2">
              <Button asChild className="px-3 whitespace-nowrap">
                <Link href={bookProgramHref(program)}>
                  {t('card.bookNow')}
                  <span className="sr-only">: {program.name}</span>
                </Link>
              </Button>
              <Button asChild variant="outline" className="px-3 whitespace-nowrap">
                <Link href={programScheduleHref(program)}>
                  {t('card.viewSchedule')}
                  <span className="sr-only">: {program.name}</span>
                </Link>
              </Button>
            </div>
          </div>
        </div>
      </Card>
    </li>
  );
}
