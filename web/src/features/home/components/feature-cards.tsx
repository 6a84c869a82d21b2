import { ArrowRight, CalendarCheck, LineChart, Trophy, Users, Video, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import type { TFunction } from '@/lib/i18n/i18next';
import { Card } from '@/ui/card';
import { useT } from '../i18n';
import { HomeSection } from './home-section';

interface Feature {
  /** Its title, text and call to action in the home namespace (features.<key>). */
  key: 'video' | 'coaching' | 'programs' | 'analytics' | 'booking';
  icon: LucideIcon;
  href: string;
  className: string;
}

/** Part 1, 2.3: the feature cards and where each one leads. */
const FEATURES: Feature[] = [
  { key: 'video', icon: Video, href: '/my-media', className: 'lg:col-span-3' },
  { key: 'coaching', icon: Users, href: '/programs', className: 'lg:col-span-3' },
  { key: 'programs', icon: Trophy, href: '/programs', className: 'lg:col-span-2' },
  { key: 'analytics', icon: LineChart, href: '/sessions', className: 'lg:col-span-2' },
  { key: 'booking', icon: CalendarCheck, href: '/schedule', className: 'sm:col-span-2 lg:col-span-2' },
];

export function FeatureCards() {
  const { t } = useT('home');
  return (
    <HomeSection
      id="features-title"
      eyebrow={t('features.eyebrow')}
      title={t('features.title')}
      text={t('features.text')}
      className="bg-white"
      width="max-w-7xl"
      introClassName="max-w-2xl"
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
        {FEATURES.map((f) => (
          <li key={f.key} className={f.className}>
            <FeatureCard feature={f} t={t} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

function FeatureCard({ feature: { key, icon: Icon, href }, t }: { feature: Feature; t: TFunction<'home'> }) {
  return (
    <Card className="group flex h-full flex-col p-6 transition-shadow hover:shadow-md sm:p-8">
      <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h3 className="mt-5 text-xl font-bold">{t(`features.${key}.title`)}</h3>
      <p className="mt-2 flex-1 text-slate-600">{t(`features.${key}.text`)}</p>
      <Link
        href={href}
        className={cn(
          'mt-6 inline-flex items-center gap-1.5 self-start rounded-md font-semibold text-brand-600 underline-offset-4 hover:underline',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        )}
      >
        {t(`features.${key}.cta`)} <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
      </Link>
    </Card>
  );
}
