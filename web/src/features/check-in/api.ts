import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkInApi } from '@common/check-in';
import { apiQuery, callApi } from '@/lib/api-client';
import { USER_KEY } from '@/lib/signed-out';

/** Staff: POST /api/staff/check-in with a scanned or typed code; the rosters are read again. */
export function useStaffCheckIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callApi(checkInApi.scan, { body: { code } }),
    onSuccess: () => qc.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).includes('/roster') }),
  });
}

/** Staff: the kiosks running now (decision 057). */
export const kiosksQuery = () => apiQuery(checkInApi.kiosks);
export const useKiosks = () => useQuery(kiosksQuery());

export function useEndKiosk() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(checkInApi.endKioskByStaff, { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: kiosksQuery().queryKey }),
  });
}

/**
 * Staff: this device becomes a kiosk. The server ended the staff member's sign-in here, so the
 * app forgets them at once (nothing of theirs stays in the cache) before the kiosk screen opens.
 */
export function useStartKiosk(onStarted: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (label: string) => callApi(checkInApi.startKiosk, { body: { label } }),
    onSuccess: () => {
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_KEY[0] });
      qc.setQueryData(USER_KEY, null);
      onStarted();
    },
  });
}

/** The kiosk this device is (401 when it is not one). */
export const useKiosk = () => useQuery({ ...apiQuery(checkInApi.kiosk), retry: false });

export const useKioskCheckIn = () => useMutation({ mutationFn: (code: string) => callApi(checkInApi.kioskScan, { body: { code } }) });

export function useExitKiosk(onExited: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(checkInApi.endKiosk),
    onSuccess: () => {
      qc.removeQueries({ queryKey: apiQuery(checkInApi.kiosk).queryKey });
      onExited();
    },
  });
}
