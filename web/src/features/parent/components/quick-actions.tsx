import { CalendarPlus, FileBarChart, Trophy, Upload, Zap, type LucideIcon } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { HeadedSection } from '@/ui/headed-section';
import { QuickLinkBody } from '@/ui/quick-links';
import { COACH_CORNER_ID } from './coach-corner-card';

const linkClass =
  'flex items-center gap-3 rounded-xl bg-ink-900 p-3 text-white transition-colors hover:bg-ink-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function ActionBody(props: { icon: LucideIcon; label: string; text: string }) {
  return <QuickLinkBody {...props} tileClassName="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-600" />;
}

/**
 * 'View Progress Reports' goes to the Coach's Corner on this page, where the coaches' reviews of the
 * athletes' media are; the media page itself (uploads for a child, decision 047) has its own action.
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
    <HeadedSection
      id="quick-actions-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      headingClassName="flex items-center gap-2 text-xl font-bold text-ink-900"
      title={
        <>
          <Zap className="size-5 text-brand-600" aria-hidden="true" /> {t('quick.heading')}
        </>
      }
    >
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
          <Link href="/my-media" className={linkClass}>
            <ActionBody icon={Upload} label={t('quick.upload')} text={t('quick.uploadText')} />
          </Link>
        </li>
        <li>
          <Link href="/open-play" className={linkClass}>
            <ActionBody icon={Trophy} label={t('quick.openPlay')} text={t('quick.openPlayText')} />
          </Link>
        </li>
      </ul>
    </HeadedSection>
  );
}
