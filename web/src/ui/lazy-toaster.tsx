import { useEffect, useState, type ComponentType } from 'react';
import { useCurrentToast } from './toast';

type ToasterComponent = ComponentType<{ focusViewport?: boolean }>;

/**
 * The toaster (Radix Toast) loads with the first toast, or with the first F8 (the hotkey that
 * focuses the toasts), so pages that never show one, the home page first, do not load its code.
 * Once loaded it stays mounted, exactly as before. The module is loaded by hand rather than with
 * React.lazy: a suspending toaster held back the route change that usually follows a toast (a
 * members' page left right after sign-up stayed long enough to redirect to the login page).
 */
export function LazyToaster() {
  const current = useCurrentToast();
  const [wanted, setWanted] = useState<'no' | 'toast' | 'hotkey'>('no');
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);
  if (current && wanted === 'no') setWanted('toast');

  useEffect(() => {
    if (wanted !== 'no') return;
    const onKey = (e: KeyboardEvent) => {
      if (e.code === 'F8') setWanted('hotkey');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [wanted]);

  useEffect(() => {
    if (wanted === 'no') return;
    let live = true;
    void import('./toaster').then((m) => live && setToaster(() => m.default));
    return () => {
      live = false;
    };
  }, [wanted]);

  return Toaster ? <Toaster focusViewport={wanted === 'hotkey'} /> : null;
}
