/**
 * The installable app's service worker (web/public/sw.js, decision 058): registered once the page
 * has loaded, in built apps only (Vite's dev server serves modules the worker would not know).
 */
export type WorkerMessage = { type: 'user'; id: number | null } | { type: 'signed-out' };

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((err: unknown) => console.warn('The service worker did not register', err));
  });
}

/** Tells the worker who is signed in (it keeps only their saved answers) or that no one is. */
export function tellServiceWorker(message: WorkerMessage): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((r) => r.active?.postMessage(message));
  navigator.serviceWorker.controller?.postMessage(message);
}

/** Signing out: the worker deletes every saved answer now, before the next person uses the device. */
export async function clearOfflineData(): Promise<void> {
  tellServiceWorker({ type: 'signed-out' });
  if ('caches' in window) {
    const keys = await caches.keys();
    await Promise.all(keys.filter((k) => k.startsWith('octane-api-')).map((k) => caches.delete(k)));
  }
}
