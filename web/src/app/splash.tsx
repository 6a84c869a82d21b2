import { Spinner } from '@/ui/spinner';

/** Part 1, 2.2: the loading state. index.html holds the same markup, so it shows before the script runs. */
export function Splash() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-ink-900 text-white">
      <Spinner className="border-brand-500 border-t-transparent" label="Loading your training experience..." />
    </div>
  );
}
