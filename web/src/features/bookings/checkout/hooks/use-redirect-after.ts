import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** Goes to `path` after `ms` once it is set (part 1, section 9: 2000 ms after payment). */
export function useRedirectAfter(path: string | null, ms = 2000) {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!path) return;
    const timer = setTimeout(() => navigate(path), ms);
    return () => clearTimeout(timer);
  }, [path, ms, navigate]);
}
