import { Pencil, Trash2 } from 'lucide-react';
import { formatGameCost, PICKUP_FORMAT, type PickupGame } from '@common/pickup';
import { formatShortDate, formatTime12 } from '@/lib/format-time';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';

/** One upcoming game: when, where, format, players and cost; edit or remove. */
export function GameRow({ game: g, onEdit, onRemove }: { game: PickupGame; onEdit: () => void; onRemove: () => void }) {
  return (
    <li data-testid="staff-game" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="font-semibold text-ink-900">{g.title}</p>
        <p className="text-sm text-slate-600">
          {formatShortDate(g.date)}, {formatTime12(g.startTime)} - {formatTime12(g.endTime)} · {g.location}
        </p>
        <div className="flex flex-wrap gap-1.5">
          <Badge>{PICKUP_FORMAT[g.sport]}</Badge>
          <Badge>{g.skillLevel}</Badge>
          <Badge tone={g.currentPlayers >= g.maxPlayers ? 'warning' : 'secondary'}>
            {g.currentPlayers}/{g.maxPlayers} players
          </Badge>
          <Badge tone={g.cost === 0 ? 'success' : 'secondary'}>{formatGameCost(g.cost)}</Badge>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button size="sm" variant="outline" onClick={onEdit}>
          <Pencil className="size-4" aria-hidden="true" />
          Edit<span className="sr-only"> {g.title}</span>
        </Button>
        <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50" onClick={onRemove}>
          <Trash2 className="size-4" aria-hidden="true" />
          Remove<span className="sr-only"> {g.title}</span>
        </Button>
      </div>
    </li>
  );
}
