import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentsApi } from '@common/payments';
import type { FacilitySettingsInput } from '@common/sibling-discount';
import { apiQuery, callApi } from '@/lib/api-client';

/** Staff: GET /api/staff/settings, the facility's settings (the sibling discount, decision 044). */
export function useFacilitySettings() {
  return useQuery(apiQuery(paymentsApi.settings));
}

/** Staff: PUT /api/staff/settings (audited); the answer replaces what was read. */
export function useSaveFacilitySettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: FacilitySettingsInput) => callApi(paymentsApi.saveSettings, { body: input }),
    onSuccess: (answer) => qc.setQueryData(apiQuery(paymentsApi.settings).queryKey, answer.settings),
  });
}
