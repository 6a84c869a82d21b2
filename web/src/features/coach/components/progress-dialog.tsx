import type { CoachAthlete } from '@common/coach';
import { PeopleDialog } from '@/ui/people-dialog';
import { Spinner } from '@/ui/spinner';
import { useCoachMedia } from '../api/use-coach-media';
import { useCoachT } from '../hooks/use-coach-t';
import { athleteProgress } from '../lib/athlete-progress';
import { formatDate } from '../lib/dates';
import { StarRating } from '@/ui/star-rating';
import { StatusBadge } from './status-badge';

/**
 * View Progress (the spec shows no action): the athlete's uploads from the coach's media list, newest
 * first, with status and the latest rating. Open while `athlete` is set.
 */
export function ProgressDialog({ athlete, onClose }: { athlete: CoachAthlete | null; onClose: () => void }) {
  const { t } = useCoachT();
  return (
    <PeopleDialog
      open={!!athlete}
      onOpenChange={(open) => !open && onClose()}
      title={athlete && t('athletes.progressTitle', { name: athlete.name })}
      description={t('athletes.progressDescription')}
      closeLabel={t('athletes.close')}
      className="flex max-h-[85vh] flex-col"
      descriptionClassName="text-slate-600"
    >
      {athlete && <ProgressList athleteId={athlete.id} />}
    </PeopleDialog>
  );
}

function ProgressList({ athleteId }: { athleteId: number }) {
  const { t, language } = useCoachT();
  const { data, isError } = useCoachMedia();
  if (isError) return <p className="mt-4 text-sm text-red-700">{t('media.loadFailed')}</p>;
  if (!data) {
    return (
      <div className="mt-4">
        <Spinner />
      </div>
    );
  }
  const { rows, reviewed } = athleteProgress(data, athleteId);
  if (!rows.length) return <p className="mt-4 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">{t('athletes.noUploads')}</p>;
  return (
    <>
      <p className="mt-4 text-sm font-semibold text-ink-900">{t('athletes.summary', { uploads: rows.length, reviewed })}</p>
      <ul className="mt-2 -mr-2 space-y-2 overflow-y-auto pr-2">
        {rows.map((r) => (
          <li key={r.id} className="rounded-xl border border-slate-200 p-3">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="truncate font-semibold text-ink-900" title={r.originalName}>
                  {r.originalName}
                </p>
                <p className="text-xs text-slate-600">
                  {t(r.fileType === 'VIDEO' ? 'media.video' : 'media.image')} · <time dateTime={r.createdAt}>{formatDate(r.createdAt, language)}</time>
                </p>
              </div>
              <StatusBadge status={r.status} />
            </div>
            <p className="mt-2 flex items-center gap-2 text-sm text-slate-700">
              <span>{t('athletes.latestRating')}:</span>
              {r.latestRating != null ? (
                <StarRating rating={r.latestRating} label={t('rating.outOf', { rating: r.latestRating })} />
              ) : (
                <span className="text-slate-600">{t('athletes.notRated')}</span>
              )}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
