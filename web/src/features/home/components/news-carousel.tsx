import type { FeedPost } from '@common/content';
import { Card } from '@/ui/card';
import { useT } from '../i18n';
import { useCarousel } from '../hooks/use-carousel';
import { NewsControls } from './news-controls';
import { NewsSlide } from './news-slide';

/** Up to 4 news posts, one at a time; auto-advances every 10 s (WAI-ARIA carousel pattern). */
export function NewsCarousel({ posts }: { posts: FeedPost[] }) {
  const c = useCarousel(posts.length);
  const { t } = useT('home');
  return (
    <section aria-roledescription={t('news.carousel')} aria-label={t('news.highlights')} {...c.pauseHandlers}>
      <Card className="overflow-hidden">
        <div
          id="news-slides"
          aria-live={c.rotating ? 'off' : 'polite'}
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${c.index * 100}%)` }}
        >
          {posts.map((post, i) => (
            <div
              key={post.id}
              role="group"
              aria-roledescription={t('news.slide')}
              aria-label={t('news.slideOf', { n: i + 1, total: posts.length })}
              aria-hidden={i !== c.index}
              inert={i !== c.index}
              className="w-full shrink-0"
            >
              <NewsSlide post={post} />
            </div>
          ))}
        </div>
      </Card>
      <NewsControls
        count={posts.length}
        index={c.index}
        stopped={c.stopped}
        onPrevious={c.previous}
        onNext={c.next}
        onGoTo={c.goTo}
        onToggleStopped={c.toggleStopped}
      />
    </section>
  );
}
