import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import type { CoachAthlete } from '@common/coach';
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
    <Dialog.Root open={!!athlete} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[85vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="pr-8 text-lg font-bold text-ink-900">{athlete && t('athletes.progressTitle', { name: athlete.name })}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">{t('athletes.progressDescription')}</Dialog.Description>
          <Dialog.Close aria-label={t('athletes.close')} className="absolute top-4 right-4 rounded p-1 text-slate-500 hover:bg-slate-100">
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
          {athlete && <ProgressList athleteId={athlete.id} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
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
              {r.latestRating != null ? <StarRating rating={r.latestRating} label={t('rating.outOf', { rating: r.latestRating })} /> : <span className="text-slate-600">{t('athletes.notRated')}</span>}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
