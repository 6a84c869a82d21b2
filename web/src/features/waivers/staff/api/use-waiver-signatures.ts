import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { waiversApi } from '@common/waivers';
import { apiQuery } from '@/lib/api-client';

/** Staff: signatures by athlete or signer name or athlete e-mail, newest first; the page shown stays while the next loads. */
export function useWaiverSignatures(q: string, page: number) {
  return useQuery({ ...apiQuery(waiversApi.signatures, { query: { q: q || undefined, page } }), placeholderData: keepPreviousData });
}
