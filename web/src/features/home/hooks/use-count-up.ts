import { useEffect, useRef, useState } from 'react';
import { countAt, type CountUp } from '../utils/count-up';
import { prefersReducedMotion } from '../utils/motion';

/**
 * Counts from `from` to `to` once the element scrolls into view. With reduced motion, or where
 * IntersectionObserver is missing, it shows the final value at once.
 */
export function useCountUp<E extends HTMLElement>(spec: CountUp) {
  const ref = useRef<E>(null);
  const [value, setValue] = useState(() => (prefersReducedMotion() || typeof IntersectionObserver === 'undefined' ? spec.to : spec.from));
  const { from, to, duration } = spec;

  useEffect(() => {
    const el = ref.current;
    if (!el || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const elapsed = now - start;
          setValue(countAt(elapsed, { from, to, duration }));
          if (elapsed < duration) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.4 },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [from, to, duration]);

  return { ref, value, done: value === to };
}
