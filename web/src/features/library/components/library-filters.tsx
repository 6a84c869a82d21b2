import { Search } from 'lucide-react';
import { useT } from '@/lib/i18n/i18next';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import type { LibraryFilters as Filters } from '../api/use-library';
import { useSkillLabel } from '../lib/use-skill-label';
import { useSportLabel } from '../lib/use-sport-label';

const ALL = 'all';

/** Search (a row of its own, so the four filters are wide enough for their Spanish names) and the filters: sport, level, skill, kind, free only. */
export function LibraryFilters({ value, onChange, sports, skills }: { value: Filters; onChange: (f: Filters) => void; sports: string[]; skills: string[] }) {
  const { t } = useT('library');
  const sportLabel = useSportLabel();
  const skillLabel = useSkillLabel();
  const skillOptions = skills.map((s) => ({ value: s, label: skillLabel(s) })).sort((a, b) => a.label.localeCompare(b.label));
  const set = (key: keyof Filters, v: string) => onChange({ ...value, [key]: v === ALL || v === '' ? undefined : v });
  const any = { value: ALL, label: t('filters.any') };
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <label className="relative sm:col-span-2 lg:col-span-4">
        <span className="sr-only">{t('filters.search')}</span>
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
        <Input
          type="search"
          className="pl-9"
          placeholder={t('filters.searchPlaceholder')}
          value={value.q ?? ''}
          maxLength={100}
          onChange={(e) => set('q', e.target.value)}
        />
      </label>
      <Select
        aria-label={t('filters.sport')}
        value={value.sport ?? ALL}
        onValueChange={(v) => set('sport', v)}
        options={[{ value: ALL, label: t('filters.anySport') }, ...sports.map((s) => ({ value: s, label: sportLabel(s) }))]}
      />
      <Select
        aria-label={t('filters.level')}
        value={value.level ?? ALL}
        onValueChange={(v) => set('level', v)}
        options={[
          { value: ALL, label: t('filters.anyLevel') },
          ...(['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] as const).map((l) => ({ value: l, label: t(`levels.${l}`) })),
        ]}
      />
      <Select
        aria-label={t('filters.skill')}
        value={value.skill ?? ALL}
        onValueChange={(v) => set('skill', v)}
        options={[{ value: ALL, label: t('filters.anySkill') }, ...skillOptions]}
      />
      <Select
        aria-label={t('filters.kind')}
        value={value.kind ?? ALL}
        onValueChange={(v) => set('kind', v)}
        options={[any, { value: 'VIDEO', label: t('kinds.VIDEO') }, { value: 'ARTICLE', label: t('kinds.ARTICLE') }]}
      />
      <label className="flex items-center gap-2 text-sm text-ink-900 sm:col-span-2 lg:col-span-4">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={value.freeOnly === 'true'}
          onChange={(e) => set('freeOnly', e.target.checked ? 'true' : '')}
        />
        {t('filters.freeOnly')}
      </label>
    </div>
  );
}
