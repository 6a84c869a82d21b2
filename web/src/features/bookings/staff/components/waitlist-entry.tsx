import { ArrowDown, ArrowUp, CalendarPlus } from 'lucide-react';
import { useSiteInfo } from '@/features/site/api/use-site-info';
import { instantDayTimeIn } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import type { StaffWaitlistEntry } from '../api/use-session-waitlist';
import type { Direction } from '../lib/line-moves';
import { AthleteEntry } from './athlete-entry';

interface WaitlistEntryProps {
  entry: StaffWaitlistEntry;
  /** Someone waiting: the places they can move to (null at an end); null once a place is offered. */
  moves: Record<Direction, number | null> | null;
  busy: boolean;
  onMove: (dir: Direction, to: number) => void;
  onOffer: () => void;
}

export const moveButtonId = (id: number, dir: Direction) => `waitlist-${id}-move-${dir}`;

/** One person in line: place (or the offer and until when it holds), contact, when they joined; move them or offer a place. */
export function WaitlistEntryCard({ entry: e, moves, busy, onMove, onOffer }: WaitlistEntryProps) {
  const { t, language } = useT('staff');
  const timeZone = useSiteInfo().data?.timeZone ?? 'America/New_York';
  const name = `${e.athlete.firstName} ${e.athlete.lastName}`;
  const status =
    e.status === 'OFFERED'
      ? e.offerExpiresAt
        ? t('schedule.waitlist.offered', { time: instantDayTimeIn(e.offerExpiresAt, timeZone, language) })
        : t('schedule.waitlist.offeredNoTime')
      : t('schedule.waitlist.position', { position: e.position ?? '' });
  const arrow = (dir: Direction) => {
    const to = moves?.[dir] ?? null;
    const Icon = dir === 'up' ? ArrowUp : ArrowDown;
    return (
      <Button id={moveButtonId(e.id, dir)} size="sm" variant="outline" disabled={busy || to == null} onClick={() => to != null && onMove(dir, to)}>
        <Icon className="size-4" aria-hidden="true" />
        <span aria-hidden="true">{dir === 'up' ? t('schedule.waitlist.moveUp') : t('schedule.waitlist.moveDown')}</span>
        <span className="sr-only">{dir === 'up' ? t('schedule.waitlist.moveUpName', { name }) : t('schedule.waitlist.moveDownName', { name })}</span>
      </Button>
    );
  };
  return (
    <AthleteEntry
      data-testid="waitlist-entry"
      name={name}
      email={e.athlete.email}
      more={<p className="text-sm text-slate-600">{t('schedule.waitlist.joined', { when: instantDayTimeIn(e.joinedAt, timeZone, language) })}</p>}
      badges={
        <>
          <Badge tone={e.status === 'OFFERED' ? 'warning' : 'primary'}>{status}</Badge>
          {e.autoBook && <Badge tone="success">{t('schedule.waitlist.autoBook')}</Badge>}
        </>
      }
    >
      {moves && (
        <div className="mt-3 flex flex-wrap gap-2">
          {arrow('up')}
          {arrow('down')}
          <Button size="sm" disabled={busy} onClick={onOffer}>
            <CalendarPlus className="size-4" aria-hidden="true" />
            <span aria-hidden="true">{t('schedule.waitlist.offer')}</span>
            <span className="sr-only">{t('schedule.waitlist.offerName', { name })}</span>
          </Button>
        </div>
      )}
    </AthleteEntry>
  );
}
