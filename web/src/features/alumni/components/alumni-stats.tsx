import type { Alumni } from '@common/profiles';
import { useT } from '@/lib/i18n/i18next';
import { sportsRepresented } from '../lib/alumni-figures';

/** Figures counted from the stories themselves (docs/design.md 6: real figures, not the spec's fixed "5+"). */
export function AlumniStats({ alumni }: { alumni: Alumni[] }) {
  const { t } = useT('alumni');
  const stats = [
    { label: t('stats.stories'), value: alumni.length },
    { label: t('stats.sports'), value: sportsRepresented(alumni) },
  ];
  return (
    <dl className="mt-8 grid max-w-md grid-cols-2 gap-3">
      {stats.map((s) => (
        <div key={s.label} className="flex flex-col rounded-xl bg-white/10 px-4 py-3">
          <dt className="text-sm font-semibold text-slate-300">{s.label}</dt>
          <dd className="order-first text-3xl font-extrabold text-white tabular-nums">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
