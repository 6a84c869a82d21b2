import type { Alumni } from '@common/profiles';
import { useT } from '@/lib/i18n/i18next';
import { AlumniImage } from './alumni-image';

/** Then and now: the young athlete at Octane beside the athlete today. */
export function BeforeAfter({ alumni }: { alumni: Alumni }) {
  const { t } = useT('alumni');
  const panels = [
    {
      key: 'then',
      label: t('beforeAfter.then'),
      caption: alumni.octaneYears ? t('beforeAfter.atOctaneYears', { years: alumni.octaneYears }) : t('beforeAfter.atOctane'),
      src: alumni.youngImageUrl,
      alt: t('beforeAfter.thenAlt', { name: alumni.fullName }),
    },
    {
      key: 'now',
      label: t('beforeAfter.now'),
      caption: alumni.currentTeam ?? alumni.currentStatus ?? t('beforeAfter.today'),
      src: alumni.proImageUrl,
      alt: t('today', { name: alumni.fullName }),
    },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4">
      {panels.map((p) => (
        <figure key={p.key} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          <div className="relative">
            <AlumniImage src={p.src} name={alumni.fullName} alt={p.alt} className="aspect-[3/4] w-full" />
            <span className="absolute top-3 left-3 rounded-full bg-ink-900/80 px-3 py-1 text-xs font-bold tracking-wider text-white uppercase">{p.label}</span>
          </div>
          <figcaption className="px-3 py-2 text-sm font-medium text-slate-700">{p.caption}</figcaption>
        </figure>
      ))}
    </div>
  );
}
