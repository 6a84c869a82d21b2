import { MapPin, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import { formatPrice } from '@common/programs';
import { formatTime12 } from '@/lib/format-time';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { spotsLeft, spotsTone, type Activity } from '../activities';
import { ActivityRow } from './activity-row';

/** A training session: program, session title, coach, location, spots left, price and Book Now. */
export function TrainingItem({ activity, compact }: { activity: Extract<Activity, { kind: 'training' }>; compact?: boolean }) {
  const s = activity.session;
  const left = spotsLeft(activity);
  const time = formatTime12(s.time);
  const coach = s.coachName ?? s.coach?.name ?? 'TBA';
  return (
    <ActivityRow
      compact={compact}
      accent="training"
      time={time}
      kindLabel="Training"
      title={s.program.name}
      subtitle={s.sessionTitle}
      details={
        <>
          <li className="flex items-center gap-1.5">
            <UserRound className="size-4 text-slate-500" aria-hidden="true" /> Coach: {coach}
          </li>
          <li className="flex items-center gap-1.5">
            <MapPin className="size-4 text-slate-500" aria-hidden="true" /> {s.location}
          </li>
        </>
      }
      status={<Badge tone={spotsTone(left, s.totalSpots)}>{left === 0 ? 'Full' : `${left} ${left === 1 ? 'spot' : 'spots'} left`}</Badge>}
      price={formatPrice(s.program.price)}
      action={
        left === 0 ? (
          <Button disabled variant="outline" className="w-36">
            Full
          </Button>
        ) : (
          <Button asChild className="w-36">
            <Link href={`/enhanced-checkout?programId=${s.programId}&sessionId=${s.id}`}>
              Book Now
              <span className="sr-only">
                : {s.program.name}
                {s.sessionTitle ? ` ${s.sessionTitle}` : ''} at {time}
              </span>
            </Link>
          </Button>
        )
      }
    />
  );
}
