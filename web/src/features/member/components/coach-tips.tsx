import { Heart } from 'lucide-react';
import { useState } from 'react';
import type { FeedPost } from '@common/content';
import { instantDate } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { FeedSection } from './feed-section';

/** Part 1, 2.6: coaching tips from the feed: coach, date, content, image and likes. */
export function CoachTips({ posts, wide }: { posts: FeedPost[]; wide: boolean }) {
  const { t } = useT('dashboard');
  return (
    <FeedSection id="tips-heading" title={t('tips.title')} wide={wide}>
      {posts.map((p) => (
        <TipCard key={p.id} post={p} />
      ))}
    </FeedSection>
  );
}

function TipCard({ post: p }: { post: FeedPost }) {
  const [imageFailed, setImageFailed] = useState(false);
  const { t, language } = useT('dashboard');
  return (
    <li className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm sm:flex">
      {p.imageUrl && !imageFailed && (
        <img
          src={p.imageUrl}
          alt=""
          loading="lazy"
          onError={() => setImageFailed(true)}
          className="aspect-video w-full object-cover sm:aspect-square sm:w-36"
        />
      )}
      <div className="p-4">
        <p className="font-semibold text-ink-900">{p.title}</p>
        <p className="mt-0.5 text-xs text-slate-500">
          {p.coach?.name ?? t('tips.coach')} · <time dateTime={p.createdAt}>{instantDate(p.createdAt, language)}</time>
        </p>
        <p className="mt-2 text-sm text-slate-700">{p.content}</p>
        <p className="mt-2 flex items-center gap-1 text-xs font-medium text-slate-600">
          <Heart className="size-3.5 text-red-600" aria-hidden="true" /> {t('tips.likes', { count: p._count.likes })}
        </p>
      </div>
    </li>
  );
}
