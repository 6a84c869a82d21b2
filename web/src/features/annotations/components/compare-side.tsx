import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type RefObject } from 'react';
import { Spinner } from '@/ui/spinner';
import { useT } from '@/lib/i18n/i18next';
import { instantDateTime } from '@/lib/i18n/format';
import { useClip } from '@/features/media/api/use-clip';
import { usePoseTrack } from '@/features/analysis/api/use-pose-track';
import type { Player } from '../hooks/use-player';
import { formatClock } from '../lib/sync';
import { ClipStage, type StageSize } from './clip-stage';
import { MeasureCharts } from './measure-charts';

const small =
  'inline-flex h-10 items-center justify-center gap-1 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-ink-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** One side: the clip, its own scrubber and frame steps (to find the frame to align at), its measures. */
export function CompareSide({
  mediaId,
  side,
  player,
  videoRef,
  align,
  onAlign,
  skeleton,
}: {
  mediaId: number;
  side: 'a' | 'b';
  player: Player;
  videoRef: RefObject<HTMLVideoElement | null>;
  align: number;
  onAlign: () => void;
  skeleton: boolean;
}) {
  const { t, language } = useT('review');
  const label = side === 'a' ? t('clipA') : t('clipB');
  const clip = useClip(mediaId);
  const track = usePoseTrack(mediaId);
  const [size, setSize] = useState<StageSize>({ width: 1280, height: 720 });
  if (clip.isError) return <p className="text-sm text-red-700">{t('loadFailed')}</p>;
  if (!clip.data) return <Spinner />;
  return (
    <section className="min-w-0" aria-label={label} data-testid={`side-${side}`}>
      <h2 className="truncate text-base font-bold text-ink-900">
        {label}: {clip.data.title || clip.data.originalName}
      </h2>
      {/* Told apart (issue 33): when it was uploaded and the athlete's note. */}
      <p className="mb-2 text-sm text-slate-700" data-testid="side-details">
        <time dateTime={clip.data.createdAt}>{instantDateTime(clip.data.createdAt, language)}</time>
        {clip.data.description && (
          <span className="block truncate" title={clip.data.description}>
            {clip.data.description}
          </span>
        )}
      </p>
      <ClipStage
        videoRef={videoRef}
        src={clip.data.fileUrl}
        label={`${label}: ${clip.data.originalName}`}
        time={player.time}
        size={size}
        onSize={setSize}
        track={track.data}
        showSkeleton={skeleton}
      />
      <div className="mt-2 flex items-center gap-2">
        <button type="button" className={small} onClick={() => player.step(-1)} aria-label={t('ofClip', { clip: label, control: t('frameBack') })}>
          <ChevronLeft className="size-4" aria-hidden="true" />
        </button>
        <input
          type="range"
          min={0}
          max={player.duration || 0}
          step={0.01}
          value={Math.min(player.time, player.duration || 0)}
          onChange={(e) => player.seek(Number(e.target.value))}
          aria-label={t('ofClip', { clip: label, control: t('scrubber') })}
          aria-valuetext={formatClock(player.time)}
          className="h-2 min-w-0 flex-1 accent-brand-600"
        />
        <button type="button" className={small} onClick={() => player.step(1)} aria-label={t('ofClip', { clip: label, control: t('frameForward') })}>
          <ChevronRight className="size-4" aria-hidden="true" />
        </button>
        <span className="w-16 font-mono text-sm tabular-nums" data-testid="side-clock">
          {formatClock(player.time)}
        </span>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <button type="button" className={small} onClick={onAlign}>
          {t('alignHere')}
        </button>
        <span className="text-sm text-slate-700">{t('aligned', { time: formatClock(align) })}</span>
      </div>
      <div className="mt-3">
        {track.data ? (
          <MeasureCharts track={track.data} time={player.time} duration={player.duration || (track.data.durationSeconds ?? 0)} onSeek={player.seek} />
        ) : (
          <p className="text-sm text-slate-700">{t('notAnalysed')}</p>
        )}
      </div>
    </section>
  );
}
