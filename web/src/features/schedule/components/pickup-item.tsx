import { Gauge, MapPin, Users } from 'lucide-react';
import { gameAction } from '@/features/pickup/games/game-action';
import { GameActions } from '@/features/pickup/games/game-actions';
import { LeaveGameDialog } from '@/features/pickup/games/leave-game-dialog';
import { useGameJoining } from '@/features/pickup/games/use-game-joining';
import { usePickupAccess } from '@/features/pickup/games/use-pickup-access';
import { PlanLimitNotice } from '@/features/subscriptions/plan-limit/plan-limit-notice';
import { useUser } from '@/lib/use-user';
import { Badge } from '@/ui/badge';
import { spotsLeft, spotsTone, type Activity } from '../activities';
import { ActivityRow } from './activity-row';
import { money, wallTime } from '@/lib/i18n/format';
import { useSkillLevel } from '@/lib/i18n/skill-level';
import { useT } from '@/lib/i18n/i18next';

/**
 * A pickup game: title, format, time range, location, players, skill level, cost, and the same
 * actions as on /pickup-games (Join, or Joined and Leave with its confirmation, Full, Log in).
 */
export function PickupItem({ activity, compact }: { activity: Extract<Activity, { kind: 'pickup' }>; compact?: boolean }) {
  const { user } = useUser();
  const joining = useGameJoining();
  const g = activity.game;
  const { t, language } = useT('schedule');
  const skillLevel = useSkillLevel();
  const left = spotsLeft(activity);
  const start = wallTime(g.startTime, language) ?? t('row.timeTba');
  const end = wallTime(g.endTime, language);
  const range = end ? `${start} – ${end}` : start;
  const access = usePickupAccess();
  const action = gameAction(g, user?.role ?? null, access.hasAccess);
  const joined = action.kind === 'joined';
  const planLimit = joining.planLimit?.gameId === g.id ? joining.planLimit.message : null;

  return (
    <>
      <ActivityRow
        compact={compact}
        kind="pickup"
        time={start}
        title={g.title}
        subtitle={`${t(`formats.${g.sport}`)} · ${range}`}
        details={[
          { icon: MapPin, text: g.location },
          { icon: Users, text: t('row.players', { current: g.currentPlayers, max: g.maxPlayers }) },
          { icon: Gauge, text: skillLevel(g.skillLevel) },
        ]}
        status={
          joined ? (
            <Badge tone="success" className="whitespace-nowrap">
              {t('row.youreIn')}
            </Badge>
          ) : (
            <Badge tone={spotsTone(left, g.maxPlayers)}>{left === 0 ? t('row.full') : t('row.placesOpen', { count: left })}</Badge>
          )
        }
        price={g.cost === 0 ? t('row.free') : money(g.cost / 100, language)}
        action={
          action.kind === 'read-only' ? (
            <p className="w-36 text-right text-xs text-slate-600">{t('row.athletesJoin')}</p>
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
