import { CalendarPlus, FileBarChart, Trophy, Zap, type LucideIcon } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { COACH_CORNER_ID } from './coach-corner-card';

const linkClass =
  'flex items-center gap-3 rounded-xl bg-ink-900 p-3 text-white transition-colors hover:bg-ink-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function ActionBody({ icon: Icon, label, text }: { icon: LucideIcon; label: string; text: string }) {
  return (
    <>
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-600">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span>
        <span className="block font-bold">{label}</span>
        <span className="block text-sm text-slate-300">{text}</span>
      </span>
    </>
  );
}

/**
 * Parents have no media screen (their route table has no /media), so 'View Progress Reports' goes to
 * the Coach's Corner on this page, where the coaches' reviews of the athletes' media are.
 */
function showProgress(e: MouseEvent<HTMLAnchorElement>) {
  e.preventDefault();
  const section = document.getElementById(COACH_CORNER_ID);
  section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  document.getElementById(`${COACH_CORNER_ID}-heading`)?.focus({ preventScroll: true });
}

/** Part 2: the schedule, the progress reports and open play. */
export function QuickActions() {
  const { t } = useT('parent');
  return (
    <section aria-labelledby="quick-actions-heading" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="quick-actions-heading" className="flex items-center gap-2 text-xl font-bold text-ink-900">
        <Zap className="size-5 text-brand-600" aria-hidden="true" /> {t('quick.heading')}
      </h2>
      <ul className="mt-4 grid gap-2">
        <li>
          <Link href="/schedule" className={linkClass}>
            <ActionBody icon={CalendarPlus} label={t('quick.book')} text={t('quick.bookText')} />
          </Link>
        </li>
        <li>
          <a href={`#${COACH_CORNER_ID}`} onClick={showProgress} className={linkClass}>
            <ActionBody icon={FileBarChart} label={t('quick.progress')} text={t('quick.progressText')} />
          </a>
        </li>
        <li>
          <Link href="/open-play" className={linkClass}>
            <ActionBody icon={Trophy} label={t('quick.openPlay')} text={t('quick.openPlayText')} />
          </Link>
        </li>
      </ul>
    </section>
  );
}
