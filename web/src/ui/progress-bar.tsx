import { cn } from '@/lib/cn';

interface ProgressBarProps {
  /** 0 to 100. */
  value: number;
  /** Names the bar for screen readers, e.g. "Profile completion". */
  label: string;
  className?: string;
  barClassName?: string;
}

/** A horizontal progress bar (role progressbar with its value). */
export function ProgressBar({ value, label, className, barClassName }: ProgressBarProps) {
  const pct = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
      aria-valuetext={`${pct}%`}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div className={cn('h-full rounded-full bg-brand-600 transition-[width] duration-500', barClassName)} style={{ width: `${pct}%` }} />
    </div>
  );
}
