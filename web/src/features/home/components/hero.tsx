import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { useShellT, type ShellKey } from '@/lib/i18n/shell';
import { Button } from '@/ui/button';
import { useIsMobile } from '../hooks/use-is-mobile';
import { HeroFallback } from './hero-fallback';
import { HeroVideo } from './hero-video';

const PROMISES: ShellKey[] = ['hero.promises.coaches', 'hero.promises.feedback', 'hero.promises.booking'];

/**
 * Full-screen hero: the video on desktop, the emoji gradient on phones or when the video fails. It is
 * in the entry chunk, so its words come from the shell's strings (decision 025), not a namespace.
 */
export function Hero() {
  const t = useShellT();
  const isMobile = useIsMobile();
  const [videoFailed, setVideoFailed] = useState(false);
  const fallback = isMobile || videoFailed;
  const onVideoError = useCallback(() => setVideoFailed(true), []);
  return (
    <section aria-labelledby="hero-title" className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-ink-900 text-white">
      {fallback ? <HeroFallback /> : <HeroVideo onError={onVideoError} />}
      {/* A dark overlay keeps the text readable over the video; the gradient is dark enough on its own. */}
      <div
        aria-hidden="true"
        className={cn('absolute inset-0 -z-10 bg-linear-to-r', fallback ? 'from-ink-900/60 to-transparent' : 'from-ink-900/95 via-ink-900/70 to-ink-900/25')}
      />
      {!fallback && <div aria-hidden="true" className="absolute inset-x-0 bottom-0 -z-10 h-32 bg-linear-to-t from-ink-900/80 to-transparent" />}
      <div className="mx-auto w-full max-w-7xl px-4 py-16 sm:py-24">
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-white/20 bg-ink-900/50 px-3 py-1 text-sm font-medium text-slate-100">
            <span className="size-2 rounded-full bg-brand-500" aria-hidden="true" />
            {t('hero.eyebrow')}
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl leading-[1.05] font-extrabold tracking-tight text-balance sm:text-6xl lg:text-7xl">
            {t('hero.title')} <span className="text-brand-500">{t('hero.titleHighlight')}</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-200 sm:text-xl">{t('hero.text')}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link href="/signup">
                {t('hero.start')} <ArrowRight className="size-5" aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="light">
              <Link href="/programs">{t('hero.programs')}</Link>
            </Button>
          </div>
          <ul className="mt-10 flex flex-col gap-2 text-sm text-slate-200 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {PROMISES.map((p) => (
              <li key={p} className="flex items-center gap-2">
                <CheckCircle2 className="size-4 text-brand-500" aria-hidden="true" /> {t(p)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
