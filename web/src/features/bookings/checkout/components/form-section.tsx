import type { ReactNode } from 'react';

/** A titled group of fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-slate-200 p-3 sm:p-5">
      <legend className="px-1 text-base font-bold">{title}</legend>
      <div className="mt-1">{children}</div>
    </fieldset>
  );
}
