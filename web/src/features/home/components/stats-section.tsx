import type { KeyOf } from '@/lib/i18n/i18next';
import { useT } from '../i18n';
import { useCountUp } from '../hooks/use-count-up';
import { ATHLETES_COUNTER, formatCount } from '../utils/count-up';

/** Part 1, section 1: the marketing claims. */
const STATS: Array<{ value: string; label: KeyOf<'home'> }> = [
  { value: '15+', label: 'stats.years' },
  { value: '4', label: 'stats.sports' },
  { value: '95%', label: 'stats.satisfaction' },
];

export function StatsSection() {
  const { t } = useT('home');
  return (
    <section aria-labelledby="stats-title" className="relative overflow-hidden bg-ink-900 py-20 text-white">
      <div aria-hidden="true" className="absolute -top-24 left-1/2 size-[40rem] -translate-x-1/2 rounded-full bg-brand-600/20 blur-3xl" />
      <div className="relative mx-auto max-w-7xl px-4">
        <h2 id="stats-title" className="text-center text-3xl font-extrabold tracking-tight sm:text-4xl">
          {t('stats.title')}
        </h2>
        <dl className="mt-12 grid grid-cols-2 gap-6 lg:grid-cols-4">
          <AthletesStat />
          {STATS.map((s) => (
            <Stat key={s.label} value={s.value} label={t(s.label)} />
          ))}
        </dl>
      </div>
    </section>
  );
}

function Stat({ value, label }: { value: string; label: string }) {
  return (
    <div className="flex flex-col-reverse justify-center rounded-2xl border border-white/10 bg-white/5 px-3 py-6 text-center sm:p-6">
      <dt className="mt-2 text-sm font-medium text-slate-300 sm:text-base">{label}</dt>
      <dd className="text-3xl font-extrabold text-brand-500 tabular-nums sm:text-5xl">{value}</dd>
    </div>
  );
}

/** 8,000 athletes and counting: runs from 8000 to 8888 over 3 s once it scrolls into view. */
function AthletesStat() {
  const { ref, value } = useCountUp<HTMLDivElement>(ATHLETES_COUNTER);
  const { t } = useT('home');
  const final = `${formatCount(ATHLETES_COUNTER.to)}+`;
  return (
    <div ref={ref} className="flex flex-col-reverse justify-center rounded-2xl border border-white/10 bg-white/5 px-3 py-6 text-center sm:p-6">
      <dt className="mt-2 text-sm font-medium text-slate-300 sm:text-base">{t('stats.athletes')}</dt>
      <dd className="text-3xl font-extrabold text-brand-500 tabular-nums sm:text-5xl">
        <span aria-hidden="true" data-testid="athletes-count">
          {formatCount(value)}+
        </span>
        <span className="sr-only">{final}</span>
      </dd>
    </div>
  );
}
