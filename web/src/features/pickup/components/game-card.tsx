import { Clock, Gauge, MapPin } from 'lucide-react';
import type { PickupGame } from '@common/pickup';
import { cn } from '@/lib/cn';
import { money, wallTime } from '@/lib/i18n/format';
import { useSkillLevel } from '@/lib/i18n/skill-level';
import { useT } from '@/lib/i18n/i18next';
import type { GameAction } from '@/features/pickup/games/game-action';
import { GameActions } from '@/features/pickup/games/game-actions';
import { PlanLimitNotice } from '@/features/subscriptions/plan-limit/plan-limit-notice';
import { Badge } from '@/ui/badge';
import { IconFact } from '@/ui/icon-fact';
import { SPORT_LOOK } from '../lib/sport-look';
import { PlayersMeter } from './players-meter';

interface GameCardProps {
  game: PickupGame;
  action: GameAction;
  joining: boolean;
  /** The server's plan-limit message after a refused join of this game. */
  planLimit: string | null;
  onJoin: () => void;
  onLeave: () => void;
}

/** One pickup game: format, title, time, place, skill level, players, cost and what can be done. */
export function GameCard({ game, action, joining, planLimit, onJoin, onLeave }: GameCardProps) {
  const { t, language } = useT('openPlay');
  const skillLevel = useSkillLevel();
  const time = (wall: string) => wallTime(wall, language) ?? t('card.timeTba');
  const look = SPORT_LOOK[game.sport];
  const Icon = look.icon;
  const headingId = `game-${game.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={cn(
          'grid gap-x-6 gap-y-4 rounded-2xl border border-l-4 border-slate-200 bg-white p-5 shadow-sm md:grid-cols-[minmax(0,1fr)_14rem_auto] md:items-center',
          look.accent,
        )}
      >
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <span className={cn('inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold', look.pill)}>
              <Icon className="size-3.5" aria-hidden="true" />
              {t(`formats.${game.sport}`)}
            </span>
            {game.joined && <Badge tone="success">{t('card.joined')}</Badge>}
          </div>
          <h3 id={headingId} className="mt-2 text-lg font-bold text-ink-900">
            {game.title}
          </h3>
          <ul className="mt-1.5 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
            <IconFact icon={Clock}>
              {time(game.startTime)} – {time(game.endTime)}
            </IconFact>
            <IconFact icon={MapPin}>{game.location}</IconFact>
            <IconFact icon={Gauge}>
              <span>
                <span className="sr-only">{t('card.skill')} </span>
                {skillLevel(game.skillLevel)}
              </span>
            </IconFact>
          </ul>
        </div>
        <PlayersMeter game={game} />
        <div className="flex items-center justify-between gap-4 border-t border-slate-100 pt-4 md:flex-col md:items-end md:border-0 md:pt-0">
          <p className="text-xl font-extrabold text-ink-900">
            <span className="sr-only">{t('card.cost')} </span>
            {game.cost === 0 ? t('card.free') : money(game.cost / 100, language)}
          </p>
          <GameActions game={game} action={action} joining={joining} onJoin={onJoin} onLeave={onLeave} />
        </div>
        {planLimit && <PlanLimitNotice message={planLimit} className="md:col-span-3" />}
      </article>
    </li>
  );
}
