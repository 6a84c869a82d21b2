import { Heart } from 'lucide-react';
import type { FeedPost } from '@common/content';
import { Badge } from '@/ui/badge';
import { useT } from '../i18n';
import { relativeTime } from '../utils/relative-time';

/** Fixed slide geometry, shared with the skeleton so that loading never shifts the page. */
export const SLIDE = {
  frame: 'grid overflow-hidden md:h-80 md:grid-cols-2',
  image: 'h-48 w-full md:h-full',
  body: 'flex h-72 flex-col p-6 sm:h-64 md:h-full md:p-8',
} as const;

const FALLBACK_IMAGE = '/images/programs/default.svg';

export function NewsSlide({ post }: { post: FeedPost }) {
  const { t, language } = useT('home');
  return (
    <article className={SLIDE.frame}>
      <img
        src={post.imageUrl ?? FALLBACK_IMAGE}
        alt=""
        width={800}
        height={450}
        loading="lazy"
        decoding="async"
        className={`${SLIDE.image} bg-ink-800 object-cover`}
      />
      <div className={SLIDE.body}>
        <div className="flex items-center gap-3 text-sm text-slate-600">
          <Badge tone="primary">{t('news.badge')}</Badge>
          <time dateTime={post.createdAt} data-testid="news-time">
            {relativeTime(post.createdAt, t, language)}
          </time>
        </div>
        <h3 className="mt-3 line-clamp-2 text-xl font-bold text-ink-900 md:text-2xl">{post.title}</h3>
        <p className="mt-2 line-clamp-3 text-slate-600">{post.content}</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-4 text-sm text-slate-600">
          {post.coach ? (
            <span className="flex min-w-0 items-center gap-2">
              {post.coach.imageUrl && (
                <img src={post.coach.imageUrl} alt="" width={32} height={32} loading="lazy" className="size-8 rounded-full bg-slate-200 object-cover" />
              )}
              <span className="truncate font-medium text-ink-900">{post.coach.name}</span>
            </span>
          ) : (
            <span className="font-medium text-ink-900">{t('news.staff')}</span>
          )}
          <span className="flex shrink-0 items-center gap-1.5">
            <Heart className="size-4 text-brand-600" aria-hidden="true" />
            {t('news.likes', { count: post._count.likes })}
          </span>
        </div>
      </div>
    </article>
  );
}
