import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useT } from '../i18n';

export const CONTROLS_HEIGHT = 'mt-6 h-11';

const round =
  'grid size-11 place-items-center rounded-full border border-slate-300 bg-white text-ink-900 shadow-sm transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

interface Props {
  count: number;
  index: number;
  stopped: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onGoTo: (i: number) => void;
  onToggleStopped: () => void;
}

/** Dots, stop/start of the rotation, previous and next. */
export function NewsControls({ count, index, stopped, onPrevious, onNext, onGoTo, onToggleStopped }: Props) {
  const { t } = useT('home');
  return (
    <div className={cn(CONTROLS_HEIGHT, 'flex items-center justify-between gap-4')}>
      <div className="flex items-center">
        {Array.from({ length: count }, (_, i) => (
          <button
            key={i}
            type="button"
            aria-label={t('news.show', { n: i + 1 })}
            aria-current={i === index ? 'true' : undefined}
            aria-controls="news-slides"
            onClick={() => onGoTo(i)}
            className="group grid size-8 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <span className={cn('h-2.5 rounded-full transition-all', i === index ? 'w-7 bg-brand-600' : 'w-2.5 bg-slate-400 group-hover:bg-slate-500')} />
          </button>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <button type="button" className={round} onClick={onToggleStopped} aria-label={stopped ? t('news.start') : t('news.stop')}>
          {stopped ? <Play className="size-4" aria-hidden="true" /> : <Pause className="size-4" aria-hidden="true" />}
        </button>
        <button type="button" className={round} onClick={onPrevious} aria-label={t('news.previous')} aria-controls="news-slides">
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <button type="button" className={round} onClick={onNext} aria-label={t('news.next')} aria-controls="news-slides">
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
