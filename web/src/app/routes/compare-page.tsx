import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Link, useSearch } from 'wouter';
import { PageIntro } from '@/ui/page-intro';
import { Spinner } from '@/ui/spinner';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18next';
import { instantDateTime } from '@/lib/i18n/format';
import { useClip } from '@/features/media/api/use-clip';
import { useProgress } from '@/features/progress/api/use-progress';
import { clipLabel } from '@/features/progress/lib/format';
import { usePoseTrack } from '@/features/analysis/api/use-pose-track';
import { ClipStage, type StageSize } from '@/features/annotations/components/clip-stage';
import { MeasureCharts } from '@/features/annotations/components/measure-charts';
import { SPEEDS, useFrameKeys, usePlayer, type Player } from '@/features/annotations/hooks/use-player';
import { formatClock, needsResync, partnerTime } from '@/features/annotations/lib/sync';

const small =
  'inline-flex h-10 items-center justify-center gap-1 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-ink-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** One side: the clip, its own scrubber and frame steps (to find the frame to align at), its measures. */
function Side({
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

/** The player's "Compare" with only clip A: the athlete's other analysed clips to compare it with (never itself). */
function ComparePicker({ a, same }: { a: number; same: boolean }) {
  const { t, language } = useT('review');
  const clip = useClip(a);
  const progress = useProgress(clip.data?.user?.id ?? 0);
  const others = progress.data?.clips.filter((c) => c.mediaId !== a) ?? [];
  return (
    <>
      <PageIntro eyebrow={t('playerTitle')} title={t('compareTitle')}>
        {t('compareLead')}
      </PageIntro>
      <div className="mx-auto max-w-3xl px-4 py-8" data-testid="compare-picker">
        {same && (
          <p role="alert" className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
            {t('sameClip')}
          </p>
        )}
        {clip.isError && <p className="text-sm text-red-700">{t('loadFailed')}</p>}
        {clip.data && (
          <h2 className="text-lg font-bold text-ink-900">
            {t('compareWith', { name: clip.data.title || clip.data.originalName, date: instantDateTime(clip.data.createdAt, language) })}
          </h2>
        )}
        {!progress.data && !progress.isError && !clip.isError && <Spinner />}
        {progress.data && !others.length && <p className="mt-3 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">{t('noOtherClips')}</p>}
        {others.length > 0 && (
          <ul className="mt-3 space-y-2">
            {others.map((c) => (
              <li key={c.mediaId}>
                <Link
                  href={`/compare?a=${a}&b=${c.mediaId}`}
                  className="block rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  {clipLabel(c, language)}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

/** /compare?a=ID&b=ID: two clips side by side, aligned at chosen frames, played in step at any speed. */
export default function ComparePage() {
  const { t } = useT('review');
  const params = new URLSearchParams(useSearch());
  const a = Number(params.get('a')) || 0;
  const b = Number(params.get('b')) || 0;
  const trackA = usePoseTrack(a);
  const trackB = usePoseTrack(b);
  const clipA = useClip(a);
  const clipB = useClip(b);
  const refA = useRef<HTMLVideoElement>(null);
  const refB = useRef<HTMLVideoElement>(null);
  const pA = usePlayer(refA, trackA.data?.videoFps ?? 30, clipA.data?.fileUrl);
  const pB = usePlayer(refB, trackB.data?.videoFps ?? 30, clipB.data?.fileUrl);
  const [alignA, setAlignA] = useState(0);
  const [alignB, setAlignB] = useState(0);
  const [rate, setRate] = useState(1);
  const [skeleton] = useState(true);
  const [together, setTogether] = useState(false);
  useFrameKeys(useMemo(() => [pA, pB], [pA, pB]));

  // While both play, B follows A: corrected whenever it drifts from the aligned time.
  useEffect(() => {
    const vb = refB.current;
    if (!together || !vb) return;
    if (!pA.playing) {
      vb.pause();
      return;
    }
    const expected = partnerTime(pA.time, alignA, alignB);
    if (expected < 0 || (pB.duration && expected > pB.duration)) {
      if (!vb.paused) vb.pause();
      return;
    }
    if (needsResync(vb.currentTime, expected)) vb.currentTime = expected;
    if (vb.paused) void vb.play().catch(() => {});
  }, [together, pA.time, pA.playing, alignA, alignB, pB.duration]);

  if (!a) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <p className="text-lg font-semibold text-ink-900">{t('pickTwo')}</p>
      </div>
    );
  }
  // One clip (from the player), or the same clip twice: choose the other one.
  if (!b || a === b) return <ComparePicker a={a} same={a === b} />;
  const playBoth = () => {
    if (pA.playing) {
      setTogether(false);
      pA.pause();
      pB.pause();
      return;
    }
    pA.setRate(rate);
    pB.setRate(rate);
    pB.seek(partnerTime(pA.time, alignA, alignB));
    setTogether(true);
    pA.play();
    pB.play();
  };
  const speed = (r: number) => {
    setRate(r);
    pA.setRate(r);
    pB.setRate(r);
  };
  return (
    <>
      <PageIntro eyebrow={t('playerTitle')} title={t('compareTitle')}>
        {t('compareLead')}
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 py-6">
        <div className="sticky top-0 z-10 mb-4 flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 bg-white/95 p-3 shadow-sm backdrop-blur">
          <button
            type="button"
            onClick={playBoth}
            className="inline-flex h-10 items-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {pA.playing ? <Pause className="size-4" aria-hidden="true" /> : <Play className="size-4" aria-hidden="true" />}
            {pA.playing ? t('pauseBoth') : t('playBoth')}
          </button>
          <div role="group" aria-label={t('sharedSpeed')} className="flex overflow-hidden rounded-lg border border-slate-300">
            {SPEEDS.map((s) => (
              <button
                key={s}
                type="button"
                aria-pressed={rate === s}
                onClick={() => speed(s)}
                className={cn('h-10 px-3 text-sm font-semibold', rate === s ? 'bg-ink-900 text-white' : 'bg-white text-ink-900 hover:bg-slate-50')}
              >
                {s}x
              </button>
            ))}
          </div>
        </div>
        <div className="grid gap-6 md:grid-cols-2">
          <Side mediaId={a} side="a" player={pA} videoRef={refA} align={alignA} onAlign={() => setAlignA(pA.time)} skeleton={skeleton} />
          <Side mediaId={b} side="b" player={pB} videoRef={refB} align={alignB} onAlign={() => setAlignB(pB.time)} skeleton={skeleton} />
        </div>
      </div>
    </>
  );
}
