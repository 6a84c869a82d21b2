import { LogIn, MapPin, UserRound } from 'lucide-react';
import { Suspense } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useUser } from '@/lib/use-user';
import { useWaitlist, waitsInLine } from '@/features/bookings/waitlist/use-waitlist';
import { WaitlistAction } from '@/features/bookings/waitlist/waitlist-action';
import { AgeGroupBadge } from '@/features/programs/components/age-group-badge';
import { BookingWindowNote, OpensForYouBadge } from '@/features/bookings/window/booking-window-note';
import { useBookingWindow } from '@/features/bookings/window/use-booking-window';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { spotsLeft, spotsTone, type Activity } from '../activities';
import { ActivityRow } from './activity-row';
import { money, shortDay, wallTime } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { signInPath } from '@/lib/sign-in';
import { waitForPath, waitlistFrom } from '../waitlist-param';

/**
 * A training session: program, session title, the ages it is for, coach, location, spots left, price and Book Now. A full
 * one has its waitlist (issue 18): athletes and parents join it, see their place in line or book the
 * place held for them; visitors are asked to log in, and come back to this session's Join waitlist
 * (issue 29); coaches see Full. A session not open to everyone yet (issue 32, decision 056) says when
 * it opens: members whose plan books earlier see "Opens for you now" and book; the others see the
 * day, with the plans that book earlier, and no Book Now.
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
  const bookingWindow = useBookingWindow();
  const windowState = bookingWindow.stateOf(s.bookingOpens);
  // What everyone else sees: not open yet, Full, or Book Now.
  const plain = !windowState.open ? (
    <Button disabled variant="outline" className="h-auto min-h-11 w-36 py-2 text-center leading-tight">
      {t('window.opens', { date: shortDay(windowState.opensOn, language) })}
      <span className="sr-only">{t('row.bookNowFor', { what, time })}</span>
    </Button>
  ) : left === 0 ? (
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
      badges={
        <>
          <AgeGroupBadge ageGroup={s.ageGroup} title={s.sessionTitle} />
          {windowState.early && <OpensForYouBadge />}
        </>
      }
      details={[
        { icon: UserRound, text: t('row.coach', { name: coach }) },
        { icon: MapPin, text: s.location },
      ]}
      status={<Badge tone={spotsTone(left, s.totalSpots)}>{left === 0 ? t('row.full') : t('row.spotsLeft', { count: left })}</Badge>}
      price={money(s.program.price, language)}
      notice={
        windowState.open && !windowState.early ? undefined : (
          <BookingWindowNote state={windowState} sellers={bookingWindow.sellers} mayUpgrade={bookingWindow.mayUpgrade} />
        )
      }
      action={
        waitsInLine(user?.role) && windowState.open && (left === 0 || inLine) ? (
          <Suspense fallback={plain}>
            <WaitlistAction
              session={{ id: s.id, programId: s.programId, programName: s.program.name, sessionTitle: s.sessionTitle, date: s.date, time: s.time }}
              full={left === 0}
              fallback={plain}
              focusJoin={wanted}
            />
          </Suspense>
        ) : windowState.open && left === 0 && !user && !isLoading ? (
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
