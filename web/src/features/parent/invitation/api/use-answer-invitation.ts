import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parentApi } from '@common/parent';
import { apiQuery, callApi } from '@/lib/api-client';

export type Answer = 'accept' | 'decline';

/**
 * Accepts or declines as the signed-in addressee (403 with a message for anyone else). The
 * invitation's own query is left alone: the spent token would now answer 410.
 */
export function useAnswerInvitation(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (answer: Answer) => callApi(answer === 'accept' ? parentApi.acceptInvitation : parentApi.declineInvitation, { params: { token } }),
    // The athlete's profile page lists their linked parents.
    onSuccess: () => qc.invalidateQueries(apiQuery(parentApi.myParents)),
  });
}
