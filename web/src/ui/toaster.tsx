import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import { useShellT } from '@/lib/i18n/shell';
import { dismissToast, useCurrentToast } from './toast';

/**
 * Radix Toast: F8 focuses the viewport, a 50 px swipe dismisses (the library's defaults).
 * `focusViewport`: focus the viewport once mounted, for an F8 pressed before this code had loaded
 * (lazy-toaster.tsx).
 */
export default function Toaster({ focusViewport = false }: { focusViewport?: boolean }) {
  const t = useShellT();
  const item = useCurrentToast();
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focusViewport) viewport.current?.focus();
  }, [focusViewport]);
  return (
    <Toast.Provider swipeDirection="right" label={t('ui.notifications')}>
      {item && (
        <Toast.Root
          key={item.id}
          duration={item.duration}
          type={item.variant === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          className={cn(
            'relative grid gap-1 rounded-xl border p-4 pr-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0',
            item.variant === 'error' ? 'border-red-200 bg-red-50 text-red-900' : 'border-slate-200 bg-white text-ink-900',
          )}
        >
          <Toast.Title className="font-semibold">{item.title}</Toast.Title>
          {item.description && <Toast.Description className="text-sm opacity-90">{item.description}</Toast.Description>}
          <Toast.Close aria-label={t('ui.close')} className="absolute top-3 right-3 rounded p-1 hover:bg-black/5">
            <X className="size-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport ref={viewport} className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
