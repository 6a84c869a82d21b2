import { Newspaper } from 'lucide-react';
import { Card } from '@/ui/card';
import { useT } from '../i18n';
import { useNews } from '../api/use-news';
import { NewsCarousel } from './news-carousel';
import { NewsSkeleton } from './news-skeleton';

export function NewsSection() {
  const news = useNews();
  const { t } = useT('home');
  return (
    <section aria-labelledby="news-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-5xl px-4">
        <div className="text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{t('news.eyebrow')}</p>
          <h2 id="news-title" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            {t('news.title')}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{t('news.text')}</p>
        </div>
        <div className="mt-12">
          {news.isPending ? (
            <NewsSkeleton />
          ) : news.data && news.data.length > 0 ? (
            <NewsCarousel posts={news.data} />
          ) : (
            <Card className="flex flex-col items-center justify-center gap-3 p-10 text-center text-slate-600 md:h-80">
              <Newspaper className="size-10 text-slate-400" aria-hidden="true" />
              <p>{news.isError ? t('news.loadError') : t('news.empty')}</p>
            </Card>
          )}
        </div>
      </div>
    </section>
  );
}
