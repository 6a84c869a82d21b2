import { useEffect, useState } from 'react';

const hasIdleCallback = () => typeof window.requestIdleCallback === 'function';

/** True once the page has loaded and the browser is idle: the moment to fetch non-critical code. */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle = 0;
    let timer = 0;
    const whenIdle = () => {
      if (hasIdleCallback()) idle = window.requestIdleCallback(() => setReady(true), { timeout: 1500 });
      else timer = window.setTimeout(() => setReady(true), 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, []);
  return ready;
}
