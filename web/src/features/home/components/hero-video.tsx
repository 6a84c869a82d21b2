import { Pause, Play, RotateCcw } from 'lucide-react';
import { useShellT } from '@/lib/i18n/shell';
import { useHeroVideo } from '../hooks/use-hero-video';
import { videoControlKey } from '../utils/hero-video-machine';

export const HERO_VIDEO = '/video/hero.mp4';
export const HERO_POSTER = '/video/hero-poster.webp';

/** The desktop hero background: the clip (played at most twice) and its one control button. */
export function HeroVideo({ onError }: { onError: () => void }) {
  const { ref, status, toggle, mediaHandlers } = useHeroVideo(onError);
  const t = useShellT();
  const Icon = status === 'playing' ? Pause : status === 'paused' ? Play : RotateCcw;
  return (
    <>
      <video
        ref={ref}
        className="absolute inset-0 -z-20 size-full object-cover"
        src={HERO_VIDEO}
        poster={HERO_POSTER}
        muted
        playsInline
        preload="metadata"
        aria-label={t('hero.video')}
        {...mediaHandlers}
      >
        <p>
          {t('hero.noVideo')}{' '}
          <a href={HERO_VIDEO} download>
            {t('hero.download')}
          </a>
          .
        </p>
      </video>
      <button
        type="button"
        onClick={toggle}
        aria-label={t(videoControlKey(status))}
        className="absolute right-4 bottom-4 z-10 inline-flex h-12 min-w-12 items-center justify-center gap-2 rounded-full border border-white/30 bg-ink-900/70 px-3.5 text-sm font-semibold text-white backdrop-blur transition-colors hover:bg-ink-900/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:right-8 sm:bottom-8"
      >
        <Icon className="size-5" aria-hidden="true" />
        {status === 'finished' && <span className="pr-1">{t('hero.restartShort')}</span>}
      </button>
    </>
  );
}
