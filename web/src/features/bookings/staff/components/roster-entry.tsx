import { Phone, UserCheck, UserX } from 'lucide-react';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { useNotify } from '@/lib/staff/notify';
import { useMarkAttendance } from '../api/use-mark-attendance';
import type { RosterEntry } from '../api/use-roster';
import { AthleteEntry } from './athlete-entry';

const STATUS = {
  CHECKED_IN: { label: 'schedule.roster.checkedIn', tone: 'success' },
  NO_SHOW: { label: 'schedule.roster.noShow', tone: 'danger' },
} as const;

/**
 * One booked athlete: contact, the waiver version signed ("v3", outdated, or none), emergency contact
 * and the attendance buttons (pressing a set mark clears it); a mark whose window is not open yet is
 * disabled (`open`), a set one can always be cleared.
 */
export function RosterEntryCard({ entry, sessionId, open }: { entry: RosterEntry; sessionId: number; open: Record<'CHECKED_IN' | 'NO_SHOW', boolean> }) {
  const mark = useMarkAttendance(sessionId);
  const { t } = useT('staff');
  const notify = useNotify();
  const name = `${entry.athlete.firstName} ${entry.athlete.lastName}`;
  const set = (attendance: RosterEntry['attendance']) =>
    mark.mutate(
      { bookingId: entry.bookingId, attendance: entry.attendance === attendance ? null : attendance },
      { onSuccess: (r) => notify.saved(`${r.message}: ${name}`), onError: (err) => notify.error(err, t('schedule.roster.failed')) },
    );
  const contact = entry.emergencyContact;
  return (
    <AthleteEntry
      data-testid="roster-entry"
      name={name}
      email={entry.athlete.email}
      badges={
        <>
          {entry.attendance ? (
            <Badge tone={STATUS[entry.attendance].tone}>{t(STATUS[entry.attendance].label)}</Badge>
          ) : (
            <Badge>{t('schedule.roster.notMarked')}</Badge>
          )}
          <Badge tone={entry.waiverCurrent ? 'success' : 'warning'}>
            {entry.waiverVersion === null
              ? t('schedule.roster.noWaiver')
              : t(entry.waiverCurrent ? 'schedule.roster.waiverSigned' : 'schedule.roster.waiverOutdated', { version: entry.waiverVersion })}
            {entry.waiverVersion !== null && entry.waiverLanguage && ` · ${t(`schedule.roster.waiverLanguage.${entry.waiverLanguage}`)}`}
          </Badge>
        </>
      }
    >
      <p className="mt-2 flex items-center gap-2 text-sm text-slate-700">
        <Phone className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
        {contact ? (
          <span>
            {t('schedule.roster.emergency', { name: contact.name, relation: contact.relation })}{' '}
            <a className="font-medium text-brand-700 underline" href={`tel:${contact.phone}`}>
              {contact.phone}
            </a>
          </span>
        ) : (
          <span>{t('schedule.roster.noEmergency')}</span>
        )}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={entry.attendance === 'CHECKED_IN' ? 'primary' : 'outline'}
          aria-pressed={entry.attendance === 'CHECKED_IN'}
          disabled={mark.isPending || (!open.CHECKED_IN && entry.attendance !== 'CHECKED_IN')}
          onClick={() => set('CHECKED_IN')}
        >
          <UserCheck className="size-4" aria-hidden="true" />
          {t('schedule.roster.checkIn')}
          <span className="sr-only"> {name}</span>
        </Button>
        <Button
          size="sm"
          variant={entry.attendance === 'NO_SHOW' ? 'danger' : 'outline'}
          aria-pressed={entry.attendance === 'NO_SHOW'}
          disabled={mark.isPending || (!open.NO_SHOW && entry.attendance !== 'NO_SHOW')}
          onClick={() => set('NO_SHOW')}
        >
          <UserX className="size-4" aria-hidden="true" />
          {t('schedule.roster.noShow')}
          <span className="sr-only"> {name}</span>
        </Button>
      </div>
    </AthleteEntry>
  );
}
