import { Ban, ClipboardList, MapPin, Pencil, Repeat, User } from 'lucide-react';
import { cn } from '@/lib/cn';
import { wallTime } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { InlineIconFact } from '@/ui/icon-fact';
import { AgeGroupBadge } from '@/features/programs/components/age-group-badge';
import type { StaffSession } from '../api/use-staff-sessions';
import { bookedCount, inLanguage, sessionLabel } from '../lib/session-label';

interface SessionRowProps {
  session: StaffSession;
  coachName: string | null;
  onRoster: () => void;
  onEdit: () => void;
  onCancel: () => void;
}

/** One session of the week: time, program, place, coach, spots, age group, and its actions. */
export function SessionRow({ session: s, coachName, onRoster, onEdit, onCancel }: SessionRowProps) {
  const { t, language } = useT('staff');
  const cancelled = s.status === 'CANCELLED';
  const booked = bookedCount(s);
  const label = sessionLabel(s, t, language);
  // The list carries the English and the Spanish (the edit form needs both): show the reader's.
  const title = s.sessionTitle && inLanguage(s.sessionTitle, s.sessionTitleEs, language);
  return (
    <li
      data-testid="staff-session"
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between',
        cancelled && 'bg-slate-50',
      )}
    >
      <div className="min-w-0 space-y-1">
        <p className={cn('font-semibold text-ink-900', cancelled && 'text-slate-500 line-through')}>
          <span className="tabular-nums">{wallTime(s.time, language) ?? t('timeTba')}</span> · {s.programName}
          {title && <span className="font-normal text-slate-600"> · {title}</span>}
        </p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          <InlineIconFact icon={MapPin}>{inLanguage(s.location, s.locationEs, language)}</InlineIconFact>
          <InlineIconFact icon={User}>{coachName ?? t('unassigned')}</InlineIconFact>
          <span className="tabular-nums">{t('schedule.row.booked', { booked, total: s.totalSpots })}</span>
        </p>
        <div className="flex flex-wrap gap-1.5">
          {s.seriesId != null && (
            <Badge>
              <Repeat className="mr-1 size-3" aria-hidden="true" />
              {t('schedule.weeklySeries')}
            </Badge>
          )}
          <AgeGroupBadge ageGroup={s.ageGroup} title={s.sessionTitle} />
          {cancelled && <Badge tone="danger">{t('schedule.row.cancelled')}</Badge>}
          {!cancelled && s.availableSpots === 0 && <Badge tone="warning">{t('schedule.row.full')}</Badge>}
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onRoster}>
          <ClipboardList className="size-4" aria-hidden="true" />
          {t('schedule.row.roster')}
          <span className="sr-only">: {label}</span>
        </Button>
        {!cancelled && (
          <>
            <Button size="sm" variant="outline" onClick={onEdit}>
              <Pencil className="size-4" aria-hidden="true" />
              {t('actions.edit')}
              <span className="sr-only">: {label}</span>
            </Button>
            <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50" onClick={onCancel}>
              <Ban className="size-4" aria-hidden="true" />
              {t('actions.cancel')}
              <span className="sr-only">: {label}</span>
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
