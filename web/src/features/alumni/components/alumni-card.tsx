import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import type { Alumni } from '@common/profiles';
import { useT } from '@/lib/i18n/i18next';
import { cardAchievements } from '../lib/alumni-figures';
import { AchievementList } from './achievement-list';
import { AlumniImage } from './alumni-image';
import { useEnumLabels } from '@/lib/i18n/enum-labels';

/** One alumni in the list: photo, name, where they are now and at most 3 achievements. */
export function AlumniCard({ alumni }: { alumni: Alumni }) {
  const { shown, more } = cardAchievements(alumni.achievements);
  const { t } = useT('alumni');
  const labels = useEnumLabels();
  const sport = [labels.sport(alumni.primarySport), labels.position(alumni.position)].filter(Boolean).join(' · ');
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <AlumniImage src={alumni.proImageUrl} name={alumni.fullName} alt={t('today', { name: alumni.fullName })} className="aspect-[4/3] w-full" />
      <div className="flex flex-1 flex-col p-5">
        {alumni.currentStatus && <p className="text-xs font-bold tracking-widest text-brand-700 uppercase">{alumni.currentStatus}</p>}
        <h3 className="mt-1 text-lg font-bold text-ink-900">{alumni.fullName}</h3>
        {alumni.currentTeam && <p className="text-sm font-medium text-slate-700">{alumni.currentTeam}</p>}
        {sport && <p className="mt-1 text-sm text-slate-600">{sport}</p>}
        {alumni.octaneYears && <p className="mt-1 text-xs text-slate-500">{t('trainedAt', { years: alumni.octaneYears })}</p>}
        <AchievementList items={shown} more={more} className="mt-4 flex-1" />
        <Link
          href={`/alumni/${alumni.slug}`}
          className="mt-5 inline-flex items-center gap-1.5 self-start rounded text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('card.read', { name: alumni.fullName.split(' ')[0]! })}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </li>
  );
}
