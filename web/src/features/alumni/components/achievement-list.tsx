import { Award } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18next';

/** Achievements with an award icon; `more` adds a "+N more" line (cards show at most 3). */
export function AchievementList({ items, more = 0, className }: { items: string[]; more?: number; className?: string }) {
  const { t } = useT('alumni');
  if (items.length === 0) return null;
  return (
    <ul aria-label={t('achievements.title')} className={cn('space-y-1.5 text-sm text-slate-700', className)}>
      {items.map((a) => (
        <li key={a} className="flex items-start gap-2">
          <Award className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
          {a}
        </li>
      ))}
      {more > 0 && <li className="pl-6 text-xs font-semibold text-slate-500">{t('achievements.more', { n: more })}</li>}
    </ul>
  );
}
