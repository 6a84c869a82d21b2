import { useSyncExternalStore } from 'react';

/** Part 1, section 9: the mobile breakpoint is 768 px. */
export const MOBILE_QUERY = '(max-width: 768px)';
const MOBILE_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

export const isMobileAgent = (userAgent: string) => MOBILE_AGENT.test(userAgent);

function subscribe(onChange: () => void) {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const snapshot = () => isMobileAgent(navigator.userAgent) || window.matchMedia(MOBILE_QUERY).matches;

/** True on a phone or tablet user agent, or in a window up to 768 px wide; follows resizes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true);
}
