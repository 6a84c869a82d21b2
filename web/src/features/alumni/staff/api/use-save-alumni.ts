import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { useRefresh } from '@/lib/staff/refresh';
import type { AlumniInput } from '../lib/alumni-form';

const savedSchema = z.object({ id: z.number().int() });

/** POST /api/staff/alumni (new) or PUT /api/staff/alumni/{id}: every field; a taken address is refused (409). */
export function useSaveAlumni() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, ...input }: AlumniInput & { id: number | null }) =>
      savedSchema.parse(await (await apiRequest(id ? 'PUT' : 'POST', id ? `/api/staff/alumni/${id}` : '/api/staff/alumni', input)).json()),
    onSuccess: () => refresh(['/api/alumni']),
  });
}
