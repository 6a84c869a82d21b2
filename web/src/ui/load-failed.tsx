import { cn } from '@/lib/cn';

/** A list that could not be loaded: the reason, and a retry. */
export function LoadFailed({ message, retry, onRetry, className }: { message: string; retry: string; onRetry: () => void; className?: string }) {
  return (
    <p role="alert" className={cn('rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800', className)}>
      {message}{' '}
      <button type="button" className="font-semibold underline" onClick={onRetry}>
        {retry}
      </button>
    </p>
  );
}
