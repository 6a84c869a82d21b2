import { useMutation } from '@tanstack/react-query';
import { alumniApi } from '@common/alumni';
import { callApi } from '@/lib/api-client';
import { useRefresh } from '@/lib/staff/refresh';
import type { AlumniInput } from '../lib/alumni-form';

/** A new story (no id) or every field of one; a taken address is refused (409). */
export function useSaveAlumni() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, ...body }: AlumniInput & { id: number | null }) =>
      id ? callApi(alumniApi.update, { params: { id }, body }) : callApi(alumniApi.create, { body }),
    onSuccess: () => refresh([alumniApi.list.path, alumniApi.staffList.path]),
  });
}
