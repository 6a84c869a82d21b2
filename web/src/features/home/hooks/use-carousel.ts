import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { AUTO_ADVANCE_MS, MANUAL_PAUSE_MS, wrapIndex } from '../utils/carousel';

/**
 * Slide index with auto-advance every 10 s. A manual move (previous, next, a dot) pauses
 * auto-advance for 3 s; so do hovering, keyboard focus inside, and the visitor's own stop button.
 */
export function useCarousel(count: number) {
  const [rawIndex, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const index = wrapIndex(rawIndex, count);
  const rotating = count > 1 && !held && !hovered && !focused && !stopped;

  useEffect(() => {
    if (!rotating) return;
    const id = window.setTimeout(() => setIndex((i) => wrapIndex(i + 1, count)), AUTO_ADVANCE_MS);
    return () => window.clearTimeout(id);
  }, [rotating, rawIndex, count]);

  useEffect(() => {
    if (!held) return;
    const id = window.setTimeout(() => setHeld(false), MANUAL_PAUSE_MS);
    return () => window.clearTimeout(id);
  }, [held, rawIndex]);

  const goTo = useCallback(
    (i: number) => {
      setIndex(wrapIndex(i, count));
      setHeld(true);
    },
    [count],
  );

  return {
    index,
    rotating,
    stopped,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
    goTo,
    toggleStopped: () => setStopped((s) => !s),
    /** Spread on the carousel's root element. */
    pauseHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: (e: FocusEvent<HTMLElement>) => setFocused(e.target.matches(':focus-visible')),
      onBlur: (e: FocusEvent<HTMLElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
