import { ArrowRight, CircleCheck, UsersRound } from 'lucide-react';
import { Link } from 'wouter';

const TOOLS = ['Review and rate athlete uploads', 'Manage your sessions and bookings', "Follow each athlete's progress"];

/** Step 3 for coaches: the entry for the athlete management tools. */
export function CoachToolsStep({ intro }: { intro: string }) {
  return (
    <div>
      <p className="text-slate-700">{intro}</p>
      <section aria-labelledby="coach-tools-title" className="mt-5 rounded-2xl border-2 border-brand-100 bg-brand-50/60 p-5 sm:p-6">
        <div className="flex items-start gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-600 text-white">
            <UsersRound className="size-6" aria-hidden="true" />
          </span>
          <div>
            <h2 id="coach-tools-title" className="text-lg font-bold text-ink-900">
              Athlete Management Tools
            </h2>
            <p className="mt-1 text-sm text-slate-700">Your athletes, their uploads and your sessions, together on your coach dashboard.</p>
          </div>
        </div>
        <ul className="mt-4 space-y-2">
          {TOOLS.map((t) => (
            <li key={t} className="flex items-center gap-2 text-sm text-ink-900">
              <CircleCheck className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
              {t}
            </li>
          ))}
        </ul>
        <Link href="/coach-dashboard" className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
          Open the coach dashboard
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </section>
    </div>
  );
}
