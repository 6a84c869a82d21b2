import { LogIn, MapPin, UserRound } from 'lucide-react';
import { Suspense } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useUser } from '@/lib/use-user';
import { useWaitlist, waitsInLine } from '@/features/bookings/waitlist/use-waitlist';
import { WaitlistAction } from '@/features/bookings/waitlist/waitlist-action';
import { AgeGroupBadge } from '@/features/programs/components/age-group-badge';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { spotsLeft, spotsTone, type Activity } from '../activities';
import { ActivityRow } from './activity-row';
import { money, wallTime } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { signInPath } from '@/lib/sign-in';
import { waitForPath, waitlistFrom } from '../waitlist-param';

/**
 * A training session: program, session title, the ages it is for, coach, location, spots left, price and Book Now. A full
 * one has its waitlist (issue 18): athletes and parents join it, see their place in line or book the
 * place held for them; visitors are asked to log in, and come back to this session's Join waitlist
 * (issue 29); coaches see Full.
 */
export function TrainingItem({ activity, compact }: { activity: Extract<Activity, { kind: 'training' }>; compact?: boolean }) {
  const s = activity.session;
  const { t, language } = useT('schedule');
  const { user, isLoading } = useUser();
  const waitlist = useWaitlist();
  const left = spotsLeft(activity);
  const time = wallTime(s.time, language) ?? t('row.timeTba');
  const coach = s.coachName ?? s.coach?.name ?? t('row.tba');
  const what = `${s.program.name}${s.sessionTitle ? ` ${s.sessionTitle}` : ''}`;
  const inLine = waitlist.data?.some((e) => e.sessionId === s.id) ?? false;
  // Back to this week of the schedule once logged in, with this session's Join waitlist focused.
  const [path] = useLocation();
  const search = useSearch();
  const loginHref = signInPath(waitForPath(path, search, s.id));
  const wanted = waitlistFrom(search) === s.id;
  // What everyone else sees: Full, or Book Now.
  const plain =
    left === 0 ? (
      <Button disabled variant="outline" className="w-36">
        {t('row.full')}
      </Button>
    ) : (
      <Button asChild className="w-36">
        <Link href={`/enhanced-checkout?programId=${s.programId}&sessionId=${s.id}`}>
          {t('row.bookNow')}
          <span className="sr-only">{t('row.bookNowFor', { what, time })}</span>
        </Link>
      </Button>
    );
  return (
    <ActivityRow
      compact={compact}
      kind="training"
      time={time}
      title={s.program.name}
      subtitle={s.sessionTitle}
      badges={<AgeGroupBadge ageGroup={s.ageGroup} title={s.sessionTitle} />}
      details={[
        { icon: UserRound, text: t('row.coach', { name: coach }) },
        { icon: MapPin, text: s.location },
      ]}
      status={<Badge tone={spotsTone(left, s.totalSpots)}>{left === 0 ? t('row.full') : t('row.spotsLeft', { count: left })}</Badge>}
      price={money(s.program.price, language)}
      action={
        waitsInLine(user?.role) && (left === 0 || inLine) ? (
          <Suspense fallback={plain}>
            <WaitlistAction
              session={{ id: s.id, programId: s.programId, programName: s.program.name, sessionTitle: s.sessionTitle, date: s.date, time: s.time }}
              full={left === 0}
              fallback={plain}
              focusJoin={wanted}
            />
          </Suspense>
        ) : left === 0 && !user && !isLoading ? (
          <Button asChild variant="secondary" className="h-auto min-h-11 w-36 py-2 text-center leading-tight">
            <Link href={loginHref}>
              <LogIn className="size-4 shrink-0" aria-hidden="true" />
              {t('row.loginToWait')}
              <span className="sr-only">{t('row.bookNowFor', { what, time })}</span>
            </Link>
          </Button>
        ) : (
          plain
        )
      }
    />
  );
}
