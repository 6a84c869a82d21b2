import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18next';

const CHOICES = [
  { value: 'one', label: 'schedule.edit.scopeOne' },
  { value: 'following', label: 'schedule.edit.scopeFollowing' },
] as const;

type Scope = (typeof CHOICES)[number]['value'];

/** Which occurrences of a series an edit applies to. */
export function ScopeChoice({ value, onChange }: { value: Scope; onChange: (scope: Scope) => void }) {
  const { t } = useT('staff');
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-ink-900">{t('schedule.edit.scope')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {CHOICES.map((c) => (
          <label
            key={c.value}
            className={cn(
              'flex cursor-pointer items-start gap-2 rounded-lg border px-3 py-2.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
              value === c.value ? 'border-brand-600 bg-brand-50 text-ink-900' : 'border-slate-300 bg-white text-slate-700',
            )}
          >
            <input
              type="radio"
              name="scope"
              value={c.value}
              checked={value === c.value}
              onChange={() => onChange(c.value)}
              className="mt-0.5 accent-brand-600"
            />
            {t(c.label)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
