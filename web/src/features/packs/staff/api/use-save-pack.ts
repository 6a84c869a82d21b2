import { useMutation } from '@tanstack/react-query';
import { staffPackSchema } from '@common/packs';
import { apiRequest } from '@/lib/api';
import { PACK_PATHS, useRefresh } from '@/lib/staff/refresh';
import type { PackInput, PackUpdate } from '../lib/pack-form';
import { STAFF_PACKS_PATH } from './use-staff-packs';

/** POST /api/staff/packs (201): a new pack, on sale at once. */
export function useCreatePack() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: PackInput) => staffPackSchema.parse(await (await apiRequest('POST', STAFF_PACKS_PATH, input)).json()),
    onSuccess: () => refresh(PACK_PATHS),
  });
}

/**
 * PATCH /api/staff/packs/{id}: new terms (packs already bought keep theirs), or {active: false} to
 * retire it (no longer sold) and {active: true} to put it back on sale.
 */
export function useUpdatePack() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, ...body }: PackUpdate & { id: number }) => staffPackSchema.parse(await (await apiRequest('PATCH', `${STAFF_PACKS_PATH}/${id}`, body)).json()),
    onSuccess: () => refresh(PACK_PATHS),
  });
}
