import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pushApi } from '@common/push';
import { apiQuery, callApi } from '@/lib/api-client';

/** Web push on this account's devices (decision 058). */
export const pushDevicesQuery = () => apiQuery(pushApi.devices);
export const usePushDevices = () => useQuery(pushDevicesQuery());

/** What this browser can do: no push at all, blocked by the person, or ready to ask. */
export type PushSupport = 'unsupported' | 'denied' | 'default' | 'granted';
export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  return Notification.permission;
}

const toKey = (base64url: string) => {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

export async function endpointHash(endpoint: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(endpoint));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return (await navigator.serviceWorker.getRegistration('/')) ?? navigator.serviceWorker.register('/sw.js', { scope: '/' });
}

/** This browser's push subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  const reg = await navigator.serviceWorker.getRegistration('/');
  return reg ? reg.pushManager.getSubscription() : null;
}

/** Turn on: asks permission (only now, on the person's click), subscribes with the server's key, and saves the device. */
export function useTurnOnPush() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') throw new Error(permission);
      const reg = await registration();
      await navigator.serviceWorker.ready;
      const { publicKey } = await callApi(pushApi.key);
      const existing = await reg.pushManager.getSubscription();
      const sub = existing ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: toKey(publicKey) }));
      const json = sub.toJSON();
      return callApi(pushApi.subscribe, {
        body: { endpoint: json.endpoint ?? '', expirationTime: null, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } },
      });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: pushDevicesQuery().queryKey }),
  });
}

/** Removes a device; for this browser, also unsubscribes it from the push service. */
export function useRemovePushDevice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, thisDevice }: { id: number; thisDevice: boolean }) => {
      if (thisDevice) await (await currentSubscription())?.unsubscribe();
      return callApi(pushApi.remove, { params: { id } });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: pushDevicesQuery().queryKey }),
  });
}
