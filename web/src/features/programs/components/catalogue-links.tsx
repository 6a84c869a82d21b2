import { ArrowRight, CalendarDays, GraduationCap, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { HeadedSection } from '@/ui/headed-section';
import { IconTile } from '@/ui/icon-tile';

const LINKS: Array<{ key: 'schedule' | 'alumni'; href: string; icon: LucideIcon }> = [
  { key: 'schedule', href: '/schedule', icon: CalendarDays },
  { key: 'alumni', href: '/alumni', icon: GraduationCap },
];

/** Part 2, catalogue: the bottom links to /schedule and /alumni. */
export function CatalogueLinks() {
  const { t } = useT('programs');
  return (
    <HeadedSection id="catalogue-next" title={t('links.heading')} className="mt-14" headingClassName="text-xl font-bold text-ink-900">
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {LINKS.map(({ key, href, icon: Icon }) => (
          <Link
            key={href}
            href={href}
            className="group flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <IconTile icon={Icon} className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600" iconClassName="size-5" />
            <span className="flex-1">
              <span className="flex items-center gap-1 font-semibold text-ink-900">
                {t(`links.${key}.title`)}
                <ArrowRight className="size-4 text-brand-600 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
              </span>
              <span className="mt-1 block text-sm text-slate-600">{t(`links.${key}.text`)}</span>
            </span>
          </Link>
        ))}
      </div>
    </HeadedSection>
  );
}
