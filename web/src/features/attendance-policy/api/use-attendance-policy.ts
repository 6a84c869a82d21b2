import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { attendancePolicyApi, type PolicyInput } from '@common/attendance-policy';
import { apiQuery, callApi } from '@/lib/api-client';

/** Staff: GET /api/staff/attendance-policy, the policy and the strikes counting now (decision 059). */
export const staffPolicyQuery = () => apiQuery(attendancePolicyApi.staffGet);
export const useStaffPolicy = () => useQuery(staffPolicyQuery());

/** Staff: PUT /api/staff/attendance-policy (audited); the strikes list is read again. */
export function useSavePolicy() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: PolicyInput) => callApi(attendancePolicyApi.staffSave, { body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: staffPolicyQuery().queryKey }),
  });
}

/** Staff: forgive one strike; the list (and every athlete's pause) is read again. */
export function useForgiveStrike() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(attendancePolicyApi.forgive, { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: staffPolicyQuery().queryKey }),
  });
}

/** A member's standing for the athlete they book or cancel for (their own, or a linked child's). */
export function useStanding(athleteId: number | undefined, enabled = true) {
  return useQuery({ ...apiQuery(attendancePolicyApi.standing, { query: athleteId ? { athleteId } : {} }), enabled });
}
