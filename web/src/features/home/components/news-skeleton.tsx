import { Card } from '@/ui/card';
import { SkeletonBars } from '@/ui/skeleton-bars';
import { Spinner } from '@/ui/spinner';
import { useT } from '../i18n';
import { CONTROLS_HEIGHT } from './news-controls';
import { SLIDE } from './news-slide';

/** The carousel's shape while the feed loads: same size as a slide, so nothing moves after. */
export function NewsSkeleton() {
  const { t } = useT('home');
  return (
    <div>
      <Card className="overflow-hidden">
        <div className={`${SLIDE.frame} animate-pulse`}>
          <div className={`${SLIDE.image} bg-slate-200`} />
          <div className={SLIDE.body}>
            <div className="h-5 w-32 rounded-full bg-slate-200" />
            <div className="mt-4 h-7 w-4/5 rounded bg-slate-200" />
            <SkeletonBars className="mt-4 space-y-2" bars={['h-4 rounded bg-slate-100', 'h-4 rounded bg-slate-100', 'h-4 w-2/3 rounded bg-slate-100']} />
            <div className="mt-auto h-8 w-40 rounded-full bg-slate-100" />
          </div>
        </div>
      </Card>
      <div className={`${CONTROLS_HEIGHT} flex items-center justify-center`}>
        <Spinner label={t('news.loading')} className="size-5" />
      </div>
    </div>
  );
}
