import { startTransition, useEffect, useState } from 'react';

const hasIdleCallback = () => typeof window.requestIdleCallback === 'function';

/**
 * True once the page has loaded and the browser is idle: the moment to fetch non-critical code.
 * The change is a transition, so React renders what it reveals in slices that leave the main
 * thread free for input between them, instead of in one long task.
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle = 0;
    let timer = 0;
    const done = () => startTransition(() => setReady(true));
    const whenIdle = () => {
      if (hasIdleCallback()) idle = window.requestIdleCallback(done, { timeout: 1500 });
      else timer = window.setTimeout(done, 200);
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
