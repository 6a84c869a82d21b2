import { useMutation, useQuery } from '@tanstack/react-query';
import { libraryApi, type LibraryInput } from '@common/library';
import { apiQuery, callApi } from '@/lib/api-client';
import { useRefresh } from '@/lib/staff/refresh';

const LIBRARY_PATHS = [libraryApi.staffList.path, libraryApi.list.path];

/** Every item, drafts too, with both languages. */
export function useStaffLibrary() {
  return useQuery(apiQuery(libraryApi.staffList));
}

export function useCreateLibraryItem() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: LibraryInput) => callApi(libraryApi.staffCreate, { body }), onSuccess: () => refresh(LIBRARY_PATHS) });
}

export type LibraryChanges = Partial<Omit<LibraryInput, 'kind'>>;

/** Edits, or {published: false} to unpublish and {published: true} to publish again. */
export function useUpdateLibraryItem() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: LibraryChanges & { id: number }) => callApi(libraryApi.staffUpdate, { params: { id }, body: body as never }),
    onSuccess: () => refresh(LIBRARY_PATHS),
  });
}

/** A signed URL to PUT a video to. */
export const requestUploadUrl = () => callApi(libraryApi.staffUpload);
