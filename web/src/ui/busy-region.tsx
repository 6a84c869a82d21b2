import type { ReactNode } from 'react';

/** A loading placeholder: marked busy, with its words told to screen readers once, before the grey shapes. */
export function BusyRegion({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div aria-busy="true" className={className}>
      <span className="sr-only" role="status">
        {label}
      </span>
      {children}
    </div>
  );
}
