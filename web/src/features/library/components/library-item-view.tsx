import { FileText, Lock } from 'lucide-react';
import type { LibraryItem } from '@common/library';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';
import { spokenDuration } from '../lib/duration';
import { useSkillLabel } from '../lib/use-skill-label';
import { useSportLabel } from '../lib/use-sport-label';
import { LibraryVideo } from './library-video';
import { LockedTeaser } from './locked-teaser';

/** One item: the video or the article in full, or its teaser and the upgrade when locked. */
export function LibraryItemView({ item }: { item: LibraryItem }) {
  const { t } = useT('library');
  const sportLabel = useSportLabel();
  const skillLabel = useSkillLabel();
  return (
    <article className="space-y-5">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {item.isFree ? (
          <Badge tone="success">{t('card.free')}</Badge>
        ) : (
          <Badge tone={item.locked ? 'warning' : 'primary'}>{item.locked ? t('card.locked') : t('card.premium')}</Badge>
        )}
        <span className="text-slate-700">
          {[
            t(`levels.${item.level}`),
            sportLabel(item.sport),
            skillLabel(item.skill),
            item.kind === 'VIDEO' && item.durationSeconds ? spokenDuration(item.durationSeconds) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </div>
      {item.summary && <p className="text-lg text-slate-800">{item.summary}</p>}
      {item.locked ? (
        <>
          {item.thumbnailUrl && (
            <div className="relative">
              <img src={item.thumbnailUrl} alt="" className="aspect-video w-full rounded-xl object-cover opacity-60" />
              <Lock className="absolute top-1/2 left-1/2 size-12 -translate-1/2 text-white drop-shadow" aria-hidden="true" />
            </div>
          )}
          <LockedTeaser />
        </>
      ) : (
        <>
          {item.kind === 'VIDEO' && item.videoUrl && <LibraryVideo item={item} />}
          {item.body ? (
            <div className="space-y-3 text-slate-900">
              {item.body.split(/\n\s*\n/).map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
          ) : (
            item.kind === 'ARTICLE' && (
              <p className="flex items-center gap-2 text-slate-600">
                <FileText className="size-4" aria-hidden="true" />
                {t('item.noText')}
              </p>
            )
          )}
        </>
      )}
    </article>
  );
}
