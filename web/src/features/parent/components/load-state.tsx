import type { ReactNode } from 'react';
import { Spinner } from '@/ui/spinner';

/** The loading line of a section. */
export function Loading({ label }: { label: string }) {
  return (
    <div className="py-8 text-center text-slate-600">
      <Spinner label={label} />
    </div>
  );
}

/** A failed load, with a retry. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
      We couldn&apos;t load {what}.{' '}
      <button type="button" className="font-semibold underline" onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}

/** A quiet note in place of an empty list. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">{children}</p>;
}
