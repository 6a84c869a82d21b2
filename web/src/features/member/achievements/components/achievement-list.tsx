import { CheckCircle2, Lock } from 'lucide-react';
import type { Achievement } from '@common/member';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';
import { ProgressBar } from '@/ui/progress-bar';
import { achievementColors, achievementIcon, achievementWords } from '../achievement-style';

/** Part 1, 2.11: every achievement with its progress towards the goal, earned state and points. */
export function AchievementList({ achievements }: { achievements: Achievement[] }) {
  const { t } = useT('achievements');
  return (
    <section aria-labelledby="all-achievements-heading">
      <h2 id="all-achievements-heading" className="text-xl font-bold text-ink-900">
        {t('list.heading')}
      </h2>
      <ul className="mt-3 grid gap-3 md:grid-cols-2">
        {achievements.map((a) => {
          const Icon = achievementIcon(a.icon);
          const colors = achievementColors(a);
          const pct = a.maxProgress > 0 ? Math.round((a.progress / a.maxProgress) * 100) : 0;
          const { title, description } = achievementWords(a, t);
          return (
            <li key={a.id} className={cn('flex gap-4 rounded-2xl border bg-white p-4 shadow-sm', a.earned ? 'border-green-300' : 'border-slate-200')}>
              <span className={cn('grid size-12 shrink-0 place-items-center rounded-xl', colors.tile)}>
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-bold text-ink-900">{title}</h3>
                  {a.earned ? (
                    <Badge tone="success" className="gap-1">
                      <CheckCircle2 className="size-3.5" aria-hidden="true" /> {t('list.earned')}
                    </Badge>
                  ) : (
                    <Badge tone="secondary" className="gap-1">
                      <Lock className="size-3.5" aria-hidden="true" /> {t('list.notEarned')}
                    </Badge>
                  )}
                </div>
                <p className="mt-0.5 text-sm text-slate-600">{description}</p>
                <div className="mt-3 flex items-center gap-3">
                  <ProgressBar value={a.progress} max={a.maxProgress} label={t('list.progress', { title })} valueText={null} className="h-2 flex-1">
                    <div className={cn('h-full rounded-full', colors.bar)} style={{ width: `${pct}%` }} />
                  </ProgressBar>
                  <span className="text-xs font-semibold text-slate-700 tabular-nums">
                    {a.progress}/{a.maxProgress}
                  </span>
                </div>
                <p className="mt-2 text-xs text-slate-600">
                  {t(`categories.names.${a.category}`)} · <span className="font-semibold text-ink-900">{t('list.points', { points: a.points })}</span>
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
