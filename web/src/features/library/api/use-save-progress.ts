import { useMutation } from '@tanstack/react-query';
import { libraryApi } from '@common/library';
import { callApi } from '@/lib/api-client';

/** Saves how far the reader got in a video (the list's "Continue watching" is read again on the next visit). */
export function useSaveProgress(id: number) {
  return useMutation({
    mutationFn: (body: { positionSeconds: number; completed: boolean }) => callApi(libraryApi.progress, { params: { id }, body }),
  });
}
