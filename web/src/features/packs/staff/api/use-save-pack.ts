import { useMutation } from '@tanstack/react-query';
import { packsApi } from '@common/packs';
import { callApi } from '@/lib/api-client';
import { PACK_PATHS } from './refresh-paths';
import { useRefresh } from '@/lib/staff/refresh';
import type { PackInput, PackUpdate } from '../lib/pack-form';

/** A new pack, on sale at once. */
export function useCreatePack() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: PackInput) => callApi(packsApi.staffCreate, { body: input }),
    onSuccess: () => refresh(PACK_PATHS),
  });
}

/** New terms (packs already bought keep theirs), or {active: false} to retire it and {active: true} to put it back on sale. */
export function useUpdatePack() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, ...body }: PackUpdate & { id: number }) => callApi(packsApi.staffUpdate, { params: { id }, body }),
    onSuccess: () => refresh(PACK_PATHS),
  });
}
