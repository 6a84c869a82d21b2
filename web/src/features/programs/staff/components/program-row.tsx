import { Archive, ArchiveRestore, ArrowDown, ArrowUp, Pencil } from 'lucide-react';
import { DEFAULT_PROGRAM_IMAGE } from '@common/programs';
import { cn } from '@/lib/cn';
import { money } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { RowText } from '@/ui/row-text';
import type { StaffProgram } from '../api/use-staff-programs';
import { AgeGroupBadge } from '../../components/age-group-badge';

interface ProgramRowProps {
  program: StaffProgram;
  /** Up and down are offered to active programs only; null at the ends of the list. */
  onMove?: { up: (() => void) | null; down: (() => void) | null };
  onEdit: () => void;
  onArchive: (archived: boolean) => void;
  busy: boolean;
}

export const moveButtonId = (id: number, dir: 'up' | 'down') => `program-${id}-move-${dir}`;

/** One program: image, name, sport, price, length, age group and booking window; move, edit, archive or restore. */
export function ProgramRow({ program: p, onMove, onEdit, onArchive, busy }: ProgramRowProps) {
  const { t, language } = useT('staff');
  return (
    <li
      data-testid="staff-program"
      className={cn('flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:flex-row sm:items-center', p.archived && 'bg-slate-50')}
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <img src={p.imageUrl || DEFAULT_PROGRAM_IMAGE[p.type]} alt="" className="size-14 shrink-0 rounded-lg bg-slate-100 object-cover" />
        <RowText
          className="min-w-0"
          name={p.name}
          badge={
            <>
              <AgeGroupBadge ageGroup={p.ageGroup} />
              {p.archived && <Badge tone="warning">{t('programs.archived')}</Badge>}
            </>
          }
        >
          {t(`sport.${p.type}`)} · {money(p.price, language)} · {t('programs.minutes', { minutes: p.duration })}
          {p.bookingOpensDays !== null && (
            <span className="block text-xs text-slate-600">{t('programs.window', { days: p.bookingOpensDays, priority: p.priorityDays })}</span>
          )}
        </RowText>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {onMove && (
          <>
            <Button
              id={moveButtonId(p.id, 'up')}
              size="sm"
              variant="outline"
              aria-label={t('programs.moveUp', { name: p.name })}
              disabled={!onMove.up}
              onClick={onMove.up ?? undefined}
            >
              <ArrowUp className="size-4" aria-hidden="true" />
            </Button>
            <Button
              id={moveButtonId(p.id, 'down')}
              size="sm"
              variant="outline"
              aria-label={t('programs.moveDown', { name: p.name })}
              disabled={!onMove.down}
              onClick={onMove.down ?? undefined}
            >
              <ArrowDown className="size-4" aria-hidden="true" />
            </Button>
          </>
        )}
        <Button size="sm" variant="outline" onClick={onEdit}>
          <Pencil className="size-4" aria-hidden="true" />
          {t('actions.edit')}
          <span className="sr-only"> {p.name}</span>
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onArchive(!p.archived)} disabled={busy}>
          {p.archived ? <ArchiveRestore className="size-4" aria-hidden="true" /> : <Archive className="size-4" aria-hidden="true" />}
          {p.archived ? t('programs.restore') : t('programs.archive')}
          <span className="sr-only"> {p.name}</span>
        </Button>
      </div>
    </li>
  );
}
