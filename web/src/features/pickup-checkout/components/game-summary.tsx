import { formatGameCost, PICKUP_FORMAT, type PickupGame } from '@common/pickup';
import { formatLongDate, formatTime12 } from '@/lib/format-time';

type Details = Pick<PickupGame, 'title' | 'sport' | 'date' | 'startTime' | 'endTime' | 'location' | 'cost'>;

/** What is being paid for (or was joined): the game, when, where and the amount. */
export function GameSummary({ game, amountLabel = 'Amount' }: { game: Details; amountLabel?: string }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl bg-slate-50 p-4 text-sm">
      <dt className="text-slate-700">Game</dt>
      <dd className="font-semibold">{game.title}</dd>
      <dt className="text-slate-700">Format</dt>
      <dd>{PICKUP_FORMAT[game.sport]}</dd>
      <dt className="text-slate-700">Date</dt>
      <dd>{formatLongDate(game.date)}</dd>
      <dt className="text-slate-700">Time</dt>
      <dd>
        {formatTime12(game.startTime)} – {formatTime12(game.endTime)}
      </dd>
      <dt className="text-slate-700">Location</dt>
      <dd>{game.location}</dd>
      <dt className="text-slate-700">{amountLabel}</dt>
      <dd className="font-bold tabular-nums" data-testid="game-amount">
        {formatGameCost(game.cost)}
      </dd>
    </dl>
  );
}
