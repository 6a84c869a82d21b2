import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { WaitlistEntry } from '@common/waitlist';
import { useMyBookings } from '@/features/bookings/my-bookings/use-my-bookings';
import { useT } from '@/lib/i18n/i18next';
import { useUser } from '@/lib/use-user';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { JoinWaitlistButton } from './join-waitlist-button';
import { LeaveWaitlistButton } from './leave-waitlist-button';
import { sessionWords, type SessionInfo } from './session-words';
import { useHeldUntil } from './use-held-until';
import { useLinkedAthletes } from '@/features/parent/api/use-linked-athletes';
import { useWaitlist } from './use-waitlist';
import { fullName, joinableAthletes, offerCheckoutHref, type Person } from './waitlist';

interface WaitlistActionProps {
  session: SessionInfo & { id: number; programId: number };
  /** No places left: the line can be joined. */
  full: boolean;
  /** What the row shows when there is nothing to do in line (its disabled Full button, or Book Now). */
  fallback: ReactNode;
  /** Back from signing in to wait for this session (issue 29): Join waitlist takes the focus. */
  focusJoin?: boolean;
}

/**
 * A schedule row's action for a signed-in athlete or parent: the held place to book (an offer), the
 * place in line with Leave waitlist, and Join waitlist for whoever can still join a full session.
 */
export function WaitlistAction({ session, full, fallback, focusJoin = false }: WaitlistActionProps) {
  const { user } = useUser();
  const { t, language } = useT('waitlist');
  const heldUntil = useHeldUntil();
  const parent = user?.role === 'PARENT';
  const list = useWaitlist();
  const bookings = useMyBookings();
  const linked = useLinkedAthletes({ enabled: parent });
  if (!user || list.isPending || bookings.isPending || (parent && linked.isPending)) return fallback;

  const entries = (list.data ?? []).filter((e) => e.sessionId === session.id);
  const candidates: Person[] = parent ? (linked.data ?? []) : [user];
  const joinable = full ? joinableAthletes(candidates, session.id, list.data ?? [], bookings.data ?? []) : [];
  if (entries.length === 0 && joinable.length === 0) return fallback;

  const words = sessionWords(session, t, language);
  const context = (e: WaitlistEntry) => (e.athlete.id === user.id ? t('context', words) : t('contextFor', { ...words, name: fullName(e.athlete) }));
  const forOther = (e: WaitlistEntry) =>
    e.athlete.id !== user.id && <span className="text-xs font-medium text-slate-700">{t('forName', { name: fullName(e.athlete) })}</span>;

  return (
    <div className="flex flex-col gap-2 sm:items-end">
      {entries.map((e) =>
        e.status === 'OFFERED' ? (
          <div key={e.id} className="flex flex-col gap-1 sm:items-end">
            <Button asChild className="h-auto min-h-11 py-2 text-center leading-tight sm:w-44">
              <Link href={offerCheckoutHref(e, user.id)}>
                {t('bookHeld')}
                <span className="sr-only">{context(e)}</span>
              </Link>
            </Button>
            <p className="text-xs font-medium text-brand-800">{t('heldUntil', { until: heldUntil(e.offerExpiresAt) })}</p>
            {forOther(e)}
          </div>
        ) : (
          <div key={e.id} className="flex flex-col gap-1 sm:items-end">
            <p className="flex flex-wrap items-center gap-2 sm:justify-end">
              <Badge tone="warning">{t('position', { position: e.position ?? '' })}</Badge>
              {forOther(e)}
            </p>
            <LeaveWaitlistButton entry={e} context={context(e)} className="sm:w-44" />
          </div>
        ),
      )}
      {joinable.length > 0 && (
        <JoinWaitlistButton
          session={session}
          athletes={joinable}
          parent={parent}
          autoFocus={focusJoin}
          className="h-auto min-h-11 py-2 text-center leading-tight sm:w-44"
        />
      )}
    </div>
  );
}
