import { ArrowRight, CircleCheck, UsersRound } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';

const TOOLS = ['review', 'sessions', 'progress'] as const;

/** Step 3 for coaches: the entry for the athlete management tools. */
export function CoachToolsStep({ intro }: { intro: string }) {
  const { t } = useT('onboarding');
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
              {t('tools.title')}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{t('tools.text')}</p>
          </div>
        </div>
        <ul className="mt-4 space-y-2">
          {TOOLS.map((tool) => (
            <li key={tool} className="flex items-center gap-2 text-sm text-ink-900">
              <CircleCheck className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
              {t(`tools.items.${tool}`)}
            </li>
          ))}
        </ul>
        <Link href="/coach-dashboard" className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
          {t('tools.open')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </section>
    </div>
  );
}
