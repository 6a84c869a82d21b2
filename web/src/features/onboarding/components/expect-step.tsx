import type { WelcomeCopy } from '../lib/welcome-copy';

/** Step 2: what to expect (booking, video feedback, achievements; parents: linking their athlete). */
export function ExpectStep({ copy }: { copy: WelcomeCopy }) {
  return (
    <ul className="space-y-4">
      {copy.expectations.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-4 rounded-xl border border-slate-200 p-4">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 className="font-bold text-ink-900">{title}</h2>
            <p className="mt-1 text-sm text-slate-600">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
