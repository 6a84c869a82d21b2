import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { staffPackSchema, type StaffPack } from '@common/packs';
import { apiRequest } from '@/lib/api';

export const STAFF_PACKS_PATH = '/api/staff/packs';

/** GET /api/staff/packs: every session pack, retired ones too, with how many were sold. */
export function useStaffPacks() {
  return useQuery<StaffPack[]>({
    queryKey: [STAFF_PACKS_PATH],
    queryFn: async () => z.array(staffPackSchema).parse(await (await apiRequest('GET', STAFF_PACKS_PATH)).json()),
  });
}
