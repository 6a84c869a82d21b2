import { Users } from 'lucide-react';
import type { PickupGame } from '@common/pickup';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18next';
import { isFull } from '@/features/pickup/games/game-action';
import { fillPercent } from '../lib/games';

/** Players current/max, a fill bar, and how many places are left. */
export function PlayersMeter({ game }: { game: PickupGame }) {
  const { t } = useT('openPlay');
  const pct = fillPercent(game);
  const left = Math.max(0, game.maxPlayers - game.currentPlayers);
  const full = isFull(game);
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="flex items-center gap-1.5 font-semibold whitespace-nowrap text-ink-900">
          <Users className="size-4 text-slate-500" aria-hidden="true" />
          <span className="tabular-nums">
            {game.currentPlayers}/{game.maxPlayers}
          </span>
          {t('players.players')}
        </span>
        <span className={cn('text-xs font-semibold whitespace-nowrap', full ? 'text-red-700' : left <= 2 ? 'text-amber-800' : 'text-slate-600')}>
          {full ? t('players.full') : t('players.left', { count: left })}
        </span>
      </div>
      {/* The numbers above say it all; the bar is only a picture of them. */}
      <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200">
        <div className={cn('h-full rounded-full', full ? 'bg-red-600' : pct >= 80 ? 'bg-amber-500' : 'bg-green-600')} style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}
