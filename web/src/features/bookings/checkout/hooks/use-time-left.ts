import { useEffect, useState } from 'react';

/** Milliseconds until `until` (an ISO instant), ticking every second; null without a time. */
export function useTimeLeft(until: string | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const tick = () => setNow(Date.now());
    // Read the clock at once for a new deadline, then every second.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [until]);
  return until ? new Date(until).getTime() - now : null;
}
