import { ChevronLeft, ChevronRight, Pause, Play, Repeat } from 'lucide-react';
import { useId } from 'react';
import { Switch } from '@/ui/switch';
import { cn } from '@/lib/cn';
import { SPEEDS, type Player } from '../hooks/use-player';
import { formatClock } from '../lib/sync';
import { S } from '../strings';

const iconButton =
  'inline-flex size-10 items-center justify-center rounded-lg border border-slate-300 bg-white text-ink-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50';

/** Play, speed, frame steps, the scrubber with the exact time, the loop and the skeleton switch. */
export function PlayerControls({ player, skeleton, onSkeleton, hasTrack, idPrefix = '' }: { player: Player; skeleton: boolean; onSkeleton: (on: boolean) => void; hasTrack: boolean; idPrefix?: string }) {
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
          aria-label={S.scrubber}
          aria-valuetext={`${formatClock(time)} of ${formatClock(duration)}`}
          className="h-2 w-full cursor-pointer accent-brand-600"
        />
        <span className="w-20 shrink-0 text-right font-mono text-sm text-slate-600 tabular-nums">{formatClock(duration)}</span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={iconButton} onClick={() => player.step(-1)} aria-label={S.frameBack} title={S.frameBack}>
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <button type="button" className={cn(iconButton, 'w-auto bg-brand-600 px-4 text-white hover:bg-brand-700 border-brand-600')} onClick={player.toggle} aria-label={playing ? S.pause : S.play}>
          {playing ? <Pause className="size-5" aria-hidden="true" /> : <Play className="size-5" aria-hidden="true" />}
        </button>
        <button type="button" className={iconButton} onClick={() => player.step(1)} aria-label={S.frameForward} title={S.frameForward}>
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
        <div role="group" aria-label={S.speed} className="flex overflow-hidden rounded-lg border border-slate-300">
          {SPEEDS.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={rate === s}
              onClick={() => player.setRate(s)}
              className={cn('h-10 px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600', rate === s ? 'bg-ink-900 text-white' : 'bg-white text-ink-900 hover:bg-slate-50')}
            >
              {s}x
            </button>
          ))}
        </div>
        <div className="flex items-center gap-1">
          <button type="button" className={cn(iconButton, 'w-auto px-3 text-sm font-semibold')} onClick={() => player.setLoop({ from: time, to: loop && loop.to > time ? loop.to : duration })}>
            <Repeat className="size-4" aria-hidden="true" /> {S.markIn}
          </button>
          <button type="button" className={cn(iconButton, 'w-auto px-3 text-sm font-semibold')} onClick={() => player.setLoop({ from: loop && loop.from < time ? loop.from : 0, to: time })}>
            {S.markOut}
          </button>
          {loop && (
            <button type="button" className={cn(iconButton, 'w-auto px-3 text-sm')} onClick={() => player.setLoop(null)}>
              {S.clearLoop}
            </button>
          )}
        </div>
        {hasTrack && (
          <label htmlFor={skeletonId} className="ml-auto flex items-center gap-2 text-sm font-semibold text-ink-900">
            <Switch id={skeletonId} checked={skeleton} onCheckedChange={onSkeleton} />
            {S.skeleton}
          </label>
        )}
      </div>
      {loop && (
        <p className="text-sm text-slate-700" data-testid={`${idPrefix}loop`}>
          {S.loop(formatClock(loop.from), formatClock(loop.to))}
        </p>
      )}
    </div>
  );
}
