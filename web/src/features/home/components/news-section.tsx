import { Newspaper } from 'lucide-react';
import { Card } from '@/ui/card';
import { useT } from '../i18n';
import { useNews } from '@/features/content/api/use-news';
import { NewsCarousel } from './news-carousel';
import { NewsSkeleton } from './news-skeleton';
import { HomeSection } from './home-section';

export function NewsSection() {
  const news = useNews();
  const { t } = useT('home');
  return (
    <HomeSection
      id="news-title"
      eyebrow={t('news.eyebrow')}
      title={t('news.title')}
      text={t('news.text')}
      className="bg-slate-50"
      width="max-w-5xl"
      introClassName="text-center"
    >
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
    </HomeSection>
  );
}
