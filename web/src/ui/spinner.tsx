import { cn } from '@/lib/cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-3">
      <span
        aria-hidden="true"
        className={cn('inline-block size-6 animate-spin rounded-full border-3 border-brand-600 border-t-transparent', className)}
      />
      {label ? <span>{label}</span> : <span className="sr-only">Loading</span>}
    </span>
  );
}
