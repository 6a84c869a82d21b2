import { CalendarPlus, Trophy, Upload, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { useT, type KeyOf } from '@/lib/i18n/i18next';

const ACTIONS: Array<{ label: KeyOf<'sessions'>; href: string; icon: LucideIcon }> = [
  { label: 'quick.book', href: '/schedule', icon: CalendarPlus },
  { label: 'quick.upload', href: '/media', icon: Upload },
  { label: 'quick.achievements', href: '/achievements', icon: Trophy },
];

/** Part 1, 2.10: quick actions to the schedule, media and achievements. */
export function SessionsQuickActions() {
  const { t } = useT('sessions');
  return (
    <section aria-labelledby="sessions-actions-heading">
      <h2 id="sessions-actions-heading" className="text-xl font-bold text-ink-900">
        {t('quick.heading')}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3">
        {ACTIONS.map(({ label, href, icon: Icon }) => (
          <li key={label}>
            <Link
              href={href}
              className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 font-semibold text-ink-900 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="grid size-10 place-items-center rounded-xl bg-brand-50 text-brand-600">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
