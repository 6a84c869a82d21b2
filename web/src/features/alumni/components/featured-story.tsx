import { ArrowRight, Quote } from 'lucide-react';
import { Link } from 'wouter';
import type { Alumni } from '@common/profiles';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { cardAchievements } from '../lib/alumni-figures';
import { AchievementList } from './achievement-list';
import { AlumniImage } from './alumni-image';
import { useEnumLabels } from '@/lib/i18n/enum-labels';

/** A featured story: large photo, quote, where they are now and at most 3 achievements. */
export function FeaturedStory({ alumni }: { alumni: Alumni }) {
  const { shown, more } = cardAchievements(alumni.achievements);
  const { t } = useT('alumni');
  const labels = useEnumLabels();
  return (
    <li className="grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:grid-cols-[2fr_3fr]">
      <AlumniImage
        src={alumni.proImageUrl}
        name={alumni.fullName}
        alt={t('today', { name: alumni.fullName })}
        fit="contain"
        className="aspect-[4/3] w-full md:aspect-auto md:h-full"
      />
      <div className="flex flex-col p-6">
        <p className="text-xs font-bold tracking-widest text-brand-700 uppercase">
          {t('featured.label', { status: alumni.currentStatus ?? t('featured.alumni') })}
        </p>
        <h3 className="mt-1 text-2xl font-extrabold text-ink-900">{alumni.fullName}</h3>
        <p className="text-sm font-medium text-slate-700">{[alumni.currentTeam, labels.sport(alumni.primarySport)].filter(Boolean).join(' · ')}</p>
        {alumni.quote && (
          <blockquote className="mt-4 flex gap-2 border-l-4 border-brand-500 pl-3 text-base text-slate-800 italic">
            <Quote className="size-4 shrink-0 text-brand-500" aria-hidden="true" />
            <p>{alumni.quote}</p>
          </blockquote>
        )}
        <AchievementList items={shown} more={more} className="mt-4 flex-1" />
        <Button asChild variant="secondary" className="mt-5 self-start">
          <Link href={`/alumni/${alumni.slug}`}>
            {t('featured.read')}
            <span className="sr-only">: {alumni.fullName}</span>
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </li>
  );
}
