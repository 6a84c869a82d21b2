import type { ReactNode } from 'react';

/** Grey placeholder bars (one div each, classes given) in one wrapper, then anything else; the shape of text while it loads. */
export function SkeletonBars({ bars, className, children }: { bars: string[]; className?: string; children?: ReactNode }) {
  return (
    <div className={className}>
      {bars.map((bar, i) => (
        <div key={i} className={bar} />
      ))}
      {children}
    </div>
  );
}
