import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { ensureEntryKey, entryKey, targetScroll } from '../scroll-memory';

const positions = new Map<string, number>();
let counter = 0;
const makeKey = () => `${Date.now().toString(36)}-${++counter}`;

/**
 * New pages open at the top; back and forward restore where the person was. The remembered
 * position is re-applied for a moment while a lazily loaded page grows tall enough to reach it.
 */
export function ScrollManager() {
  const [location] = useLocation();
  const current = useRef<string | undefined>(undefined);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    current.current = ensureEntryKey(history, makeKey);
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (current.current) positions.set(current.current, window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  useLayoutEffect(() => {
    // An entry that already has a key was seen before: this is back or forward (a pushed or
    // replaced entry starts without one). No popstate flag: wouter re-renders inside its own
    // popstate listener, before a later listener could run.
    const key = entryKey(history);
    const returning = key !== undefined && positions.has(key);
    current.current = ensureEntryKey(history, makeKey);
    const y = targetScroll(returning, key ? positions.get(key) : undefined);
    window.scrollTo(0, y);
    if (y === 0) return;
    // The page may still be loading, and may change height as its parts arrive (a skeleton, then
    // the data): hold the position for 2.5 s, unless the person scrolls first.
    const until = Date.now() + 2500;
    let frame = requestAnimationFrame(function hold() {
      if (Date.now() > until) return;
      if (Math.abs(window.scrollY - y) >= 2) window.scrollTo(0, y);
      frame = requestAnimationFrame(hold);
    });
    const stop = () => cancelAnimationFrame(frame);
    const events = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
    for (const e of events) window.addEventListener(e, stop, { once: true, passive: true });
    return () => {
      stop();
      for (const e of events) window.removeEventListener(e, stop);
    };
  }, [location]);

  return null;
}
