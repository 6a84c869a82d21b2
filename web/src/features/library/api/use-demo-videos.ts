import { useQuery } from '@tanstack/react-query';
import { libraryApi } from '@common/library';
import { apiQuery } from '@/lib/api-client';

/** The library's published videos, for a training plan's exercise demos (issue 30): id and title, at most 100. */
export function useDemoVideos(): { id: number; title: string }[] {
  const list = useQuery(apiQuery(libraryApi.list, { query: { kind: 'VIDEO', limit: 100, offset: 0 } }));
  return (list.data?.items ?? []).map((i) => ({ id: i.id, title: i.title }));
}
