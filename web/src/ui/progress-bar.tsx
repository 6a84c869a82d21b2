import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface ProgressBarProps {
  /** 0 to `max`; null while the progress is not known (queued, starting): no aria-valuenow. */
  value: number | null;
  /** The value of a full bar, 100 unless told (an achievement's goal). */
  max?: number;
  /** Names the bar for screen readers, e.g. "Profile completion". */
  label: string;
  /** What screen readers say for the value: "42%" unless told (none while null), null for none. */
  valueText?: string | null;
  /** The track's size and place, e.g. "w-full" or "mt-3". */
  className?: string;
  barClassName?: string;
  /** A fill of the caller's own, drawn instead of the default one (an indeterminate sweep). */
  children?: ReactNode;
}

/** A horizontal progress bar (role progressbar with its value). */
export function ProgressBar({ value, max = 100, label, valueText, className, barClassName, children }: ProgressBarProps) {
  const clamp = (n: number, top: number) => Math.min(top, Math.max(0, Math.round(n)));
  const pct = value === null || max <= 0 ? 0 : clamp((value * 100) / max, 100);
  const text = valueText !== undefined ? valueText : value === null ? null : `${pct}%`;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value === null ? undefined : clamp(value, max)}
      aria-valuetext={text ?? undefined}
      className={cn('h-2.5 overflow-hidden rounded-full bg-slate-200', className)}
    >
      {children ?? <div className={cn('h-full rounded-full bg-brand-600 transition-[width] duration-500', barClassName)} style={{ width: `${pct}%` }} />}
    </div>
  );
}
