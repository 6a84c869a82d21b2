import { lazy, Suspense } from 'react';
import { useAfterLoad } from '../hooks/use-after-load';

const BelowTheFold = lazy(() => import('./below-the-fold'));

/**
 * Everything under the full-screen hero loads in its own chunk once the page is interactive, so
 * the first screen needs only the hero's code. The placeholder keeps the footer out of view.
 */
export function DeferredSections() {
  const ready = useAfterLoad();
  const placeholder = <div className="min-h-screen bg-white" aria-busy="true" />;
  if (!ready) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <BelowTheFold />
    </Suspense>
  );
}
