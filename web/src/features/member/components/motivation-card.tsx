import { Flame, Target } from 'lucide-react';
import { motivationUrgency, type DashboardStats } from '@common/member';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18next';
import { Card } from '@/ui/card';
import { IconTile } from '@/ui/icon-tile';
import { CHALLENGES, streakMessage } from '../lib/motivation';

const URGENCY_STYLE = {
  high: 'border-red-600 bg-red-50',
  medium: 'border-amber-500 bg-amber-50',
  low: 'border-sky-600 bg-sky-50',
} as const;

/** Part 1, sections 4 and 9: the real weekly streak, a nudge by urgency, and the challenge list. */
export function MotivationCard({ stats, hasFeedback }: { stats: DashboardStats | undefined; hasFeedback: boolean }) {
  const { t } = useT('dashboard');
  const urgency = motivationUrgency(hasFeedback, stats?.lastUploadAt ? new Date(stats.lastUploadAt) : null, new Date());
  const streak = streakMessage(stats?.streakWeeks ?? 0, t);
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-center gap-3">
        <IconTile icon={Flame} className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-600 text-white" iconClassName="size-6" />
        <div>
          <h3 className="text-lg font-bold text-ink-900">{streak.headline}</h3>
          <p className="text-sm text-slate-600">{streak.detail}</p>
        </div>
      </div>
      <div className={cn('mt-4 rounded-lg border-l-4 px-4 py-3', URGENCY_STYLE[urgency])}>
        <p className="font-semibold text-ink-900">{t(`motivation.urgency.${urgency}.title`)}</p>
        <p className="text-sm text-slate-700">{t(`motivation.urgency.${urgency}.text`)}</p>
      </div>
      <h4 className="mt-5 flex items-center gap-2 text-sm font-bold tracking-wide text-slate-700 uppercase">
        <Target className="size-4 text-brand-600" aria-hidden="true" /> {t('motivation.challenges')}
      </h4>
      <ul className="mt-2 space-y-2">
        {CHALLENGES.map((c) => (
          <li key={c} className="rounded-lg border border-slate-200 px-3 py-2">
            <p className="text-sm font-semibold text-ink-900">{t(`motivation.challenge.${c}.title`)}</p>
            <p className="text-sm text-slate-600">{t(`motivation.challenge.${c}.text`)}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
