import { POSITIONS_BY_SPORT, positionsFor } from '@common/sports';

export const DIRECTORY_PAGE_SIZE = 12;

export type FilterKey = 'search' | 'sport' | 'position' | 'gender';

/** The directory's state, kept in the URL query string so a search can be shared and survives Back. */
export interface DirectoryParams {
  search: string;
  sport: string;
  position: string;
  gender: string;
  page: number;
}

export function readDirectoryParams(query: URLSearchParams): DirectoryParams {
  const page = Number(query.get('page'));
  return {
    search: query.get('search')?.trim() ?? '',
    sport: query.get('sport') ?? '',
    position: query.get('position') ?? '',
    gender: query.get('gender') ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The directory call's query for one page; empty filters are left out. */
export function directoryQuery(p: DirectoryParams, pageSize = DIRECTORY_PAGE_SIZE): Partial<Record<FilterKey, string>> & { page: number; pageSize: number } {
  const query: Partial<Record<FilterKey, string>> = {};
  for (const key of ['search', 'sport', 'position', 'gender'] as const) if (p[key]) query[key] = p[key];
  return { ...query, page: p.page, pageSize };
}

/** A new query string with one filter changed: back to page 1, and a position the new sport lacks is dropped. */
export function withFilter(query: URLSearchParams, key: FilterKey, value: string): URLSearchParams {
  const next = new URLSearchParams(query);
  const v = value.trim();
  if (v) next.set(key, v);
  else next.delete(key);
  next.delete('page');
  const position = next.get('position');
  if (key === 'sport' && v && position && !positionsFor(v).includes(position)) next.delete('position');
  return next;
}

export function withPage(query: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(query);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

export const hasFilters = (p: DirectoryParams) => Boolean(p.search || p.sport || p.position || p.gender);

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** The position filter's choices: the sport's positions, or every position when no sport is chosen. */
export function positionChoices(sport: string): string[] {
  if (sport) return [...positionsFor(sport)];
  return [...new Set(Object.values(POSITIONS_BY_SPORT).flat())].sort((a, b) => a.localeCompare(b));
}
