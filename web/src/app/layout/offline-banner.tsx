import { WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { getLanguage } from '@/lib/i18n/language';
import { useShellT } from '@/lib/i18n/shell';
import { tellServiceWorker } from '@/lib/pwa';

/**
 * Offline (decision 058): the service worker answers the schedule and "my bookings" from what it
 * saved and says so; this banner tells the person, with the time it was saved. It also tells the
 * worker who is signed in, so it keeps that person's answers only.
 */
export function OfflineBanner({ userId }: { userId: number | null }) {
  const t = useShellT();
  const [online, setOnline] = useState(() => navigator.onLine);
  const [savedAt, setSavedAt] = useState<string | null>(null);

  useEffect(() => {
    tellServiceWorker({ type: 'user', id: userId });
  }, [userId]);

  useEffect(() => {
    const up = () => {
      setOnline(true);
      setSavedAt(null);
    };
    const down = () => setOnline(false);
    const fromWorker = (e: MessageEvent<{ type?: string; savedAt?: string | null }>) => {
      if (e.data?.type === 'offline-answer') {
        setOnline(false);
        if (e.data.savedAt) setSavedAt(e.data.savedAt);
      }
    };
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    navigator.serviceWorker?.addEventListener('message', fromWorker);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      navigator.serviceWorker?.removeEventListener('message', fromWorker);
    };
  }, []);

  if (online) return null;
  const time = savedAt ? new Intl.DateTimeFormat(getLanguage(), { hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(savedAt)) : null;
  return (
    <div role="status" className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-sm font-medium text-amber-950 print:hidden">
      <WifiOff className="size-4" aria-hidden="true" />
      {time ? t('offline.saved', { time }) : t('offline.plain')}
    </div>
  );
}
