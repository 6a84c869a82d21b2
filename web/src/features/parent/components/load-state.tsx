import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/i18next';
import { Spinner } from '@/ui/spinner';

/** The loading line of a section. */
export function Loading({ label }: { label: string }) {
  return (
    <div className="py-8 text-center text-slate-600">
      <Spinner label={label} />
    </div>
  );
}

/** A failed load ("We couldn't load your athletes."), with a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useT('parent');
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
      {message}{' '}
      <button type="button" className="font-semibold underline" onClick={onRetry}>
        {t('tryAgain')}
      </button>
    </p>
  );
}

/** A quiet note in place of an empty list. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">{children}</p>;
}
