import { useQuery } from '@tanstack/react-query';
import { accountApi } from '@common/account';
import { apiQuery } from '@/lib/api-client';

/**
 * What deleting the account would take (issue 29), read each time the delete dialog opens: the
 * dialog lists it before it asks for the password.
 */
export function useDeletionPreview(enabled: boolean) {
  return useQuery({ ...apiQuery(accountApi.deletionPreview), enabled, staleTime: 0, refetchOnMount: 'always' });
}
