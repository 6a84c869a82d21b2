import type { ReactNode } from 'react';

interface LabelledControlProps {
  /** The control's id, which the label points at. */
  id: string;
  label: ReactNode;
  className?: string;
  labelClassName: string;
  /** The control itself, carrying the same id. */
  children: ReactNode;
}

/** A small label above its control (a toolbar's number or date input), without the form field's hint and error. */
export function LabelledControl({ id, label, className, labelClassName, children }: LabelledControlProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children}
    </div>
  );
}
