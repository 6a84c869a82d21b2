import { Check, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { useUser } from '@/lib/use-user';
import { ArrowButtonLink } from '@/ui/arrow-button-link';
import { Button } from '@/ui/button';
import { IconList } from '@/ui/icon-list';
import { comingSoonLinks, type ComingSoonPage } from '../lib/coming-soon-links';

interface ComingSoonProps {
  page: ComingSoonPage;
  icon: LucideIcon;
  title: string;
  lead: string;
  /** What is on its way, as a short teaser list. */
  highlights: string[];
  /** Something to do today (e.g. a link to the pickup games that already run). */
  extra?: ReactNode;
}

/** A Coming Soon placeholder with the links part 2 gives for the visitor's sign-in state. */
export function ComingSoon({ page, icon: Icon, title, lead, highlights, extra }: ComingSoonProps) {
  const { t } = useT('openPlay');
  const { isAuthenticated } = useUser();
  const [first, second] = comingSoonLinks(page, isAuthenticated);
  return (
    <div className="px-4 py-8 sm:py-14">
      <div className="mx-auto grid max-w-5xl items-center gap-10 overflow-hidden rounded-3xl bg-ink-900 px-6 py-10 text-white shadow-xl sm:px-12 sm:py-16 md:grid-cols-[1fr_16rem]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-500/15 px-3 py-1 text-xs font-bold tracking-widest text-brand-500 uppercase ring-1 ring-brand-500/40">
            {t('soon.badge')}
          </p>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
          <p className="mt-4 max-w-xl text-lg text-slate-300">{lead}</p>
          <IconList
            items={highlights}
            icon={Check}
            className="mt-6 space-y-2"
            itemClassName="flex items-start gap-2 text-slate-200"
            iconClassName="mt-0.5 size-5 shrink-0 text-brand-500"
          />
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ArrowButtonLink href={first.href} size="lg">
              {t(`links.${first.label}`)}
            </ArrowButtonLink>
            <Button asChild size="lg" variant="light">
              <Link href={second.href}>{t(`links.${second.label}`)}</Link>
            </Button>
          </div>
          {extra && <div className="mt-6 text-sm text-slate-300">{extra}</div>}
        </div>
        <div aria-hidden="true" className="hidden md:block">
          <div className="relative mx-auto grid size-56 place-items-center rounded-full bg-gradient-to-br from-brand-600 to-brand-900 shadow-2xl ring-8 ring-white/5">
            <Icon className="size-28 text-white/90" strokeWidth={1.5} />
            <span className="absolute -top-2 -right-2 rounded-full bg-white px-3 py-1 text-xs font-extrabold tracking-wider text-ink-900 uppercase shadow">
              {t('soon.corner')}
            </span>
          </div>
        </div>
      </div>
    </div>
  );
}
