import { cn } from '@/lib/cn';
import { useShellT } from '@/lib/i18n/shell';

/** A spinner; its screen-reader text comes from the shell's strings (no loading of its own: it is the loading). */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  const t = useShellT();
  return (
    <span role="status" className="inline-flex items-center gap-3">
      <span aria-hidden="true" className={cn('inline-block size-6 animate-spin rounded-full border-3 border-brand-600 border-t-transparent', className)} />
      {label ? <span>{label}</span> : <span className="sr-only">{t('ui.loading')}</span>}
    </span>
  );
}
