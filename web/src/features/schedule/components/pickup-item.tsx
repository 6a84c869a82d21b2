import { Gauge, MapPin, Users } from 'lucide-react';
import { formatGameCost, PICKUP_FORMAT } from '@common/pickup';
import { formatTime12 } from '@/lib/format-time';
import { gameAction } from '@/lib/pickup/game-action';
import { GameActions } from '@/lib/pickup/game-actions';
import { LeaveGameDialog } from '@/lib/pickup/leave-game-dialog';
import { useGameJoining } from '@/lib/pickup/use-game-joining';
import { usePickupAccess } from '@/lib/pickup/use-pickup-access';
import { PlanLimitNotice } from '@/lib/plan-limit/plan-limit-notice';
import { useUser } from '@/lib/use-user';
import { Badge } from '@/ui/badge';
import { spotsLeft, spotsTone, type Activity } from '../activities';
import { ActivityRow } from './activity-row';

/**
 * A pickup game: title, format, time range, location, players, skill level, cost, and the same
 * actions as on /pickup-games (Join, or Joined and Leave with its confirmation, Full, Log in).
 */
export function PickupItem({ activity, compact }: { activity: Extract<Activity, { kind: 'pickup' }>; compact?: boolean }) {
  const { user } = useUser();
  const joining = useGameJoining();
  const g = activity.game;
  const left = spotsLeft(activity);
  const start = formatTime12(g.startTime);
  const range = g.endTime ? `${start} – ${formatTime12(g.endTime)}` : start;
  const access = usePickupAccess();
  const action = gameAction(g, user?.role ?? null, access.hasAccess);
  const joined = action.kind === 'joined';
  const planLimit = joining.planLimit?.gameId === g.id ? joining.planLimit.message : null;

  return (
    <>
      <ActivityRow
        compact={compact}
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
        status={
          joined ? (
            <Badge tone="success" className="whitespace-nowrap">
              You're in
            </Badge>
          ) : (
            <Badge tone={spotsTone(left, g.maxPlayers)}>{left === 0 ? 'Full' : `${left} ${left === 1 ? 'place' : 'places'} open`}</Badge>
          )
        }
        price={formatGameCost(g.cost)}
        action={
          action.kind === 'read-only' ? (
            <p className="w-36 text-right text-xs text-slate-600">Athletes join from their own account</p>
          ) : (
            <GameActions game={g} action={action} joining={joining.joiningId === g.id} onJoin={() => joining.joinGame(g)} onLeave={() => joining.askLeave(g)} />
          )
        }
        notice={planLimit && <PlanLimitNotice message={planLimit} />}
      />
      <LeaveGameDialog game={joining.leaving} pending={joining.leavePending} onCancel={joining.cancelLeave} onConfirm={joining.confirmLeave} />
    </>
  );
}
