import { Percent, Star, Trophy } from 'lucide-react';
import { achievementSummary, type Achievement } from '@common/member';
import { useT } from '@/lib/i18n/i18next';
import { StatStrip } from '@/ui/stat-strip';

/** Part 1, 2.11: earned count, completion percent (rounded) and points of earned achievements. */
export function SummaryCards({ achievements }: { achievements: Achievement[] }) {
  const { t } = useT('achievements');
  const s = achievementSummary(achievements);
  return (
    <StatStrip
      label={t('summary.label')}
      look="roomy"
      stats={[
        { label: t('summary.earned'), value: t('summary.earnedValue', { earned: s.earned, total: s.total }), icon: Trophy },
        { label: t('summary.completion'), value: `${s.percent}%`, icon: Percent },
        { label: t('summary.points'), value: s.points, icon: Star },
      ]}
    />
  );
}
