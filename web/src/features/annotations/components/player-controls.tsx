import { ChevronLeft, ChevronRight, Pause, Play, Repeat } from 'lucide-react';
import { useId } from 'react';
import { Switch } from '@/ui/switch';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18next';
import { SPEEDS, type Player } from '../hooks/use-player';
import { formatClock } from '../lib/sync';

const iconButton =
  'inline-flex size-10 items-center justify-center rounded-lg border border-slate-300 bg-white text-ink-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50';

/** Play, speed, frame steps, the scrubber with the exact time, the loop and the skeleton switch. */
export function PlayerControls({
  player,
  skeleton,
  onSkeleton,
  hasTrack,
  idPrefix = '',
}: {
  player: Player;
  skeleton: boolean;
  onSkeleton: (on: boolean) => void;
  hasTrack: boolean;
  idPrefix?: string;
}) {
  const { t } = useT('review');
  const skeletonId = useId();
  const { time, duration, playing, rate, loop } = player;
  return (
    <div className="mt-3 space-y-3">
      <div className="flex items-center gap-3">
        <span className="w-20 shrink-0 font-mono text-sm text-ink-900 tabular-nums" data-testid={`${idPrefix}clock`} aria-live="off">
          {formatClock(time)}
        </span>
        <input
          type="range"
          min={0}
          max={duration || 0}
          step={0.01}
          value={Math.min(time, duration || 0)}
          onChange={(e) => player.seek(Number(e.target.value))}
          aria-label={t('scrubber')}
          aria-valuetext={t('clockOf', { time: formatClock(time), duration: formatClock(duration) })}
          className="h-2 w-full cursor-pointer accent-brand-600"
        />
        <span className="w-20 shrink-0 text-right font-mono text-sm text-slate-600 tabular-nums">{formatClock(duration)}</span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={iconButton} onClick={() => player.step(-1)} aria-label={t('frameBack')} title={t('frameBack')}>
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={cn(iconButton, 'w-auto bg-brand-600 px-4 text-white hover:bg-brand-700 border-brand-600')}
          onClick={player.toggle}
          aria-label={playing ? t('pause') : t('play')}
        >
          {playing ? <Pause className="size-5" aria-hidden="true" /> : <Play className="size-5" aria-hidden="true" />}
        </button>
        <button type="button" className={iconButton} onClick={() => player.step(1)} aria-label={t('frameForward')} title={t('frameForward')}>
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
        <div role="group" aria-label={t('speed')} className="flex overflow-hidden rounded-lg border border-slate-300">
          {SPEEDS.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={rate === s}
              onClick={() => player.setRate(s)}
              className={cn(
                'h-10 px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
                rate === s ? 'bg-ink-900 text-white' : 'bg-white text-ink-900 hover:bg-slate-50',
              )}
            >
              {s}x
            </button>
          ))}
        </div>
        <div className="flex items-center gap-1">
          <button
            type="button"
            className={cn(iconButton, 'w-auto px-3 text-sm font-semibold')}
            onClick={() => player.setLoop({ from: time, to: loop && loop.to > time ? loop.to : duration })}
          >
            <Repeat className="size-4" aria-hidden="true" /> {t('markIn')}
          </button>
          <button
            type="button"
            className={cn(iconButton, 'w-auto px-3 text-sm font-semibold')}
            onClick={() => player.setLoop({ from: loop && loop.from < time ? loop.from : 0, to: time })}
          >
            {t('markOut')}
          </button>
          {loop && (
            <button type="button" className={cn(iconButton, 'w-auto px-3 text-sm')} onClick={() => player.setLoop(null)}>
              {t('clearLoop')}
            </button>
          )}
        </div>
        {hasTrack && (
          <label htmlFor={skeletonId} className="ml-auto flex items-center gap-2 text-sm font-semibold text-ink-900">
            <Switch id={skeletonId} checked={skeleton} onCheckedChange={onSkeleton} />
            {t('skeleton')}
          </label>
        )}
      </div>
      {loop && (
        <p className="text-sm text-slate-700" data-testid={`${idPrefix}loop`}>
          {t('loop', { from: formatClock(loop.from), to: formatClock(loop.to) })}
        </p>
      )}
    </div>
  );
}
