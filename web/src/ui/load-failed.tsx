import { RefreshCw } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';

/** A list or section that could not be loaded: the reason, announced, and a retry button. */
export function LoadFailed({ message, retry, onRetry, className }: { message: string; retry: string; onRetry: () => void; className?: string }) {
  return (
    <div role="alert" className={cn('flex flex-wrap items-center gap-3 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800', className)}>
      <span>{message}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshCw className="size-4" aria-hidden="true" />
        {retry}
      </Button>
    </div>
  );
}
