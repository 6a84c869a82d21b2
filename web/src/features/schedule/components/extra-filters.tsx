import { useId } from 'react';
import { useT } from '@/lib/i18n/i18next';

interface ExtraFiltersProps {
  programs: Array<{ id: number; name: string }>;
  coaches: string[];
  programId: number | null;
  coach: string | null;
  onProgram: (id: number | null) => void;
  onCoach: (coach: string | null) => void;
}

const selectClass =
  'h-9 w-full rounded-md sm:w-auto sm:min-w-44 border border-slate-300 bg-white px-2 text-sm text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600';

/** Program and coach menus (the tabs above filter by type and sport). */
export function ExtraFilters({ programs, coaches, programId, coach, onProgram, onCoach }: ExtraFiltersProps) {
  const id = useId();
  const { t } = useT('schedule');
  return (
    <div className="grid w-full grid-cols-2 items-end gap-3 sm:flex sm:w-auto sm:flex-wrap">
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={`${id}-program`} className="text-xs font-semibold text-slate-700">
          {t('filters.program')}
        </label>
        <select
          id={`${id}-program`}
          className={selectClass}
          value={programId ?? ''}
          onChange={(e) => onProgram(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{t('filters.allPrograms')}</option>
          {programs.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={`${id}-coach`} className="text-xs font-semibold text-slate-700">
          {t('filters.coach')}
        </label>
        <select id={`${id}-coach`} className={selectClass} value={coach ?? ''} onChange={(e) => onCoach(e.target.value || null)}>
          <option value="">{t('filters.allCoaches')}</option>
          {coaches.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
