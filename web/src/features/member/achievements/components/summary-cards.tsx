import { Percent, Star, Trophy, type LucideIcon } from 'lucide-react';
import { achievementSummary, type Achievement } from '@common/member';
import { useT } from '@/lib/i18n/i18next';

/** Part 1, 2.11: earned count, completion percent (rounded) and points of earned achievements. */
export function SummaryCards({ achievements }: { achievements: Achievement[] }) {
  const { t } = useT('achievements');
  const s = achievementSummary(achievements);
  const cards: Array<{ label: string; value: string; icon: LucideIcon }> = [
    { label: t('summary.earned'), value: t('summary.earnedValue', { earned: s.earned, total: s.total }), icon: Trophy },
    { label: t('summary.completion'), value: `${s.percent}%`, icon: Percent },
    { label: t('summary.points'), value: String(s.points), icon: Star },
  ];
  return (
    <ul className="grid gap-3 sm:grid-cols-3 sm:gap-4" aria-label={t('summary.label')}>
      {cards.map(({ label, value, icon: Icon }) => (
        <li key={label} className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <span>
            <span className="block text-2xl font-extrabold text-ink-900 sm:text-3xl">{value}</span>
            <span className="block text-sm font-medium text-slate-600">{label}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
