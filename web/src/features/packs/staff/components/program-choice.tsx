import { useId } from 'react';
import { useT } from '@/lib/i18n/i18next';
import { useStaffPrograms } from '@/features/programs/staff/api/use-staff-programs';
import { toggleProgram } from '../lib/pack-form';

interface ProgramChoiceProps {
  value: number[];
  onChange: (ids: number[]) => void;
  /** The programs the pack covers now (an archived one stays listed so an edit does not drop it). */
  current: { id: number; name: string }[];
  error?: string;
}

const box = 'mt-0.5 size-4 shrink-0 accent-brand-600';
const row = 'flex items-start gap-2.5 rounded-lg px-2 py-1.5 text-sm text-ink-900 hover:bg-slate-50';

/** The programs a pack's credits cover: "Any program" (none ticked) or the ticked ones. */
export function ProgramChoice({ value, onChange, current, error }: ProgramChoiceProps) {
  const { t } = useT('staff');
  const programs = useStaffPrograms();
  const hintId = useId();
  const errorId = useId();
  const onSale = (programs.data ?? []).filter((p) => !p.archived).map((p) => ({ id: p.id, name: p.name, archived: false }));
  const others = current.filter((c) => !onSale.some((p) => p.id === c.id)).map((c) => ({ ...c, archived: true }));
  const choices = [...onSale, ...others];
  return (
    <fieldset aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')} className="space-y-1.5">
      <legend className="text-sm font-medium text-ink-900">{t('packs.form.programs')}</legend>
      <p id={hintId} className="text-xs text-slate-600">
        {t('packs.form.programsHint')}
      </p>
      <div className="grid gap-0.5 rounded-xl border border-slate-200 p-2 sm:grid-cols-2">
        <label className={row}>
          <input type="checkbox" className={box} checked={value.length === 0} onChange={() => onChange([])} />
          <span className="font-semibold">{t('packs.anyProgram')}</span>
        </label>
        {choices.map((p) => (
          <label key={p.id} className={row}>
            <input type="checkbox" className={box} checked={value.includes(p.id)} onChange={() => onChange(toggleProgram(value, p.id))} />
            <span>{p.archived ? t('packs.form.archivedProgram', { name: p.name }) : p.name}</span>
          </label>
        ))}
      </div>
      {programs.isPending && <p className="text-xs text-slate-600">{t('query.loading', { what: t('programs.what') })}</p>}
      {programs.isError && <p className="text-sm text-red-700">{t('query.failed', { what: t('programs.what') })}</p>}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
