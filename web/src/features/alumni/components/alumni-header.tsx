import { ArrowLeft, CalendarRange, GraduationCap, Trophy } from 'lucide-react';
import { Link } from 'wouter';
import type { Alumni } from '@common/profiles';
import { useT } from '@/lib/i18n/i18next';
import { useEnumLabels } from '@/lib/i18n/enum-labels';

/** The dark band of a story: back to /alumni, status, name, team and the facts of their Octane years. */
export function AlumniHeader({ alumni }: { alumni: Alumni }) {
  const { t } = useT('alumni');
  const labels = useEnumLabels();
  const facts = [
    { icon: Trophy, text: [labels.sport(alumni.primarySport), labels.position(alumni.position)].filter(Boolean).join(' · ') },
    { icon: GraduationCap, text: alumni.graduationYear ? t('classOf', { year: alumni.graduationYear }) : '' },
    { icon: CalendarRange, text: alumni.octaneYears ? t('trainedAt', { years: alumni.octaneYears }) : '' },
  ].filter((f) => f.text);
  return (
    <section className="bg-ink-900 text-white">
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-10 sm:pb-12">
        <Link
          href="/alumni"
          className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('back')}
        </Link>
        {alumni.currentStatus && <p className="mt-6 text-sm font-bold tracking-widest text-brand-500 uppercase">{alumni.currentStatus}</p>}
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-5xl">{alumni.fullName}</h1>
        {alumni.currentTeam && <p className="mt-2 text-lg text-slate-200">{alumni.currentTeam}</p>}
        {facts.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-300">
            {facts.map(({ icon: Icon, text }) => (
              <li key={text} className="inline-flex items-center gap-1.5">
                <Icon className="size-4 text-brand-500" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
