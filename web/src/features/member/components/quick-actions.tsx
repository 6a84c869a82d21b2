import { CalendarPlus, MessageSquareText, Upload, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { useT, type KeyOf } from '@/lib/i18n/i18next';

const ACTIONS: Array<{ label: KeyOf<'dashboard'>; text: KeyOf<'dashboard'>; href: string; icon: LucideIcon }> = [
  { label: 'quick.book', text: 'quick.bookText', href: '/schedule', icon: CalendarPlus },
  { label: 'quick.upload', text: 'quick.uploadText', href: '/media', icon: Upload },
  { label: 'quick.feedback', text: 'quick.feedbackText', href: '/media', icon: MessageSquareText },
];

/** Part 1, 2.6: the three quick actions. */
export function QuickActions() {
  const { t } = useT('dashboard');
  return (
    <section aria-labelledby="quick-actions-heading">
      <h2 id="quick-actions-heading" className="text-xl font-bold text-ink-900">
        {t('quick.heading')}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3">
        {ACTIONS.map(({ label, text, href, icon: Icon }) => (
          <li key={label}>
            <Link
              href={href}
              className="flex items-center gap-4 rounded-2xl bg-ink-900 p-4 text-white transition-colors hover:bg-ink-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-600">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span>
                <span className="block font-bold">{t(label)}</span>
                <span className="block text-sm text-slate-300">{t(text)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
