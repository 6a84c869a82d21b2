import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { BodyIn } from '@common/endpoint';
import { teamReportsApi } from '@common/team-reports';
import { apiQuery, callApi } from '@/lib/api-client';
import { useRefresh } from '@/lib/staff/refresh';

const PATHS = [teamReportsApi.groups.path];

export const useGroups = (archived: boolean) => useQuery(apiQuery(teamReportsApi.groups, { query: archived ? { archived: 'true' } : {} }));
export const useGroup = (id: number) => useQuery({ ...apiQuery(teamReportsApi.group, { params: { id } }), enabled: id > 0 });
export const useCandidates = (enabled: boolean) => useQuery({ ...apiQuery(teamReportsApi.candidates), enabled });
export const useTeamReport = (id: number, month: string | undefined) =>
  useQuery({ ...apiQuery(teamReportsApi.report, { params: { id }, query: month ? { month } : {} }), enabled: id > 0, placeholderData: keepPreviousData });

export function useCreateGroup() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: BodyIn<typeof teamReportsApi.create>) => callApi(teamReportsApi.create, { body }), onSuccess: () => refresh(PATHS) });
}

export function useUpdateGroup() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: BodyIn<typeof teamReportsApi.update> & { id: number }) => callApi(teamReportsApi.update, { params: { id }, body }),
    onSuccess: () => refresh(PATHS),
  });
}

export function useSetGroupAthletes() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, athleteIds }: { id: number; athleteIds: number[] }) => callApi(teamReportsApi.setAthletes, { params: { id }, body: { athleteIds } }),
    onSuccess: () => refresh(PATHS),
  });
}
