import { Gauge, MapPin, Users } from 'lucide-react';
import { Link } from 'wouter';
import { formatGameCost, PICKUP_FORMAT } from '@common/pickup';
import { formatTime12 } from '@/lib/format-time';
import { useUser } from '@/lib/use-user';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { spotsLeft, spotsTone, type Activity } from '../activities';
import { ActivityRow } from './activity-row';

/** A pickup game: title, format, time range, location, players, skill level, cost and Join. */
export function PickupItem({ activity }: { activity: Extract<Activity, { kind: 'pickup' }> }) {
  const { user } = useUser();
  const g = activity.game;
  const left = spotsLeft(activity);
  const start = formatTime12(g.startTime);
  const range = g.endTime ? `${start} – ${formatTime12(g.endTime)}` : start;
  const named = <span className="sr-only">: {g.title} at {start}</span>;

  let action;
  if (left === 0) {
    action = (
      <Button disabled variant="outline" className="w-36">
        Full
      </Button>
    );
  } else if (!user) {
    action = (
      <Button asChild variant="secondary" className="w-36">
        <Link href="/login">Log in to Join{named}</Link>
      </Button>
    );
  } else if (user.role === 'ATHLETE') {
    action = (
      <Button asChild variant="secondary" className="w-36">
        <Link href={`/pickup-game-checkout?gameId=${g.id}`}>Join Game{named}</Link>
      </Button>
    );
  } else {
    action = <p className="w-36 text-right text-xs text-slate-600">Athletes join from their own account</p>;
  }

  return (
    <ActivityRow
      accent="pickup"
      time={start}
      kindLabel="Pickup Game"
      title={g.title}
      subtitle={`${PICKUP_FORMAT[g.sport]} · ${range}`}
      details={
        <>
          <li className="flex items-center gap-1.5">
            <MapPin className="size-4 text-slate-500" aria-hidden="true" /> {g.location}
          </li>
          <li className="flex items-center gap-1.5">
            <Users className="size-4 text-slate-500" aria-hidden="true" /> {g.currentPlayers}/{g.maxPlayers} players
          </li>
          <li className="flex items-center gap-1.5">
            <Gauge className="size-4 text-slate-500" aria-hidden="true" /> {g.skillLevel}
          </li>
        </>
      }
      status={<Badge tone={spotsTone(left, g.maxPlayers)}>{left === 0 ? 'Full' : `${left} ${left === 1 ? 'place' : 'places'} open`}</Badge>}
      price={formatGameCost(g.cost)}
      action={action}
    />
  );
}
