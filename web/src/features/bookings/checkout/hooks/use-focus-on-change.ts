import { useEffect, useRef } from 'react';

/**
 * Moves focus to the returned element whenever `key` changes from one value to another (a new
 * step), so keyboard and screen-reader users start at the new step's heading. Not on first load.
 */
export function useFocusOnChange<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  const previous = useRef(key);
  useEffect(() => {
    const before = previous.current;
    previous.current = key;
    if (before !== key && before !== null && before !== undefined) ref.current?.focus();
  }, [key]);
  return ref;
}
