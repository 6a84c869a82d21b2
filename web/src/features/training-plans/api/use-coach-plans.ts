import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyIn } from '@common/endpoint';
import { trainingPlansApi } from '@common/training-plans';
import { apiQuery, callApi } from '@/lib/api-client';

/** The coach's side of training plans (issue 30): one hook per call, refreshing the plans' lists and the table. */
export const usePlans = (tab: 'plans' | 'templates' | 'archived') =>
  useQuery(apiQuery(trainingPlansApi.list, { query: tab === 'archived' ? { archived: 'true' } : { templates: tab === 'templates' ? 'true' : 'false' } }));

export const usePlan = (id: number | null) => useQuery({ ...apiQuery(trainingPlansApi.get, { params: { id: id ?? 0 } }), enabled: id !== null });

export const usePlanAthletes = (enabled: boolean) => useQuery({ ...apiQuery(trainingPlansApi.athletes), enabled });

export const useComplianceTable = () => useQuery(apiQuery(trainingPlansApi.compliance));

function useRefresh() {
  const qc = useQueryClient();
  return () => Promise.all([trainingPlansApi.list.path, trainingPlansApi.compliance.path].map((path) => qc.invalidateQueries({ queryKey: [path] })));
}

export function useSavePlan() {
  const refresh = useRefresh();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: BodyIn<typeof trainingPlansApi.create> }) =>
      id === null ? callApi(trainingPlansApi.create, { body }) : callApi(trainingPlansApi.update, { params: { id }, body }),
    onSuccess: (plan) => {
      qc.setQueryData(apiQuery(trainingPlansApi.get, { params: { id: plan.id } }).queryKey, plan);
      void refresh();
    },
  });
}

export function useArchivePlan() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, archived }: { id: number; archived: boolean }) => callApi(trainingPlansApi.update, { params: { id }, body: { archived } }),
    onSuccess: () => void refresh(),
  });
}

export function useCopyPlan() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, isTemplate }: { id: number; isTemplate: boolean }) => callApi(trainingPlansApi.copy, { params: { id }, body: { isTemplate } }),
    onSuccess: () => void refresh(),
  });
}

export function useAssignPlan() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, athleteIds, startDate }: { id: number; athleteIds: number[]; startDate: string }) =>
      callApi(trainingPlansApi.assign, { params: { id }, body: { athleteIds, startDate } }),
    onSuccess: () => void refresh(),
  });
}
