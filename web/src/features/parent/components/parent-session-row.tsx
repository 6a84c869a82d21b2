import { CalendarDays, Clock, Ticket, UserRound } from 'lucide-react';
import { longDay, wallTime } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { FactList } from '@/ui/fact-list';
import { ListCard } from '@/ui/list-card';
import { CheckInCodeButton } from '@/features/check-in/check-in-code-button';
import type { ParentSession } from '../api/use-parent-sessions';

/**
 * One booked session: program, athlete, date, time (12-hour), status (green when CONFIRMED), Cancel;
 * a booking paid with a session credit names its pack ("Paid with 1 credit from 10-Session Pack").
 */
export function ParentSessionRow({
  session,
  onCancel,
  cancelReady,
  checkIn,
}: {
  session: ParentSession;
  onCancel: () => void;
  cancelReady: boolean;
  checkIn?: { code: string; checkedIn: boolean };
}) {
  const { t, language } = useT('parent');
  const name = session.programName || t('sessions.fallbackName');
  const date = longDay(session.sessionDate, language);
  return (
    <ListCard
      className="rounded-xl border border-slate-200 p-4"
      title={name}
      badges={<Badge tone={session.status === 'CONFIRMED' ? 'success' : 'secondary'}>{t(`sessions.statuses.${session.status}`)}</Badge>}
      actions={
        <div className="flex shrink-0 flex-col gap-2 sm:flex-row sm:items-center">
          {checkIn && session.status === 'CONFIRMED' && (
            <CheckInCodeButton
              code={checkIn.code}
              checkedIn={checkIn.checkedIn}
              athlete={`${session.athleteName} ${session.athleteLastName}`}
              session={`${name}, ${date}`}
              which={t('sessions.cancelWhich', { name, athlete: session.athleteName, date })}
            />
          )}
          <Button variant="outline" size="sm" onClick={onCancel} disabled={!cancelReady} className="shrink-0 text-red-700 hover:bg-red-50">
            {t('sessions.cancel')}
            <span className="sr-only">{t('sessions.cancelWhich', { name, athlete: session.athleteName, date })}</span>
          </Button>
        </div>
      }
    >
      <FactList
        className="mt-2 flex flex-col gap-x-5 gap-y-1 text-sm text-slate-700 sm:flex-row sm:flex-wrap"
        iconClassName="size-4 shrink-0 text-slate-500"
        facts={[
          { icon: UserRound, text: `${session.athleteName} ${session.athleteLastName}` },
          { icon: CalendarDays, text: date },
          { icon: Clock, text: wallTime(session.sessionTime, language) ?? t('sessions.timeTba') },
          ...(session.paidWithCredit && session.creditPack ? [{ icon: Ticket, text: t('sessions.paidWithCredit', { pack: session.creditPack }) }] : []),
        ]}
      />
    </ListCard>
  );
}
