import { Pencil, Trash2 } from 'lucide-react';
import type { PickupGame } from '@common/pickup';
import { money, shortDay, wallTime } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { SKILL_LEVEL_KEYS } from '../lib/game-form';

/** One upcoming game: when, where, format, players and cost; edit or remove. */
export function GameRow({ game: g, onEdit, onRemove }: { game: PickupGame; onEdit: () => void; onRemove: () => void }) {
  const { t, language } = useT('staff');
  const time = (at: string) => wallTime(at, language) ?? t('timeTba');
  const skill = SKILL_LEVEL_KEYS[g.skillLevel];
  return (
    <li data-testid="staff-game" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="font-semibold text-ink-900">{g.title}</p>
        <p className="text-sm text-slate-600">
          {shortDay(g.date, language)}, {time(g.startTime)} - {time(g.endTime)} · {g.location}
        </p>
        <div className="flex flex-wrap gap-1.5">
          <Badge>{t(`games.format.${g.sport}`)}</Badge>
          <Badge>{skill ? t(`games.skill.${skill}`) : g.skillLevel}</Badge>
          <Badge tone={g.currentPlayers >= g.maxPlayers ? 'warning' : 'secondary'}>
            {t('games.players', { current: g.currentPlayers, max: g.maxPlayers })}
          </Badge>
          <Badge tone={g.cost === 0 ? 'success' : 'secondary'}>{g.cost === 0 ? t('games.free') : money(g.cost / 100, language)}</Badge>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button size="sm" variant="outline" onClick={onEdit}>
          <Pencil className="size-4" aria-hidden="true" />
          {t('actions.edit')}
          <span className="sr-only"> {g.title}</span>
        </Button>
        <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50" onClick={onRemove}>
          <Trash2 className="size-4" aria-hidden="true" />
          {t('actions.remove')}
          <span className="sr-only"> {g.title}</span>
        </Button>
      </div>
    </li>
  );
}
