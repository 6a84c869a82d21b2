import { useSearchParams } from 'wouter';
import { readDirectoryParams, withFilter, withPage, type FilterKey } from '../lib/directory-params';

/** The directory's filters and page, read from and written to the URL query string. */
export function useDirectoryParams() {
  const [query, setQuery] = useSearchParams();
  return {
    params: readDirectoryParams(query),
    // Typing in the search box replaces the history entry; choosing a filter or a page adds one.
    setFilter: (key: FilterKey, value: string) => setQuery((q) => withFilter(q, key, value), { replace: key === 'search' }),
    setPage: (page: number) => setQuery((q) => withPage(q, page)),
    clear: () => setQuery(new URLSearchParams()),
  };
}
