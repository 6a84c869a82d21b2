import { SPORTS } from '@common/sports';
import { GENDERS } from '@/lib/genders';
import { useEnumLabels } from '@/lib/i18n/enum-labels';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { Select, type SelectOption } from '@/ui/select';
import { hasFilters, positionChoices, type DirectoryParams, type FilterKey } from '../lib/directory-params';
import { SearchBox } from './search-box';

const ALL = 'all';
const options = <V extends string>(allLabel: string, values: readonly V[], labelOf: (v: V) => string = (v) => v): SelectOption[] => [
  { value: ALL, label: allLabel },
  ...values.map((v) => ({ value: v, label: labelOf(v) })),
];

interface DirectoryFiltersProps {
  params: DirectoryParams;
  onChange: (key: FilterKey, value: string) => void;
  onClear: () => void;
}

/** The search box with the sport, position and gender filters (exact matches, case-insensitive, on the server). */
export function DirectoryFilters({ params, onChange, onClear }: DirectoryFiltersProps) {
  const { t } = useT('profiles');
  const labels = useEnumLabels();
  const select = (key: Exclude<FilterKey, 'search'>, label: string, opts: SelectOption[]) => (
    <Select aria-label={label} value={params[key] || ALL} onValueChange={(v) => onChange(key, v === ALL ? '' : v)} options={opts} />
  );
  return (
    <div
      role="search"
      aria-label={t('filters.label')}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]"
    >
      <SearchBox value={params.search} onSearch={(v) => onChange('search', v)} />
      {select('sport', t('filters.sport'), options(t('filters.allSports'), SPORTS, labels.sport))}
      {select('position', t('filters.position'), options(t('filters.allPositions'), positionChoices(params.sport), labels.position))}
      {select(
        'gender',
        t('filters.gender'),
        options(t('filters.allGenders'), GENDERS, (g) => t(`genders.${g}`)),
      )}
      {hasFilters(params) && (
        <div className="md:col-span-4">
          <Button variant="ghost" size="sm" onClick={onClear}>
            {t('directory.clearFilters')}
          </Button>
        </div>
      )}
    </div>
  );
}
