import { useShellT } from '@/lib/i18n/shell';
import { Spinner } from '@/ui/spinner';

/**
 * Part 1, 2.2: the loading state. index.html holds the same markup (in English), so it shows before the
 * script runs. Outside the router's Suspense: the shell's strings, never a namespace.
 */
export function Splash() {
  const t = useShellT();
  return (
    <div className="flex min-h-screen items-center justify-center bg-ink-900 text-white">
      <Spinner className="border-brand-500 border-t-transparent" label={t('splash')} />
    </div>
  );
}
