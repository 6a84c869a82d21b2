import { useSyncExternalStore } from 'react';

const QUERY = '(min-width: 1024px)';

/** True on a screen wide enough for seven day columns; phones and tablets get the day view. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    (change) => {
      const mq = window.matchMedia(QUERY);
      mq.addEventListener('change', change);
      return () => mq.removeEventListener('change', change);
    },
    () => window.matchMedia(QUERY).matches,
    () => true,
  );
}
