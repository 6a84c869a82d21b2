import { Ban, Pencil, RotateCcw } from 'lucide-react';
import type { StaffPack } from '@common/packs';
import { cn } from '@/lib/cn';
import { money } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';

interface PackRowProps {
  pack: StaffPack;
  onEdit: () => void;
  onRetire: () => void;
  onRestore: () => void;
  busy: boolean;
}

/** One pack: sessions, price and price per session, validity, programs covered, sales; edit, retire or put back on sale. */
export function PackRow({ pack: p, onEdit, onRetire, onRestore, busy }: PackRowProps) {
  const { t, language } = useT('staff');
  const retired = !p.active;
  return (
    <li
      data-testid="staff-pack"
      className={cn('flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-start', retired && 'bg-slate-50')}
    >
      <div className="min-w-0 flex-1 space-y-1">
        <h3 className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
          {p.name}
          {retired && <Badge tone="warning">{t('packs.retired')}</Badge>}
        </h3>
        <p className="text-sm text-ink-900">
          <span className="font-semibold">{t('packs.sessions', { count: p.credits })}</span> · <span className="tabular-nums">{money(p.price, language)}</span>{' '}
          <span className="text-slate-600">({t('packs.perSession', { price: money(p.pricePerSession, language) })})</span>
        </p>
        <p className="text-sm text-slate-600">
          {t('packs.validFor', { count: p.validityDays })} ·{' '}
          {p.programs.length === 0 ? t('packs.anyProgram') : t('packs.programsList', { names: p.programs.map((x) => x.name).join(', ') })} ·{' '}
          {t('packs.sold', { count: p.sold })}
        </p>
        {p.description && <p className="text-sm text-slate-700">{p.description}</p>}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onEdit}>
          <Pencil className="size-4" aria-hidden="true" />
          {t('actions.edit')}
          <span className="sr-only"> {p.name}</span>
        </Button>
        {retired ? (
          <Button size="sm" variant="ghost" onClick={onRestore} disabled={busy}>
            <RotateCcw className="size-4" aria-hidden="true" />
            {t('packs.restore')}
            <span className="sr-only"> {p.name}</span>
          </Button>
        ) : (
          <Button size="sm" variant="ghost" onClick={onRetire} disabled={busy}>
            <Ban className="size-4" aria-hidden="true" />
            {t('packs.retire')}
            <span className="sr-only"> {p.name}</span>
          </Button>
        )}
      </div>
    </li>
  );
}
