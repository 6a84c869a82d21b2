import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '@/lib/i18n/i18next';
import { Input } from '@/ui/input';
import { useDebouncedValue } from '../hooks/use-debounced-value';

interface SearchBoxProps {
  /** The search in the URL. */
  value: string;
  /** Called 300 ms after typing stops. */
  onSearch: (value: string) => void;
}

/** Search over name, bio and location; the query runs once typing pauses. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useT('profiles');
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, 300);

  // The URL changed from elsewhere (Back, Clear filters): show its search.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    if (debounced.trim() !== value) onSearch(debounced);
    // Only a new debounced text should search, not a new callback or URL value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <div className="relative">
      <label htmlFor="directory-search" className="sr-only">
        {t('filters.search')}
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" aria-hidden="true" />
      <Input
        id="directory-search"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('filters.searchPlaceholder')}
        autoComplete="off"
        className="pr-10 pl-10 [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          onClick={() => {
            setText('');
            onSearch('');
          }}
          aria-label={t('filters.clearSearch')}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1.5 text-slate-500 hover:bg-slate-100 hover:text-ink-900"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
