import { MapPin, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { spotsLeft, spotsTone, type Activity } from '../activities';
import { ActivityRow } from './activity-row';
import { money, wallTime } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';

/** A training session: program, session title, coach, location, spots left, price and Book Now. */
export function TrainingItem({ activity, compact }: { activity: Extract<Activity, { kind: 'training' }>; compact?: boolean }) {
  const s = activity.session;
  const { t, language } = useT('schedule');
  const left = spotsLeft(activity);
  const time = wallTime(s.time, language) ?? t('row.timeTba');
  const coach = s.coachName ?? s.coach?.name ?? t('row.tba');
  return (
    <ActivityRow
      compact={compact}
      accent="training"
      time={time}
      kindLabel={t('row.training')}
      title={s.program.name}
      subtitle={s.sessionTitle}
      details={
        <>
          <li className="flex items-center gap-1.5">
            <UserRound className="size-4 text-slate-500" aria-hidden="true" /> {t('row.coach', { name: coach })}
          </li>
          <li className="flex items-center gap-1.5">
            <MapPin className="size-4 text-slate-500" aria-hidden="true" /> {s.location}
          </li>
        </>
      }
      status={<Badge tone={spotsTone(left, s.totalSpots)}>{left === 0 ? t('row.full') : t('row.spotsLeft', { count: left })}</Badge>}
      price={money(s.program.price, language)}
      action={
        left === 0 ? (
          <Button disabled variant="outline" className="w-36">
            {t('row.full')}
          </Button>
        ) : (
          <Button asChild className="w-36">
            <Link href={`/enhanced-checkout?programId=${s.programId}&sessionId=${s.id}`}>
              {t('row.bookNow')}
              <span className="sr-only">{t('row.bookNowFor', { what: `${s.program.name}${s.sessionTitle ? ` ${s.sessionTitle}` : ''}`, time })}</span>
            </Link>
          </Button>
        )
      }
    />
  );
}
