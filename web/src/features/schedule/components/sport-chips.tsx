import { useT } from '@/lib/i18n/i18next';
import { cn } from '@/lib/cn';
import type { Sport, SportFilter } from '../activities';

/**
 * The sport filter, beside the kind tabs and combined with them (issue 34): pill-shaped radio
 * buttons (a native radio group: arrow keys move, one is chosen), "All sports" first.
 */
export function SportChips({ sports, value, onChange }: { sports: readonly Sport[]; value: SportFilter; onChange: (s: SportFilter) => void }) {
  const { t } = useT('schedule');
  return (
    // min-w-0: a fieldset is as wide as its content by default, which would stop the chips scrolling.
    <fieldset className="min-w-0">
      <legend className="sr-only">{t('filters.sport')}</legend>
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0 [&::-webkit-scrollbar]:hidden">
        {(['all', ...sports] as const).map((s) => (
          <label
            key={s}
            className={cn(
              'relative flex h-9 shrink-0 cursor-pointer items-center rounded-full border px-3 text-sm font-medium whitespace-nowrap transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
              value === s ? 'border-ink-900 bg-ink-900 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50',
            )}
          >
            <input type="radio" name="schedule-sport" value={s} checked={value === s} onChange={() => onChange(s)} className="sr-only" />
            {t(`filters.sports.${s}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
