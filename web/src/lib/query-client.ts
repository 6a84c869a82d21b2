import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { navigate } from 'wouter/use-browser-location';
import { shellTextNow } from '@/lib/i18n/shell';
import { toast } from '@/ui/toast';
import { getQueryFn } from './api';
import { handleSignedOut } from './signed-out';

/** Part 1, 7.1: no refetch interval, no refetch on focus, data never stale, no retries. One 401 handler for all calls. */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown) =>
    handleSignedOut(client, error, {
      toast,
      words: () => ({ title: shellTextNow('signedOut.title'), description: shellTextNow('signedOut.text') }),
      navigate: (to) => navigate(to),
    });
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
