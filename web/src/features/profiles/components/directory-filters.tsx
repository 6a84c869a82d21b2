import { SPORTS } from '@common/sports';
import { GENDERS } from '@/lib/genders';
import { Button } from '@/ui/button';
import { Select, type SelectOption } from '@/ui/select';
import { hasFilters, positionChoices, type DirectoryParams, type FilterKey } from '../lib/directory-params';
import { SearchBox } from './search-box';

const ALL = 'all';
const options = (allLabel: string, values: readonly string[]): SelectOption[] => [{ value: ALL, label: allLabel }, ...values.map((v) => ({ value: v, label: v }))];

interface DirectoryFiltersProps {
  params: DirectoryParams;
  onChange: (key: FilterKey, value: string) => void;
  onClear: () => void;
}

/** The search box with the sport, position and gender filters (exact matches, case-insensitive, on the server). */
export function DirectoryFilters({ params, onChange, onClear }: DirectoryFiltersProps) {
  const select = (key: Exclude<FilterKey, 'search'>, label: string, opts: SelectOption[]) => (
    <Select aria-label={label} value={params[key] || ALL} onValueChange={(v) => onChange(key, v === ALL ? '' : v)} options={opts} />
  );
  return (
    <div role="search" aria-label="Find athletes" className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
      <SearchBox value={params.search} onSearch={(v) => onChange('search', v)} />
      {select('sport', 'Sport', options('All sports', SPORTS))}
      {select('position', 'Position', options('All positions', positionChoices(params.sport)))}
      {select('gender', 'Gender', options('All genders', GENDERS))}
      {hasFilters(params) && (
        <div className="md:col-span-4">
          <Button variant="ghost" size="sm" onClick={onClear}>
            Clear filters
          </Button>
        </div>
      )}
    </div>
  );
}
