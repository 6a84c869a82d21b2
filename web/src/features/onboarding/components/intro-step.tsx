import { CircleCheck } from 'lucide-react';
import type { WelcomeCopy } from '../lib/welcome-copy';

/** Step 1: what the platform is for, for this role. */
export function IntroStep({ copy }: { copy: WelcomeCopy }) {
  return (
    <div>
      <p className="text-lg text-slate-700">{copy.intro}</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-3">
        {copy.highlights.map((h) => (
          <li key={h} className="flex items-start gap-2.5 rounded-xl bg-slate-50 p-4 text-sm font-medium text-ink-900">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
            {h}
          </li>
        ))}
      </ul>
    </div>
  );
}
