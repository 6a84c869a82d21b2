import { FileText, Lock, PlayCircle } from 'lucide-react';
import { Link } from 'wouter';
import type { LibraryCard as Card } from '@common/library';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';
import { spokenDuration } from '../lib/duration';
import { useSkillLabel } from '../lib/use-skill-label';
import { useSportLabel } from '../lib/use-sport-label';

/** One item in the library: thumbnail, title, duration, level, and a Free or a lock badge. */
export function LibraryCard({ item }: { item: Card }) {
  const { t } = useT('library');
  const sportLabel = useSportLabel();
  const skillLabel = useSkillLabel();
  const Icon = item.kind === 'VIDEO' ? PlayCircle : FileText;
  const watched =
    item.progress && !item.progress.completed && item.durationSeconds ? Math.min(100, (item.progress.positionSeconds / item.durationSeconds) * 100) : null;
  return (
    <li className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm focus-within:ring-2 focus-within:ring-brand-600">
      <Link href={`/library/${item.id}`} className="block focus:outline-none">
        <div className="relative aspect-video bg-slate-800">
          {item.thumbnailUrl ? (
            <img src={item.thumbnailUrl} alt="" loading="lazy" className="size-full object-cover" />
          ) : (
            <div className="flex size-full items-center justify-center text-slate-300">
              <Icon className="size-10" aria-hidden="true" />
            </div>
          )}
          {watched !== null && <div className="absolute bottom-0 left-0 h-1 bg-brand-600" style={{ width: `${watched}%` }} aria-hidden="true" />}
        </div>
        <div className="space-y-2 p-4">
          <div className="flex flex-wrap items-center gap-2 text-xs">
            {item.isFree ? (
              <Badge tone="success">{t('card.free')}</Badge>
            ) : item.locked ? (
              <Badge tone="warning">
                <Lock className="mr-1 inline size-3" aria-hidden="true" />
                {t('card.locked')}
              </Badge>
            ) : (
              <Badge tone="primary">{t('card.premium')}</Badge>
            )}
            <span className="text-slate-700">{t(`levels.${item.level}`)}</span>
            <span className="text-slate-700">
              <Icon className="mr-1 inline size-3.5" aria-hidden="true" />
              {item.kind === 'VIDEO' && item.durationSeconds ? spokenDuration(item.durationSeconds) : t(`kinds.${item.kind}`)}
            </span>
          </div>
          <h3 className="font-bold text-ink-900">{item.title}</h3>
          {item.summary && <p className="line-clamp-2 text-sm text-slate-700">{item.summary}</p>}
          <p className="text-xs text-slate-600">
            {sportLabel(item.sport)} · {skillLabel(item.skill)}
          </p>
        </div>
      </Link>
    </li>
  );
}
